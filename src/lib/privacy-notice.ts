import {
  CONSENT_VERSION, CONSENT_VERSIONS, DATA_RECIPIENTS, LEAD_CONSENT_LABELS, consentWording,
} from '../../contract/consent';
import { ACCOUNT_CLOSE_GRACE_DAYS, RETENTION_DEFAULT_DAYS, RETENTION_KINDS, RETENTION_NOTICE_DAYS_BEFORE, type RetentionKind } from '../../contract/retention';

// The privacy notice's generated part (issue 35, item 5): the retention periods, the consent
// wordings and who receives what, written from the constants the server applies
// (contract/retention.ts, contract/consent.ts), so the notice and the product cannot disagree.
// Built at build time into the privacy page's context; the organiser's own text stays around it.

type Language = 'zh' | 'en';
type Text = Record<Language, string>;

/** One part of the notice: a heading and its lines. */
export interface NoticeSection {
  heading: string;
  lines: string[];
}

const RETENTION_LABELS: Record<RetentionKind, Text> = {
  leadContacts: { zh: '展商线索中的联系方式（手机号、邮箱、国家/地区）', en: "Contact details in exhibitors' leads (mobile, e-mail, country)" },
  registrations: { zh: '观众登记与胸卡', en: 'Visitor registrations and badges' },
  scans: { zh: '入口与展位的扫码记录', en: 'Scans at the gates and stands' },
  meetingThreads: { zh: '洽谈会面的留言', en: 'Meeting message threads' },
};

const FIELD_LABELS: Record<string, Text> = {
  name: { zh: '姓名', en: 'name' },
  company: { zh: '公司', en: 'company' },
  jobTitle: { zh: '职位', en: 'job title' },
  mobile: { zh: '手机号', en: 'mobile' },
  email: { zh: '邮箱', en: 'e-mail' },
  country: { zh: '国家/地区', en: 'country' },
  badgeNumber: { zh: '胸卡号', en: 'badge number' },
};

const RECIPIENT_LABELS: Record<(typeof DATA_RECIPIENTS)[number]['who'], Text> = {
  exhibitorsMainland: { zh: '中国大陆的展商（扫描您胸卡时）', en: 'Exhibitors in mainland China (when they scan your badge)' },
  exhibitorsAbroad: { zh: '中国大陆以外的展商（扫描您胸卡时；其国家或地区在“谁扫描了我”中列出）', en: 'Exhibitors outside mainland China (when they scan your badge; each one\'s country is named in "Who scanned my badge")' },
  gateStaff: { zh: '入口工作人员（查验胸卡时）', en: 'Gate staff (when they check your badge)' },
};

const CONSENT_NAMES: Record<'share' | 'transfer', Text> = {
  share: { zh: '同意分享联系方式', en: 'consent to share the contact details' },
  transfer: { zh: '单独同意跨境提供', en: 'the separate consent to the transfer outside mainland China' },
};

const TEXT = {
  retention: { zh: '我们保存多久', en: 'How long we keep it' },
  days: { zh: '展会最后一天后 {n} 天', en: '{n} days after the show\'s last day' },
  notice: { zh: '线索中的联系方式被隐藏前 {n} 天，展商会收到通知，可在此之前导出。', en: 'Exhibitors are told {n} days before their leads\' contact details are masked, and can export them before.' },
  grace: { zh: '注销账户：申请后 {n} 天内登录即可取消；之后个人信息被删除或不可逆地隐藏。', en: 'Closing an account: signing in within {n} days of the request cancels it; then the personal data is deleted or irreversibly masked.' },
  sharing: { zh: '谁会收到什么', en: 'What is shared with whom' },
  always: { zh: '始终', en: 'always' },
  withConsent: { zh: '仅在您{consents}时', en: 'only with {consents}' },
  and: { zh: '并', en: ' and ' },
  consents: { zh: '您同意的内容', en: 'What you agree to' },
  current: { zh: '当前文本（第 {v} 版）', en: 'Current wording (version {v})' },
  earlier: { zh: '早先的文本（第 {v} 版，自 {since} 起）', en: 'Earlier wording (version {v}, from {since})' },
  states: { zh: '展商线索显示的授权状态', en: 'The consent an exhibitor\'s lead shows' },
} satisfies Record<string, Text>;

const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? ''));

/** The generated part of the privacy notice in a language; `periods`: the retention periods the product applies (the defaults unless given). */
export function privacyNotice(lang: Language, periods: Readonly<Record<RetentionKind, number>> = RETENTION_DEFAULT_DAYS): NoticeSection[] {
  const fields = (list: readonly string[]) => list.map((f) => FIELD_LABELS[f]![lang]).join(lang === 'zh' ? '、' : ', ');
  const current = consentWording(CONSENT_VERSION);
  const colon = lang === 'zh' ? '：' : ': ';
  const stop = lang === 'zh' ? '。' : '. ';
  return [
    {
      heading: TEXT.retention[lang],
      lines: [
        ...RETENTION_KINDS.map((kind) => `${RETENTION_LABELS[kind][lang]}${colon}${fill(TEXT.days[lang], { n: periods[kind] })}`),
        fill(TEXT.notice[lang], { n: RETENTION_NOTICE_DAYS_BEFORE }),
        fill(TEXT.grace[lang], { n: ACCOUNT_CLOSE_GRACE_DAYS }),
      ],
    },
    {
      heading: TEXT.sharing[lang],
      lines: DATA_RECIPIENTS.map((r) => {
        const consents = r.consents.map((c) => CONSENT_NAMES[c][lang]).join(TEXT.and[lang]);
        const parts = [`${TEXT.always[lang]}${colon}${fields(r.always)}`];
        if (r.withConsent.length > 0) parts.push(`${fill(TEXT.withConsent[lang], { consents })}${colon}${fields(r.withConsent)}`);
        return `${RECIPIENT_LABELS[r.who][lang]}${colon}${parts.join(lang === 'zh' ? '；' : '; ')}`;
      }),
    },
    {
      heading: TEXT.consents[lang],
      lines: [
        fill(TEXT.current[lang], { v: CONSENT_VERSION }),
        `${current.share[lang]}${stop}${current.shareMore[lang]}`,
        ...(current.transfer && current.transferMore ? [`${current.transfer[lang]}${stop}${current.transferMore[lang]}`] : []),
        ...CONSENT_VERSIONS.filter((v) => v !== CONSENT_VERSION).map((v) => `${fill(TEXT.earlier[lang], { v, since: consentWording(v).since })}${colon}${consentWording(v).share[lang]}`),
        `${TEXT.states[lang]}${colon}${Object.values(LEAD_CONSENT_LABELS).map((l) => l[lang]).join(lang === 'zh' ? '；' : '; ')}`,
      ],
    },
  ];
}
