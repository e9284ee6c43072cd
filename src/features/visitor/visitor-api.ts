// The visitor calls of docs/api.md ("Visitors"): the registration, the badge by its token, the
// member's own badge and the exhibitors that scanned it.
import { BUSINESS_TYPE_DICT, PRODUCT_INTEREST_DICT, type Badge, type BadgeScan, type ConsentChange, type DictEntry, type Language, type VisitorConsent, type VisitorRegistration } from '@expo/contract';
import { fillPath } from '@expo/contract/api-paths';
import { VISITOR_PATHS } from '@expo/contract/visitor-paths';
import { ACCOUNT_CLOSE_PATHS } from '@expo/contract/account-close-paths';
import type { MemberApi } from '../../lib/api/member-client';
import { apiGet, apiPost } from '../../lib/api/public-api';

export { VISITOR_PATHS };

/** Where a list of the scans of a badge comes from, and how consent is withdrawn there. */
export interface ScanSource {
  load: () => Promise<BadgeScan[]>;
  withdraw: (exhibitorId: number) => Promise<unknown>;
}

/** Where the consent is read and changed: by the badge's token or by the member's session. */
export interface ConsentSource {
  consent: () => Promise<VisitorConsent>;
  change: (body: ConsentChange) => Promise<VisitorConsent>;
}

/** The consent of a token's badge (the badge page). */
export function badgeConsent(token: string, language: Language): ConsentSource {
  const headers = { 'x-badge-token': token };
  return {
    consent: () => apiGet<VisitorConsent>(VISITOR_PATHS.consent, language, undefined, { headers, timeoutMs: BADGE_TIMEOUT_MS }),
    change: (body) => apiPost<VisitorConsent>(VISITOR_PATHS.consent, language, body, { headers }),
  };
}

/** The consent of the signed-in member's badge (the member centre). */
export function memberConsent(api: MemberApi): ConsentSource {
  return {
    consent: () => api.get<VisitorConsent>(VISITOR_PATHS.memberConsent),
    change: (body) => api.post<VisitorConsent>(VISITOR_PATHS.memberConsent, body),
  };
}

/** How long the badge page waits for the API before it shows the badge kept on the phone. */
const BADGE_TIMEOUT_MS = 6000;

/** Registers (with the member's token when signed in): the new badge, or the one this contact has (`existing`). */
export function registerVisitor(api: MemberApi, body: VisitorRegistration): Promise<Badge> {
  return api.post<Badge>(VISITOR_PATHS.register, body);
}

/** The badge a link's token names; rejects with a PublicApiError (status 0: no answer, offline). */
export function readBadge(token: string, language: Language): Promise<Badge> {
  return apiGet<Badge>(VISITOR_PATHS.badge, language, undefined, { headers: { 'x-badge-token': token }, timeoutMs: BADGE_TIMEOUT_MS });
}

/** The signed-in member's badge (null: not registered with this account), as a plain read: the badge page loads no member client. */
export function readMemberBadge(sessionToken: string, language: Language): Promise<Badge | null> {
  return apiGet<Badge | null>(VISITOR_PATHS.memberBadge, language, undefined, { token: sessionToken, timeoutMs: BADGE_TIMEOUT_MS });
}

/** The exhibitors that scanned the badge of a token, and withdrawing consent from one: the badge page's list. */
export function badgeScans(token: string, language: Language): ScanSource {
  const headers = { 'x-badge-token': token };
  return {
    load: () => apiGet<BadgeScan[]>(VISITOR_PATHS.scans, language, undefined, { headers, timeoutMs: BADGE_TIMEOUT_MS }),
    withdraw: (exhibitorId) => apiPost(fillPath(VISITOR_PATHS.withdraw, { exhibitorId }), language, undefined, { headers }),
  };
}

/** The same for the signed-in member's badge: the member centre's list. */
export function memberScans(api: MemberApi): ScanSource {
  return {
    load: () => api.get<BadgeScan[]>(VISITOR_PATHS.memberScans),
    withdraw: (exhibitorId) => api.post(fillPath(VISITOR_PATHS.memberWithdraw, { exhibitorId })),
  };
}

/** The questionnaire's choice lists, in the page's language (the organiser edits them in the console). */
export async function readChoices(language: Language): Promise<{ businessTypes: DictEntry[]; interests: DictEntry[] }> {
  const [businessTypes, interests] = await Promise.all([apiGet<DictEntry[]>(`/common/dict/${BUSINESS_TYPE_DICT}`, language), apiGet<DictEntry[]>(`/common/dict/${PRODUCT_INTEREST_DICT}`, language)]);
  return { businessTypes, interests };
}

/** Deletes the registration of a token, confirmed on the page: its person is erased and the badge stops working. */
export function deleteRegistration(token: string, language: Language): Promise<unknown> {
  return apiPost(ACCOUNT_CLOSE_PATHS.badgeDelete, language, { confirm: true }, { headers: { 'x-badge-token': token } });
}
