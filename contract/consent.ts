// Consent that travels with the data (issue 35, item 4; docs/visitors.md, "Consent"). The one
// place for the wordings a visitor agrees to (every version ever shown, in both languages), the
// rule for what an exhibitor's lead holds under a consent, and what is shared with whom: the
// registration page, the badge page, the server and the privacy notice all read these. Plain
// constants, no imports: gatsby-node and the site's pages load this file alone.

/** An exhibitor's country: ISO 3166-1 alpha-2 (countries.ts). Mainland China is CN; Hong Kong, Macao and Taiwan are outside it. */
export const MAINLAND_CHINA = 'CN';

/** Whether an exhibitor's country is mainland China (exactly CN, as the database's rule reads it: anything else is outside). */
export function inMainlandChina(country: string | null | undefined): boolean {
  return (country ?? MAINLAND_CHINA) === MAINLAND_CHINA;
}

type Text = { zh: string; en: string };
/** One version of what the visitor agrees to: sharing with exhibitors, and (from version 2) the transfer outside mainland China. */
export interface ConsentWording {
  /** the day it was first shown (YYYY-MM-DD) */
  since: string;
  share: Text;
  shareMore: Text;
  transfer: Text | null;
  transferMore: Text | null;
}

/**
 * Every wording ever shown, by version. A version is never edited once shown: a new text is a new
 * version (leads and consent records name the version they were collected under).
 */
export const CONSENT_WORDINGS = {
  '1': {
    since: '2026-06-01',
    share: { zh: '展商扫描我的胸卡时，可以获得我的联系方式', en: 'Exhibitors who scan my badge may receive my contact details' },
    shareMore: {
      zh: '不勾选时，展商扫描您的胸卡只能看到您的姓名、公司和职位。勾选后还能看到您的手机号或邮箱；之后您可以在胸卡页面或会员中心对任一展商撤回同意。',
      en: 'Unticked, an exhibitor who scans your badge gets your name, company and job title only. Ticked, it also gets your mobile number or e-mail address; you can withdraw this for any exhibitor later, on your badge page or in the member centre.',
    },
    transfer: null,
    transferMore: null,
  },
  '2': {
    since: '2026-11-27',
    share: {
      zh: '扫描我胸卡的展商可以获得我的手机号或邮箱及国家/地区：中国大陆的展商，以及（仅在我同时同意下方跨境提供时）中国大陆以外的展商',
      en: 'Exhibitors who scan my badge may receive my mobile or e-mail and my country: exhibitors in mainland China, and exhibitors outside mainland China only if I also agree to the transfer below',
    },
    shareMore: {
      zh: '不勾选时，任何展商扫描您的胸卡都只能看到您的姓名、公司和职位。您可以随时在胸卡页面或会员中心更改，或对任一展商撤回同意。',
      en: 'Unticked, every exhibitor that scans your badge gets your name, company and job title only. You can change this at any time on your badge page or in the member centre, or withdraw it for any one exhibitor.',
    },
    transfer: {
      zh: '我同意中国大陆以外的展商扫描我的胸卡时获得上述联系方式，这些信息将因此传输到中国大陆以外（该展商所在的国家或地区）',
      en: 'Exhibitors outside mainland China who scan my badge may also receive these contact details, which are then transferred outside mainland China (to the exhibitor\'s country)',
    },
    transferMore: {
      zh: '这是单独的同意。不勾选时，中国大陆以外的展商（例如来自德国、法国、日本，或中国香港、澳门、台湾地区的展商）只能看到您的姓名、公司和职位。“谁扫描了我”列出每个展商及其所在的国家或地区。',
      en: 'A separate consent. Unticked, exhibitors outside mainland China (for example from Germany, France, Japan, or Hong Kong, Macao and Taiwan) get your name, company and job title only. "Who scanned my badge" names each exhibitor with its country.',
    },
  },
} as const satisfies Record<string, ConsentWording>;

export type ConsentVersion = keyof typeof CONSENT_WORDINGS;
export const CONSENT_VERSIONS = Object.keys(CONSENT_WORDINGS) as ConsentVersion[];
/** The wording shown now: what a registration or a change agrees to. */
export const CONSENT_VERSION: ConsentVersion = '2';

/** The wording of a version (an unknown one reads as the first). */
export function consentWording(version: string): ConsentWording {
  return (CONSENT_WORDINGS as Record<string, ConsentWording>)[version] ?? CONSENT_WORDINGS['1'];
}

/** What a visitor may agree to, each on its own. */
export const CONSENT_KINDS = ['share', 'transfer'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
/** Where a consent was given or changed. */
export const CONSENT_SOURCES = ['registration', 'badge', 'member'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** A visitor's fields an exhibitor's lead always holds, and those it holds only under consent. */
export const LEAD_BASIC_FIELDS = ['name', 'company', 'jobTitle'] as const;
export const LEAD_CONTACT_FIELDS = ['mobile', 'email', 'country'] as const;

/**
 * What a lead holds: `shared` (the contact fields too), `notShared` (the visitor did not agree),
 * `noTransfer` (agreed to share, not to the transfer outside mainland China, and the exhibitor is
 * outside it), `withdrawn` (the visitor withdrew it from this exhibitor, or withdrew it altogether).
 */
export const LEAD_CONSENTS = ['shared', 'notShared', 'noTransfer', 'withdrawn'] as const;
export type LeadConsent = (typeof LEAD_CONSENTS)[number];

/** The consent a lead was collected under, and whether it was withdrawn since. */
export interface CollectedConsent {
  share: boolean;
  transfer: boolean;
  withdrawn: boolean;
}

/** The one rule: what a lead of an exhibitor in `exhibitorCountry` holds under the consent it was collected under. */
export function leadConsent(collected: CollectedConsent, exhibitorCountry: string | null | undefined): LeadConsent {
  if (collected.withdrawn) return 'withdrawn';
  if (!collected.share) return 'notShared';
  if (!collected.transfer && !inMainlandChina(exhibitorCountry)) return 'noTransfer';
  return 'shared';
}

/** Who receives what (the privacy notice prints this table; the lead rule above and the gate's answer follow it). */
export const DATA_RECIPIENTS = [
  { who: 'exhibitorsMainland', always: LEAD_BASIC_FIELDS, withConsent: LEAD_CONTACT_FIELDS, consents: ['share'] },
  { who: 'exhibitorsAbroad', always: LEAD_BASIC_FIELDS, withConsent: LEAD_CONTACT_FIELDS, consents: ['share', 'transfer'] },
  { who: 'gateStaff', always: ['name', 'company', 'badgeNumber'], withConsent: [], consents: [] },
] as const satisfies ReadonlyArray<{ who: string; always: readonly string[]; withConsent: readonly string[]; consents: readonly ConsentKind[] }>;

/** A lead's consent as the team's CSV and the privacy notice name it. */
export const LEAD_CONSENT_LABELS: Record<LeadConsent, Text> = {
  shared: { zh: '已同意分享联系方式', en: 'Contact shared' },
  notShared: { zh: '未同意分享联系方式', en: 'Contact not shared' },
  noTransfer: { zh: '未同意跨境提供（展商在中国大陆以外）', en: 'No consent to transfer outside mainland China' },
  withdrawn: { zh: '已撤回同意', en: 'Consent withdrawn' },
};

/**
 * What a team sees of a visitor (a lead, an invited visitor): the state of the consent, or
 * `erased` once the visitor's data was deleted (account closed, registration deleted, or past
 * retention): then the name is DELETED_VISITOR (retention.ts) and no contact is left.
 */
export const LEAD_STATES = [...LEAD_CONSENTS, 'erased'] as const;
export type LeadState = (typeof LEAD_STATES)[number];

/** A lead's state as the team's CSV names it. */
export const LEAD_STATE_LABELS: Record<LeadState, Text> = {
  ...LEAD_CONSENT_LABELS,
  erased: { zh: '访客的个人数据已删除', en: "The visitor's data was deleted" },
};
