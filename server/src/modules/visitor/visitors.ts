import type { Selectable } from 'kysely';
import {
  ApiCode, BUSINESS_TYPE_DICT, PRODUCT_INTEREST_DICT, VISITOR_LIMITS, formatBadgeNumber, messageText,
  type Badge, type Language, type VisitorRegistration,
} from '@expo/contract';
import type { Db } from '../../db/engine';
import type { VisitorTables } from '../../db/schema';
import { ApiError, invalidField } from '../../lib/envelope';
import { readExhibition } from '../../lib/exhibition';
import { iso } from '../content/query';
import { checkCode, checkEmail, checkMobile } from '../auth/validate';
import { checkConsentVersion, recordRegistrationConsent } from './consent';
import { useInvitation } from './invitations';
import { inLanguage } from '../../lib/in-language';
import { newBadgeNumber, newNonce, normaliseBadgeNumber, type BadgeKeys, type TokenParts } from './badge-token';

// A registration: the questionnaire checked, the verified contact registering once per show, the
// badge as its holder sees it, and a scanned code (QR token or typed number) back to its visitor.

export type VisitorRow = Selectable<VisitorTables['visitor']>;

export interface Show {
  edition: string;
  start: string;
  end: string;
  name: string;
}

export async function currentShow(db: Db, lang: Language): Promise<Show> {
  const row = await readExhibition(db);
  return { edition: row.start_date, start: row.start_date, end: row.end_date, name: inLanguage(lang, row.name_zh, row.name_en) };
}

export interface CheckedRegistration {
  channel: 'sms' | 'email';
  contact: string;
  target: string;
  code: string;
  values: Omit<VisitorRow, 'id' | 'edition' | 'contact' | 'member_id' | 'badge_number' | 'token_version' | 'token_nonce' | 'revoked_at' | 'created_at' | 'lang' | 'share_contact' | 'interests' | 'days' | 'findable' | 'invitation_id' | 'invitation_code' | 'transfer_consent' | 'consent_version' | 'erased_at' | 'kind' | 'exhibitor_id' | 'handed_over_at'> & { share_contact: boolean; transfer_consent: boolean; consent_version: string; interests: string[]; days: string[] };
}

/** The questionnaire as the visitor filled it in, checked field by field (400 naming the field). */
export async function checkRegistration(db: Db, lang: Language, body: VisitorRegistration, show: Show): Promise<CheckedRegistration> {
  const text = (field: keyof typeof VISITOR_LIMITS, value: string | null | undefined, required = true) => {
    const trimmed = (value ?? '').trim();
    if (required && !trimmed) throw invalidField(field, messageText(lang, 'noBlank'));
    if ([...trimmed].length > VISITOR_LIMITS[field as keyof typeof VISITOR_LIMITS]) throw invalidField(field, messageText(lang, 'maxLength', { n: VISITOR_LIMITS[field as keyof typeof VISITOR_LIMITS] }));
    return trimmed || null;
  };
  const hasMobile = Boolean(body.mobile?.trim());
  const hasEmail = Boolean(body.email?.trim());
  if (hasMobile === hasEmail) throw invalidField(hasMobile ? 'email' : 'mobile', messageText(lang, 'mobileOrEmail'));
  const target = hasMobile ? checkMobile(lang, body.mobile) : checkEmail(lang, body.email);
  const choices = async (type: string) => new Set((await db.selectFrom('dict').select('value').where('type', '=', type).execute()).map((d) => d.value));
  if (!(await choices(BUSINESS_TYPE_DICT)).has(body.businessType)) throw invalidField('businessType', messageText(lang, 'chooseFromList'));
  const interests = [...new Set(body.interests)];
  const known = await choices(PRODUCT_INTEREST_DICT);
  if (interests.length > VISITOR_LIMITS.interests || interests.some((i) => !known.has(i))) throw invalidField('interests', messageText(lang, 'chooseFromList'));
  const days = [...new Set(body.days)].sort();
  if (days.some((d) => d < show.start || d > show.end)) throw invalidField('days', messageText(lang, 'notAShowDay', { from: show.start, to: show.end }));
  return {
    channel: hasMobile ? 'sms' : 'email',
    contact: `${hasMobile ? 'm' : 'e'}:${target}`,
    target,
    code: checkCode(lang, body.code),
    values: {
      name: text('name', body.name)!,
      company: text('company', body.company)!,
      job_title: text('jobTitle', body.jobTitle)!,
      country: text('country', body.country)!,
      province: text('province', body.province, false),
      purpose: text('purpose', body.purpose, false),
      mobile: hasMobile ? target : null,
      email: hasMobile ? null : target,
      business_type: body.businessType,
      interests,
      days,
      share_contact: body.shareContact,
      transfer_consent: body.transferConsent ?? false,
      consent_version: checkConsentVersion(lang, body.consentVersion),
    },
  };
}

/**
 * Registers the verified contact for the show, or answers its registration when it has one
 * (`existing`). One statement decides between parallel registrations of the same contact. A new
 * registration with an invitation code uses the code in the same transaction: when the code is
 * used up meanwhile, nothing is registered (useInvitation refuses).
 */
export async function registerVisitor(db: Db, lang: Language, checked: CheckedRegistration, show: Show, memberId: number | null, invitationCode: string | null = null): Promise<{ row: VisitorRow; existing: boolean }> {
  const { values } = checked;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const inserted = await db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('visitor')
          .values({ ...values, interests: JSON.stringify(values.interests), days: JSON.stringify(values.days), edition: show.edition, contact: checked.contact, member_id: memberId, badge_number: newBadgeNumber(), token_nonce: newNonce(), lang })
          .onConflict((oc) => oc.columns(['edition', 'contact']).doNothing())
          .returningAll().executeTakeFirst();
        if (row) await recordRegistrationConsent(trx as unknown as Db, row, row.created_at);
        if (!row || !invitationCode) return row;
        const invitationId = await useInvitation(trx, lang, invitationCode);
        return trx.updateTable('visitor').set({ invitation_id: invitationId, invitation_code: invitationCode }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
      });
      if (inserted) return { row: inserted, existing: false };
      const row = await db.selectFrom('visitor').selectAll().where('edition', '=', show.edition).where('contact', '=', checked.contact).executeTakeFirstOrThrow();
      if (memberId !== null && row.member_id === null) await db.updateTable('visitor').set({ member_id: memberId }).where('id', '=', row.id).execute();
      return { row, existing: true };
    } catch (error) {
      // A badge number already taken (one in a trillion): draw another.
      if ((error as { code?: string }).code !== '23505') throw error;
    }
  }
  throw new ApiError(ApiCode.serverError, 'Server error');
}

/** The badge as its holder sees it. */
export async function badgeOf(keys: BadgeKeys, row: VisitorRow, existing = false): Promise<Badge> {
  return {
    kind: row.kind,
    number: formatBadgeNumber(row.badge_number),
    token: await keys.sign({ id: row.id, version: row.token_version, nonce: row.token_nonce }),
    name: row.name,
    company: row.company,
    jobTitle: row.job_title,
    days: row.days,
    shareContact: row.share_contact,
    transferConsent: row.transfer_consent,
    consentVersion: row.consent_version,
    revoked: row.revoked_at !== null,
    existing,
    createdAt: iso(row.created_at),
  };
}

/** What a scanned code names once its signature is checked: a typed badge number, a token's parts, or nothing. */
export type ScannedCode = { number: string } | { parts: TokenParts } | null;

/**
 * Reads a scanned QR token or typed badge number. Checking a token's signature may read the key
 * from the database: done before a scan's transaction opens, so parallel scans never wait for a
 * connection while holding one.
 */
export async function readCode(keys: BadgeKeys, code: string): Promise<ScannedCode> {
  const number = normaliseBadgeNumber(code);
  if (number) return { number };
  const parts = await keys.verify(code.trim());
  return parts ? { parts } : null;
}

/** The visitor a scanned code names; null when it names none (forged, altered, reissued since, or unknown). */
export async function visitorOfCode(db: Db, scanned: ScannedCode): Promise<VisitorRow | null> {
  if (!scanned) return null;
  if ('number' in scanned) return (await db.selectFrom('visitor').selectAll().where('badge_number', '=', scanned.number).executeTakeFirst()) ?? null;
  const { parts } = scanned;
  const row = await db.selectFrom('visitor').selectAll().where('id', '=', parts.id).executeTakeFirst();
  // An erased registration's badge (its nonce replaced, the row revoked) is still ours, signed: it
  // reads as revoked because the holder's data was deleted, not as an unknown code.
  return row && (row.erased_at !== null || (row.token_version === parts.version && row.token_nonce === parts.nonce)) ? row : null;
}

/** A new token and badge number for a registration (the old QR and number are refused from now). */
export async function reissueBadge(db: Db, id: number): Promise<VisitorRow | undefined> {
  return db.updateTable('visitor').set((eb) => ({ token_version: eb('token_version', '+', 1), token_nonce: newNonce(), badge_number: newBadgeNumber(), revoked_at: null }))
    .where('id', '=', id).returningAll().executeTakeFirst();
}
