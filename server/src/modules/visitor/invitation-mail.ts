import { sql, type Selectable } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { INVITATION_LIMITS, INVITATION_PATHS, emailProblem, invitationLinkPath, messageText, showDate, type InvitationSendReport, type Language } from '@expo/contract';
import type { Db } from '../../db/engine';
import type { VisitorTables } from './tables';
import { DeliveryFailed, type Delivery } from '../auth/delivery';
import { readExhibition } from '../../lib/exhibition';
import { PolledQueue } from '../../lib/polled-queue';
import { inLanguage } from '../../lib/in-language';
import { insertInvitation } from './invitations';

// Invitation e-mails from a team to its buyers: a pasted list becomes one single-use code per
// address, each address once per exhibitor, never to an address that opted out, at most
// INVITATION_LIMITS.mailsPerExhibitorPerDay a day; the e-mails go out after the answer, through
// the product's delivery (SMTP, or the outbox), retried like the onboarding e-mails.

type Mail = Selectable<VisitorTables['invitation_mail']>;

export const INVITATION_MAIL_QUEUE = { attempts: 3, waitSeconds: [30, 300], pollMs: 5_000, claimTimeoutSeconds: 120, batch: 10 } as const;

/**
 * Queues the e-mails of a paste. The exhibitor's row of the day is locked first, so two sends of
 * one team at once are decided one after the other: the cap, the addresses already invited and the
 * codes left are read under the lock.
 */
export async function queueInvitationMails(db: Db, lang: Language, exhibitorId: number, memberId: number, addresses: string[], label: string, note: string | null, now: Date): Promise<InvitationSendReport> {
  const report: InvitationSendReport = { invitationId: null, queued: 0, skipped: { invalid: 0, optedOut: 0, already: 0, overCap: 0 } };
  const valid = addresses.filter((a) => emailProblem(a) === null);
  report.skipped.invalid = addresses.length - valid.length;
  const day = showDate(now);
  await db.insertInto('invitation_mail_day').values({ exhibitor_id: exhibitorId, day }).onConflict((oc) => oc.columns(['exhibitor_id', 'day']).doNothing()).execute();
  return db.transaction().execute(async (trx) => {
    const today = await trx.selectFrom('invitation_mail_day').select('mails').where('exhibitor_id', '=', exhibitorId).where('day', '=', day).forUpdate().executeTakeFirstOrThrow();
    const optedOut = valid.length ? new Set((await trx.selectFrom('invitation_opt_out').select('email').where('email', 'in', valid).execute()).map((r) => r.email)) : new Set<string>();
    const invited = valid.length ? new Set((await trx.selectFrom('invitation_code').select('email').where('exhibitor_id', '=', exhibitorId).where('email', 'in', valid).execute()).map((r) => r.email)) : new Set<string | null>();
    const quota = await trx.selectFrom('invitation_quota').select('codes').where('exhibitor_id', '=', exhibitorId).executeTakeFirst();
    const fresh = valid.filter((a) => !optedOut.has(a) && !invited.has(a));
    report.skipped.optedOut = valid.filter((a) => optedOut.has(a)).length;
    report.skipped.already = valid.filter((a) => !optedOut.has(a) && invited.has(a)).length;
    const room = Math.max(0, Math.min(INVITATION_LIMITS.mailsPerExhibitorPerDay - today.mails, INVITATION_LIMITS.codesPerExhibitor - (quota?.codes ?? 0)));
    const sending = fresh.slice(0, room);
    report.skipped.overCap = fresh.length - sending.length;
    if (sending.length === 0) return report;
    await trx.updateTable('invitation_mail_day').set({ mails: sql<number>`mails + ${sending.length}` }).where('exhibitor_id', '=', exhibitorId).where('day', '=', day).execute();
    const made = await insertInvitation(trx, lang, { kind: 'exhibitor', exhibitorId, memberId }, { kind: 'batch', cap: sending.length, label }, sending);
    await trx.insertInto('invitation_mail').values(made.codes.map((code) => ({ code, note }))).execute();
    report.invitationId = made.id;
    report.queued = sending.length;
    return report;
  });
}

/** Sends the queued invitation e-mails (every API process works the queue; see PolledQueue). */
export class InvitationMailQueue extends PolledQueue<Mail> {
  constructor(
    db: Db,
    private readonly delivery: Delivery,
    private readonly siteUrl: string,
    log: FastifyBaseLogger,
  ) {
    super(db, log, { table: 'invitation_mail', name: 'invitation mail', drainMs: 30_000, untilEmpty: true, ...INVITATION_MAIL_QUEUE });
  }

  protected async runOnce(): Promise<number> {
    const claimed = await this.claim();
    await Promise.all(claimed.map((row) => this.process(row)));
    return claimed.length;
  }

  private async process(mail: Mail): Promise<void> {
    try {
      const row = await this.db.selectFrom('invitation_code as c').innerJoin('invitation as i', 'i.id', 'c.invitation_id').innerJoin('exhibitor as e', 'e.id', 'i.exhibitor_id')
        .leftJoin('invitation_opt_out as o', 'o.email', 'c.email')
        .select(['c.code', 'c.email', 'c.uses', 'e.name_zh', 'e.name_en', 'o.email as opted_out'])
        .where('c.code', '=', mail.code).executeTakeFirst();
      // Opted out since it was queued, or the code was used already: nothing to send.
      if (!row?.email || row.opted_out || row.uses > 0) return this.finish(mail, 'skipped');
      const message = invitationMail(row, await readExhibition(this.db), this.siteUrl, row.code, mail.note);
      await this.delivery.email(row.email, message.subject, message.text);
      return this.finish(mail, 'sent');
    } catch (error) {
      if (!(error instanceof DeliveryFailed)) this.log.error({ err: error, invitationMail: mail.id }, 'invitation mail failed');
      if (!(await this.retryLater(mail))) return this.finish(mail, 'failed');
    }
  }

  private async finish(mail: Mail, outcome: 'sent' | 'failed' | 'skipped'): Promise<void> {
    await this.db.updateTable('invitation_mail').set({ done_at: sql<Date>`now()`, outcome }).where('id', '=', mail.id).execute();
  }
}

interface Names {
  name_zh: string | null;
  name_en: string | null;
}

/** The e-mail in both languages (Chinese first): who invites, to what, the link with the code, the team's note, and the unsubscribe note. */
export function invitationMail(e: Names, show: Names & { start_date: string; end_date: string }, siteUrl: string, code: string, note: string | null) {
  const name = (n: Names, lang: Language) => inLanguage(lang, n.name_zh, n.name_en);
  const langs: Language[] = ['zh', 'en'];
  const unsubscribe = `${siteUrl}/api${INVITATION_PATHS.unsubscribe.replace(':code', code)}`;
  const params = (lang: Language) => ({
    exhibitor: name(e, lang), show: name(show, lang), dates: `${show.start_date} – ${show.end_date}`,
    link: siteUrl + invitationLinkPath(lang, code), note: note ? `\n${note}\n` : '', unsubscribe,
  });
  return {
    subject: langs.map((lang) => messageText(lang, 'invitationMailSubject', params(lang))).join(' / '),
    text: langs.map((lang) => messageText(lang, 'invitationMailBody', params(lang))).join('\n\n----------------\n\n'),
  };
}
