import type { Language } from '@expo/contract';
import { showDate, showTime } from '@expo/contract/show-clock';
import { SECTIONS, type MemberData, type SectionName } from './member-data';

/** The export as JSON: every section under its name, dates in ISO 8601 (UTC). */
export function dataJson(data: MemberData, exportedAt: Date, memberId: number): string {
  return JSON.stringify({ exportedAt, memberId, ...data }, null, 2);
}

/** The same records as a page to read in a browser (offline, no script): a table per section, times in China time. */
export function dataHtml(data: MemberData, exportedAt: Date, lang: Language): string {
  const text = TEXTS[lang];
  const sections = SECTIONS.map((name) => section(name, data[name], lang)).join('\n');
  return `<!doctype html>
<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(text.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#222}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid #ccc}
.scroll{overflow-x:auto}table{border-collapse:collapse;font-size:13px}
th,td{border:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top;white-space:pre-wrap}th{background:#f4f4f4;white-space:nowrap}
.none{color:#666}
</style>
</head>
<body>
<h1>${escape(text.title)}</h1>
<p>${escape(text.intro)} ${escape(text.exportedAt)} ${escape(when(exportedAt))} (${escape(text.chinaTime)})</p>
${sections}
</body>
</html>
`;
}

function section(name: SectionName, rows: Record<string, unknown>[], lang: Language): string {
  const heading = `<h2 id="${name}">${escape(SECTION_TITLES[name][lang])} (${rows.length})</h2>`;
  if (!rows.length) return `<section>${heading}<p class="none">${escape(TEXTS[lang].none)}</p></section>`;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const head = columns.map((c) => `<th scope="col">${escape(fieldLabel(c, lang))}</th>`).join('');
  const body = rows.map((row) => `<tr>${columns.map((c) => `<td>${escape(cell(row[c], lang))}</td>`).join('')}</tr>`).join('\n');
  return `<section>${heading}<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table></div></section>`;
}

function cell(value: unknown, lang: Language): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return when(value);
  if (typeof value === 'boolean') return TEXTS[lang][value ? 'yes' : 'no'];
  if (Array.isArray(value)) return value.map((v) => cell(v, lang)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const when = (at: Date) => `${showDate(at)} ${showTime(at)}`;

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** "badgeNumber" → "Badge number" (English) or the Chinese label when there is one. */
function fieldLabel(key: string, lang: Language): string {
  if (lang === 'zh' && FIELD_LABELS_ZH[key]) return FIELD_LABELS_ZH[key];
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TEXTS = {
  zh: { title: '我的数据', intro: '本页列出本网站保存的与您有关的全部记录。', exportedAt: '导出时间：', chinaTime: '北京时间', none: '无记录', yes: '是', no: '否' },
  en: { title: 'My data', intro: 'Every record this site holds about you.', exportedAt: 'Exported at', chinaTime: 'China time', none: 'No records', yes: 'yes', no: 'no' },
} as const;

const SECTION_TITLES: Record<SectionName, Record<Language, string>> = {
  account: { zh: '账号', en: 'Account' },
  signIns: { zh: '登录记录', en: 'Sign-ins' },
  exhibitorBinding: { zh: '展商账号绑定', en: 'Exhibitor account binding' },
  registrations: { zh: '观众登记与胸卡', en: 'Visitor registrations and badges' },
  admissions: { zh: '入场记录', en: 'Admissions' },
  scansOfMyBadge: { zh: '我的胸卡被扫描记录', en: 'Scans of my badge' },
  consents: { zh: '授权的给予与撤回', en: 'Consents given and withdrawn' },
  meetings: { zh: '洽谈预约', en: 'Meetings' },
  meetingMessages: { zh: '洽谈留言', en: 'Meeting messages' },
  demands: { zh: '发布的需求', en: 'Demands I posted' },
  demandClaims: { zh: '认领的需求', en: 'Demands I claimed' },
  contactViews: { zh: '查看过联系方式的需求', en: 'Demand contacts I viewed' },
  collections: { zh: '收藏与点赞', en: 'Collections and likes' },
  visitPlan: { zh: '参观计划', en: 'Visit plan' },
  inquiries: { zh: '询盘', en: 'Inquiries' },
  notices: { zh: '消息通知', en: 'Notices' },
  noticeSettings: { zh: '通知设置', en: 'Notice settings' },
  codesSent: { zh: '发送的验证码', en: 'Codes sent to me' },
};

const FIELD_LABELS_ZH: Record<string, string> = {
  id: '编号', mobile: '手机', email: '邮箱', nickname: '昵称', avatar: '头像', companyName: '公司名称', position: '职位', remark: '备注',
  exhibitorId: '展商编号', exhibitorNameZh: '展商名称（中文）', exhibitorNameEn: '展商名称（英文）', exhibitorBoundAt: '绑定时间', createdAt: '创建时间', updatedAt: '更新时间',
  signedInAt: '登录时间', expiresAt: '失效时间', signedOutAt: '退出时间', action: '操作', via: '方式', at: '时间', badgeNumber: '胸卡号', edition: '届次',
  name: '姓名', company: '公司', jobTitle: '职位', country: '国家/地区', province: '省份', businessType: '业务类型', interests: '感兴趣的产品', days: '参观日期',
  purpose: '参观目的', language: '语言', badgeVersion: '胸卡版本', badgeRevokedAt: '胸卡作废时间', registeredAt: '登记时间', day: '日期', gate: '入口', admittedAt: '入场时间',
  kind: '类型', result: '结果', scannedAt: '扫描时间', consent: '授权内容', given: '是否同意', withdrawnAt: '撤回时间', productId: '产品编号', initiatedBy: '发起方',
  status: '状态', startsAt: '开始时间', endsAt: '结束时间', roomZh: '洽谈室（中文）', roomEn: '洽谈室（英文）', topic: '主题', message: '留言', reason: '原因', endedBy: '结束方',
  requestedAt: '申请时间', answeredAt: '答复时间', meetingId: '洽谈编号', side: '发言方', body: '内容', demandId: '需求编号', claimedAt: '认领时间', mark: '类型',
  targetType: '对象类型', targetId: '对象编号', nameZh: '名称（中文）', nameEn: '名称（英文）', visitAt: '参观时间', quantity: '数量', contents: '内容', title: '标题',
  readAt: '阅读时间', channel: '渠道', target: '发送至', scene: '用途', outcome: '结果', intro: '说明', demandType: '需求类型', productName: '产品名称',
  approvedAt: '通过时间', reviewedAt: '审核时间', rejectReason: '驳回原因',
  transfer: '是否同意跨境提供', version: '授权文本版本', source: '来源',
};
