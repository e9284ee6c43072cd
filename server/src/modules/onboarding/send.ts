import { sql } from 'kysely';
import { ONBOARDING_LIMITS, type SendReport } from '@expo/contract';
import type { Db } from '../../db/engine';
import type { BoardEntry } from './board';

// Queues onboarding e-mails under the cap: one statement reserves each exhibitor's slot (at most
// one onboarding e-mail per exhibitor per mailGapMinutes) and writes its e-mail to the queue, so
// a double click or two editors at once queue it once; the row lock of the upsert decides.

export type MailKind = 'invitation' | 'reminder';

export function emptyReport(): SendReport {
  return { invitations: 0, reminders: 0, skipped: { claimed: 0, noEmail: 0, recent: 0, complete: 0, unknown: 0 } };
}

/** Reserves the slot of each exhibitor whose last onboarding e-mail is old enough and queues its e-mail; the ids queued. */
export async function queueMails(db: Db, kind: MailKind, ids: number[], madeBy: string, now: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const gapStart = new Date(now.getTime() - ONBOARDING_LIMITS.mailGapMinutes * 60_000);
  const invited = kind === 'invitation';
  const { rows } = await sql<{ exhibitor_id: number }>`
    WITH reserved AS (
      INSERT INTO exhibitor_onboarding AS o (exhibitor_id, last_mail_at, first_invited_at, last_invited_at, invitations, first_reminded_at, last_reminded_at, reminders)
      SELECT id, ${now}::timestamptz, ${invited ? now : null}::timestamptz, ${invited ? now : null}::timestamptz, ${invited ? 1 : 0}::int,
        ${invited ? null : now}::timestamptz, ${invited ? null : now}::timestamptz, ${invited ? 0 : 1}::int
      FROM exhibitor WHERE id IN (${sql.join(ids)})
      ON CONFLICT (exhibitor_id) DO UPDATE SET
        last_mail_at = EXCLUDED.last_mail_at,
        first_invited_at = coalesce(o.first_invited_at, EXCLUDED.first_invited_at),
        last_invited_at = coalesce(EXCLUDED.last_invited_at, o.last_invited_at),
        invitations = o.invitations + EXCLUDED.invitations,
        first_reminded_at = coalesce(o.first_reminded_at, EXCLUDED.first_reminded_at),
        last_reminded_at = coalesce(EXCLUDED.last_reminded_at, o.last_reminded_at),
        reminders = o.reminders + EXCLUDED.reminders
      WHERE o.last_mail_at <= ${gapStart}::timestamptz
      RETURNING o.exhibitor_id)
    INSERT INTO onboarding_mail (exhibitor_id, kind, made_by)
    SELECT exhibitor_id, ${kind}::text, ${madeBy}::text FROM reserved ORDER BY exhibitor_id
    RETURNING exhibitor_id`.execute(db);
  return rows.map((r) => r.exhibitor_id);
}

/**
 * Sorts the chosen exhibitors into what each gets: `invite` (no team) or `remind` (a team, its
 * profile under completePercent, reminders only), or why it is skipped.
 */
export function sortTargets(entries: BoardEntry[], mode: 'invite' | 'remind', report: SendReport) {
  const invite: number[] = [];
  const remind: number[] = [];
  for (const { row, hasEmail } of entries) {
    const claimed = row.teamMembers > 0;
    if (claimed && mode === 'invite') report.skipped.claimed += 1;
    else if (claimed && row.completeness >= ONBOARDING_LIMITS.completePercent) report.skipped.complete += 1;
    else if (!hasEmail) report.skipped.noEmail += 1;
    else (claimed ? remind : invite).push(row.exhibitorId);
  }
  return { invite, remind };
}

/** Queues both kinds and completes the report: the eligible ones not queued were written to too recently. */
export async function send(db: Db, targets: { invite: number[]; remind: number[] }, madeBy: string, now: Date, report: SendReport): Promise<SendReport> {
  const invited = await queueMails(db, 'invitation', targets.invite, madeBy, now);
  const reminded = await queueMails(db, 'reminder', targets.remind, madeBy, now);
  report.invitations = invited.length;
  report.reminders = reminded.length;
  report.skipped.recent += targets.invite.length - invited.length + targets.remind.length - reminded.length;
  return report;
}
