import type { Language } from './constants';

// How long personal data outlives the show (issue 35): the one place for the periods the retention
// job applies, the grace before a closed account is erased, and the notice exhibitors get before
// their leads' contacts are masked. The privacy notice prints these same numbers.

/** What the retention job masks or deletes, each counted in days after the show's last day. */
export const RETENTION_KINDS = ['leadContacts', 'registrations', 'scans', 'meetingThreads'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/** The defaults, in days after the show's last day; the organiser may set each from 1 to RETENTION_MAX_DAYS. */
export const RETENTION_DEFAULT_DAYS: Readonly<Record<RetentionKind, number>> = {
  leadContacts: 180,
  registrations: 365,
  scans: 365,
  meetingThreads: 180,
};

export const RETENTION_MAX_DAYS = 3 * 365;

/** The periods in force (the organiser's, else the defaults): read by the site's build for the privacy notice. */
export const RETENTION_PATHS = { periods: '/common/retention-periods' } as const;

/** Exhibitors are told this many days before their leads' contact fields are masked. */
export const RETENTION_NOTICE_DAYS_BEFORE = 14;

/** A closed account is erased this many days after the request; signing in within them cancels it. */
export const ACCOUNT_CLOSE_GRACE_DAYS = 7;

/** What a lead, a meeting or a list shows instead of a person whose data was erased (account closed or registration deleted). */
export const DELETED_VISITOR = { zh: '已注销访客', en: 'deleted visitor' } as const;

/** A person's name as others (a team, an editor) see it: DELETED_VISITOR once the person was erased. */
export const shownName = (lang: Language, erased: boolean, name: string): string => (erased ? DELETED_VISITOR[lang] : name);

/**
 * What is kept after an account is closed or a registration deleted, and why: the privacy notice
 * prints this list (issue 35, item 5), the erasure (server/src/modules/privacy/erasure.ts) keeps
 * exactly these and masks or deletes the rest.
 */
export const KEPT_AFTER_ERASURE = [
  {
    what: { zh: '记录编号与时间（账号、登记、线索、洽谈及其主题类别、需求）', en: 'Record numbers and times (account, registration, leads, meetings with their topic category, demands)' },
    why: { zh: '展商的统计数字（线索数、洽谈数、入场数）保持不变；不再指向任何人。', en: "Exhibitors' statistics (leads, meetings, admissions) keep their counts; they no longer point to a person." },
  },
  {
    what: { zh: '入场记录（日期、入口）', en: 'Admissions (day and gate)' },
    why: { zh: '主办方的入场人数统计与安全记录。', en: "The organiser's attendance figures and safety records." },
  },
  {
    what: { zh: '操作日志的编号、操作与时间（姓名与内容已抹去）', en: 'Audit log entries: ids, action and time (names and contents erased)' },
    why: { zh: '审计要求：谁在何时对哪条记录做了什么。', en: 'Accountability: who did what to which record, and when.' },
  },
  {
    what: { zh: '验证码发送记录（两天后自动删除）', en: 'Code requests (deleted by themselves after two days)' },
    why: { zh: '防止滥用短信与邮件的频率限制。', en: 'The limits that stop abuse of text messages and e-mail.' },
  },
] as const;

/** What the retention job does to each kind once its period has passed (the privacy notice prints it). */
export const RETENTION_EFFECT: Readonly<Record<RetentionKind, { zh: string; en: string }>> = {
  leadContacts: { zh: '展商线索中的手机与邮箱被不可逆遮盖（姓名、公司、职位保留）', en: "Mobile and e-mail in exhibitors' leads are irreversibly masked (name, company and title stay)" },
  registrations: { zh: '观众登记的个人信息被抹去，线索显示为“已注销访客”', en: 'Visitor registrations lose their personal details; leads show "deleted visitor"' },
  scans: { zh: '扫码记录不再关联观众与扫描人（次数保留）', en: 'Badge scans lose the visitor and the scanner (counts stay)' },
  meetingThreads: { zh: '洽谈留言被删除（洽谈时间保留）', en: "Meeting messages are deleted (the meetings' times stay)" },
};
