import { CONSENT_VERSION, CONSENT_VERSIONS, MAINLAND_CHINA, messageText, type ConsentChange, type ConsentSource, type Language, type VisitorConsent } from '@expo/contract';
import type { Db } from '../../db/engine';
import { invalidField } from '../../lib/envelope';
import { iso } from '../content/query';
import type { VisitorRow } from './visitors';

// A visitor's consent (contract/consent.ts): sharing with exhibitors and, separately, the transfer
// outside mainland China. Every change is a consent_event row with its time and wording version;
// a lead keeps the consent it was collected under (scans.ts), so a consent given later reaches only
// later scans, while a withdrawal reaches the exhibitors holding the contact at once.

/** The wording version a form showed: one of CONSENT_VERSIONS (400 naming the field), the current one when left out. */
export function checkConsentVersion(lang: Language, version: string | undefined): string {
  if (version === undefined) return CONSENT_VERSION;
  if (!(CONSENT_VERSIONS as readonly string[]).includes(version)) throw invalidField('consentVersion', messageText(lang, 'chooseFromList'));
  return version;
}

/** The registration's consents, as given (one row each), in the registration's transaction or after it. */
export async function recordRegistrationConsent(db: Db, row: VisitorRow, at: Date): Promise<void> {
  await db.insertInto('consent_event').values([
    { visitor_id: row.id, kind: 'share', given: row.share_contact, version: row.consent_version, source: 'registration', at },
    { visitor_id: row.id, kind: 'transfer', given: row.transfer_consent, version: row.consent_version, source: 'registration', at },
  ]).execute();
}

/**
 * Changes the visitor's consent: a row for each kind that changed; withdrawing the sharing withdraws
 * it from every exhibitor holding the contact, withdrawing the transfer from every exhibitor outside
 * mainland China holding it. One transaction, the visitor's row locked: two changes at once apply in turn.
 */
export async function changeConsent(db: Db, visitorId: number, change: ConsentChange & { consentVersion: string }, source: ConsentSource, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('visitor').select(['share_contact', 'transfer_consent']).where('id', '=', visitorId).forUpdate().executeTakeFirstOrThrow();
    const version = change.consentVersion;
    const events = [
      ...(before.share_contact !== change.shareContact ? [{ kind: 'share' as const, given: change.shareContact }] : []),
      ...(before.transfer_consent !== change.transferConsent ? [{ kind: 'transfer' as const, given: change.transferConsent }] : []),
    ];
    if (events.length === 0) return;
    await trx.updateTable('visitor').set({ share_contact: change.shareContact, transfer_consent: change.transferConsent, consent_version: version }).where('id', '=', visitorId).execute();
    await trx.insertInto('consent_event').values(events.map((e) => ({ visitor_id: visitorId, ...e, version, source, at: now }))).execute();
    const open = trx.updateTable('lead').set({ withdrawn_at: now }).where('visitor_id', '=', visitorId).where('withdrawn_at', 'is', null);
    if (before.share_contact && !change.shareContact) await open.execute();
    else if (before.transfer_consent && !change.transferConsent) {
      await open.where('exhibitor_id', 'in', trx.selectFrom('exhibitor').select('id').where('country', '<>', MAINLAND_CHINA)).execute();
    }
  });
}

/** Withdraws the sharing from one exhibitor that scanned the badge (its copy is masked from now), recorded. */
export async function withdrawFrom(db: Db, visitorId: number, exhibitorId: number, source: ConsentSource, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const withdrawn = await trx.updateTable('lead').set({ withdrawn_at: now }).where('visitor_id', '=', visitorId).where('exhibitor_id', '=', exhibitorId).where('withdrawn_at', 'is', null)
      .returning('consent_version').executeTakeFirst();
    if (!withdrawn) return;
    const { consent_version: version } = await trx.selectFrom('visitor').select('consent_version').where('id', '=', visitorId).executeTakeFirstOrThrow();
    await trx.insertInto('consent_event').values({ visitor_id: visitorId, kind: 'share', given: false, exhibitor_id: exhibitorId, version, source, at: now }).execute();
  });
}

/** The visitor's consent now and its history, oldest first. */
export async function consentOf(db: Db, row: VisitorRow): Promise<VisitorConsent> {
  const history = await db.selectFrom('consent_event').select(['kind', 'given', 'exhibitor_id', 'version', 'source', 'at']).where('visitor_id', '=', row.id).orderBy('id').execute();
  return {
    shareContact: row.share_contact,
    transferConsent: row.transfer_consent,
    consentVersion: row.consent_version,
    history: history.map((e) => ({ kind: e.kind, given: e.given, exhibitorId: e.exhibitor_id, version: e.version, source: e.source, at: iso(e.at) })),
  };
}
