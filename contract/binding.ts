import { Type, type Static } from '@sinclair/typebox';
import { DateTime, OptInt, OptStr } from './nullable';

// Verified exhibitor binding: the ways to join an exhibitor's team, the team's size, and the
// rule that an e-mail address must be on the exhibitor's own website domain.

/** An exhibitor's team: at most this many bound members; the earliest bound is its administrator. */
export const EXHIBITOR_TEAM_MAX = 5;
/** One-time invitation codes: length (letters and digits people can read aloud) and life. */
export const INVITE_CODE_LENGTH = 10;
export const INVITE_CODE_DAYS = 7;
/** Codes e-mailed to an address on the exhibitor's domain. */
export const DOMAIN_CODE = { length: 6, ttlMinutes: 15, maxWrongTries: 5, resendSeconds: 60, perMemberPerDay: 10 } as const;

export const BINDING_WAYS = ['login', 'invite', 'domain'] as const;
export type BindingWay = (typeof BINDING_WAYS)[number];

/** The host of a website address without a leading `www.`, lower case; null when it has none. */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website) return null;
  const text = website.trim();
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname.toLowerCase();
    const domain = host.replace(/^www\./, '').replace(/\.$/, '');
    return domain.includes('.') ? domain : null;
  } catch {
    return null;
  }
}

/** The part of an e-mail address after the @, lower case; null when it is not an address. */
export function emailDomain(email: string): string | null {
  const match = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/.exec(email.trim());
  return match ? match[1]!.toLowerCase().replace(/\.$/, '') : null;
}

/**
 * Whether an e-mail address is on an exhibitor's website domain: the same domain or a
 * sub-domain of it (`sales@acme.com` and `sales@mail.acme.com` for `https://www.acme.com`).
 */
export function emailOnWebsiteDomain(email: string, website: string | null | undefined): boolean {
  const site = websiteDomain(website);
  const mail = emailDomain(email);
  if (!site || !mail) return false;
  return mail === site || mail.endsWith(`.${site}`);
}

/** One member of an exhibitor's team as its members see it (contact details masked). */
export const TeamMember = Type.Object({
  memberId: Type.Integer(),
  nickname: OptStr,
  /** the member's mobile or e-mail, masked */
  contact: OptStr,
  boundAt: DateTime,
  administrator: Type.Boolean(),
  you: Type.Boolean(),
});
export type TeamMember = Static<typeof TeamMember>;

export const Team = Type.Object({
  exhibitorId: Type.Integer(),
  /** whether the signed-in member is the administrator */
  administrator: Type.Boolean(),
  max: Type.Integer(),
  members: Type.Array(TeamMember),
});
export type Team = Static<typeof Team>;

/** A one-time invitation code, shown once to whoever made it. */
export const InviteCode = Type.Object({
  code: Type.String(),
  exhibitorId: Type.Integer(),
  expiresAt: DateTime,
});
export type InviteCode = Static<typeof InviteCode>;

/** A binding as editors see it. */
export const BindingRecord = Type.Object({
  memberId: Type.Integer(),
  nickname: OptStr,
  contact: OptStr,
  exhibitorId: Type.Integer(),
  exhibitorName: Type.String(),
  boundAt: DateTime,
  administrator: Type.Boolean(),
});
export type BindingRecord = Static<typeof BindingRecord>;

/** One entry of the binding history. */
export const BindingEvent = Type.Object({
  id: Type.Integer(),
  exhibitorId: Type.Integer(),
  exhibitorName: Type.String(),
  memberId: OptInt,
  nickname: OptStr,
  action: Type.Union([Type.Literal('bound'), Type.Literal('unbound'), Type.Literal('removed'), Type.Literal('undone')]),
  via: Type.Union([Type.Literal('login'), Type.Literal('invite'), Type.Literal('domain'), Type.Null()]),
  /** 'member', 'administrator' or 'editor <username>' */
  actor: Type.String(),
  time: DateTime,
});
export type BindingEvent = Static<typeof BindingEvent>;
