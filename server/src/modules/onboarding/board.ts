import { sql } from 'kysely';
import { ONBOARDING_LIMITS, profileCompleteness, type OnboardingBoard, type OnboardingFilter, type OnboardingRow } from '@expo/contract';
import type { Db } from '../../db/engine';
import { iso } from '../content/query';

// The onboarding board: every exhibitor with its onboarding state, read in one set-based query
// (team sizes, drafts waiting, the last e-mail: grouped once, joined), then filtered and paged here.
// The database reduces each profile field to filled or not; profileCompleteness (the contract's one
// rule, the one the exhibitor centre shows) makes the percent of them.

const PROFILE_TEXT = ['name_zh', 'name_en', 'intro_zh', 'intro_en', 'address_zh', 'address_en', 'logo', 'website', 'email', 'phone'] as const;

interface BoardRow {
  id: number;
  name_zh: string | null;
  name_en: string | null;
  email: string | null;
  created_at: Date;
  first_invited_at: Date | null;
  last_invited_at: Date | null;
  invitations: number | null;
  last_reminded_at: Date | null;
  reminders: number | null;
  last_mail: 'queued' | 'sent' | 'failed' | 'skipped' | null;
  members: number | null;
  first_bound: Date | null;
  waiting: number | null;
  photos_filled: boolean;
  [filled: `f_${string}`]: boolean;
}

export interface BoardEntry {
  row: OnboardingRow;
  hasEmail: boolean;
}

/** Every exhibitor's onboarding state, by id. */
export async function boardEntries(db: Db): Promise<BoardEntry[]> {
  const filled = sql.join(PROFILE_TEXT.map((f) => sql`coalesce(e.${sql.ref(f)} ~ '\\S', false) AS ${sql.ref(`f_${f}`)}`));
  const { rows } = await sql<BoardRow>`
    WITH team AS (
      SELECT exhibitor_id, count(*)::int AS members, min(coalesce(exhibitor_bound_at, updated_at)) AS first_bound
      FROM member WHERE exhibitor_id IS NOT NULL GROUP BY exhibitor_id),
    waiting AS (
      SELECT exhibitor_id, count(*)::int AS waiting FROM exhibitor_draft WHERE status = 'submitted' GROUP BY exhibitor_id),
    last_mail AS (
      SELECT DISTINCT ON (exhibitor_id) exhibitor_id, CASE WHEN done_at IS NULL THEN 'queued' ELSE outcome END AS last_mail
      FROM onboarding_mail ORDER BY exhibitor_id, id DESC)
    SELECT e.id, e.name_zh, e.name_en, e.email, e.created_at,
      o.first_invited_at, o.last_invited_at, o.invitations, o.last_reminded_at, o.reminders,
      m.last_mail, t.members, t.first_bound, w.waiting,
      jsonb_array_length(e.photos) > 0 AS photos_filled, ${filled}
    FROM exhibitor e
    LEFT JOIN exhibitor_onboarding o ON o.exhibitor_id = e.id
    LEFT JOIN team t ON t.exhibitor_id = e.id
    LEFT JOIN waiting w ON w.exhibitor_id = e.id
    LEFT JOIN last_mail m ON m.exhibitor_id = e.id
    ORDER BY e.id`.execute(db);
  return rows.map((r) => {
    const fields: Record<string, unknown> = { photos: r.photos_filled ? ['x'] : [] };
    for (const f of PROFILE_TEXT) fields[f] = r[`f_${f}`] ? 'x' : '';
    const at = (value: Date | null) => (value ? iso(value) : null);
    return {
      hasEmail: r.f_email === true,
      row: {
        exhibitorId: r.id, nameZh: r.name_zh, nameEn: r.name_en, email: r.email, createdAt: iso(r.created_at),
        firstInvitedAt: at(r.first_invited_at), lastInvitedAt: at(r.last_invited_at), invitations: r.invitations ?? 0,
        lastRemindedAt: at(r.last_reminded_at), reminders: r.reminders ?? 0, lastMail: r.last_mail,
        teamMembers: r.members ?? 0, firstClaimedAt: at(r.first_bound),
        completeness: profileCompleteness(fields).percent, waitingForReview: r.waiting ?? 0,
      },
    };
  });
}

/** Whether a row is in a filter's set (`now` for "not claimed after N days"). */
export function inFilter(row: OnboardingRow, filter: OnboardingFilter, now: Date): boolean {
  const staleBefore = now.getTime() - ONBOARDING_LIMITS.staleDays * 86_400_000;
  switch (filter) {
    case 'all': return true;
    case 'notInvited': return row.invitations === 0 && row.teamMembers === 0;
    case 'unclaimedStale': return row.teamMembers === 0 && row.firstInvitedAt !== null && Date.parse(row.firstInvitedAt) <= staleBefore;
    case 'underComplete': return row.completeness < ONBOARDING_LIMITS.completePercent;
    case 'claimed': return row.teamMembers > 0;
    case 'waiting': return row.waitingForReview > 0;
  }
}

/** A keyword: the exhibitor's id, a part of either name or of its e-mail address (case ignored). */
export function matchesKeyword(row: OnboardingRow, q: string | undefined): boolean {
  const word = q?.trim().toLowerCase();
  if (!word) return true;
  if (/^#?\d+$/.test(word) && row.exhibitorId === Number(word.replace('#', ''))) return true;
  return [row.nameZh, row.nameEn, row.email].some((text) => text?.toLowerCase().includes(word));
}

/** The entries of the board's filtered set. */
export function filtered(entries: BoardEntry[], filter: OnboardingFilter, q: string | undefined, now: Date): BoardEntry[] {
  return entries.filter((e) => inFilter(e.row, filter, now) && matchesKeyword(e.row, q));
}

/** The board: counts over every exhibitor, then one page of the filtered set. */
export function board(entries: BoardEntry[], query: { filter?: OnboardingFilter; q?: string; pageNum?: number; pageSize?: number }, now: Date): OnboardingBoard {
  const rows = entries.map((e) => e.row);
  const counts = {
    exhibitors: rows.length,
    invited: rows.filter((r) => r.invitations > 0).length,
    claimed: rows.filter((r) => r.teamMembers > 0).length,
    complete: rows.filter((r) => r.completeness >= ONBOARDING_LIMITS.completePercent).length,
    waitingForReview: rows.filter((r) => r.waitingForReview > 0).length,
  };
  const set = filtered(entries, query.filter ?? 'all', query.q, now);
  const pageSize = query.pageSize ?? 20;
  const start = ((query.pageNum ?? 1) - 1) * pageSize;
  return { counts, total: set.length, rows: set.slice(start, start + pageSize).map((e) => e.row) };
}
