// Invitations and registration sources (issue 34, item 1; docs/visitors.md, "Sources and
// invitations"): the plain constants, paths and rules, without TypeBox, so the register page's
// invitation chunk and the exhibitor centre read them alone (the shapes are in invitations.ts).
import { INVITE_QUERY } from './invitation-query';

export { INVITE_QUERY };

/** The invitations' API paths (under /api): the server's routes and the site's calls. */
export const INVITATION_PATHS = {
  /** the register page: who invites with this code (counts an opening) */
  lookup: '/visit/invitation/:code',
  /** the unsubscribe note of an invitation e-mail: a page with one button (GET), the opt-out (POST) */
  unsubscribe: '/visit/unsubscribe/:code',
  /** an exhibitor team's invitations (member area) */
  team: '/member/invitations',
  teamVisitors: '/member/invitations/visitors',
  teamCodes: '/member/invitations/:id/codes',
  teamSend: '/member/invitations/send',
  /** the organiser's sources: media partners and campaigns (under /editor) */
  editorSources: '/editor/visit-sources',
  editorCodes: '/editor/visit-sources/:id/codes',
  editorPartners: '/editor/visit-sources/partners',
} as const;

/**
 * A code is 16 characters of Crockford's base 32 from 10 random bytes: 80 bits, so nobody guesses
 * one (docs/decisions.md, "Invitations").
 */
export const INVITATION_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{16}$/;

export const INVITATION_LIMITS = {
  /** single-use codes an exhibitor may hold in all (batches and e-mails together) */
  codesPerExhibitor: 1000,
  /** the most uses a shared link may have */
  linkCap: 5000,
  /** invitation e-mails an exhibitor may have sent in one day (China time) */
  mailsPerExhibitorPerDay: 200,
  /** addresses one paste may hold */
  addressesPerSend: 500,
  label: 60,
  note: 500,
} as const;

export type InvitationKind = 'link' | 'batch' | 'mail';
export type SourceKind = 'exhibitor' | 'media' | 'campaign';

export function invitationLinkPath(lang: 'zh' | 'en', code: string): string {
  return `${lang === 'en' ? '/en' : ''}/visit/register/?${INVITE_QUERY}=${code}`;
}

/** A code as typed or pasted: upper case, no spaces or dashes; null when it cannot be one. */
export function normaliseInvitationCode(raw: string | null | undefined): string | null {
  const code = (raw ?? '').replace(/[\s-]/g, '').toUpperCase();
  return INVITATION_CODE_PATTERN.test(code) ? code : null;
}

/** The addresses of a pasted list: split on commas, semicolons, spaces and lines, lower-cased, each once, in order. */
export function pastedAddresses(text: string): string[] {
  return [...new Set(text.split(/[\s,;，；]+/).map((a) => a.trim().toLowerCase()).filter(Boolean))];
}
