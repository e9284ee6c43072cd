import type pg from 'pg';
import type { MarkWrite } from './mark-load';

/**
 * What the database must show after the load, whatever happened to the API processes meanwhile:
 * each problem found, in words (none: all is well).
 *
 * - Every acknowledged write is there (member_mark).
 * - Nothing is half-done: a mark of a member whose account counts for the ranking has its day's
 *   act (ranking_act), and each act its mark: the two are written together or not at all.
 * - Each item's tally of the day (ranking_tally) counts exactly its acts.
 */
export async function invariantProblems(db: pg.Client, memberIds: number[], acknowledged: MarkWrite[]): Promise<string[]> {
  const problems: string[] = [];
  const { rows: marks } = await db.query<{ member_id: number; mark: string; target_type: string; target_id: number }>(
    'SELECT member_id, mark, target_type, target_id FROM member_mark WHERE member_id = ANY($1)', [memberIds]);
  const stored = new Set(marks.map((m) => key({ memberId: m.member_id, mark: m.mark, targetType: m.target_type, targetId: m.target_id })));
  const lost = acknowledged.filter((write) => !stored.has(key(write)));
  if (lost.length) problems.push(`${lost.length} of ${acknowledged.length} acknowledged writes are not in member_mark, e.g. ${JSON.stringify(lost.slice(0, 3))}`);

  const { rows: [halves] } = await db.query<{ marks_without_act: number; acts_without_mark: number }>(`
    SELECT
      (SELECT count(*)::int FROM member_mark m WHERE m.member_id = ANY($1) AND m.target_type IN ('exhibitor', 'product')
        AND NOT EXISTS (SELECT 1 FROM ranking_act a WHERE a.member_id = m.member_id AND a.mark = m.mark AND a.target_type = m.target_type AND a.target_id = m.target_id)) AS marks_without_act,
      (SELECT count(*)::int FROM ranking_act a WHERE a.member_id = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM member_mark m WHERE m.member_id = a.member_id AND m.mark = a.mark AND m.target_type = a.target_type AND m.target_id = a.target_id)) AS acts_without_mark`,
  [memberIds]);
  if (halves!.marks_without_act) problems.push(`${halves!.marks_without_act} marks were stored without their ranking act (half-done writes)`);
  if (halves!.acts_without_mark) problems.push(`${halves!.acts_without_mark} ranking acts have no mark`);

  const { rows: tallies } = await db.query<{ target_type: string; target_id: number; day: string; collects: number; likes: number; acts_collect: number; acts_like: number }>(`
    WITH acts AS (
      SELECT target_type, target_id, day, count(*) FILTER (WHERE mark = 'collect')::int AS collect, count(*) FILTER (WHERE mark = 'like')::int AS "like"
      FROM ranking_act GROUP BY target_type, target_id, day
    )
    SELECT coalesce(t.target_type, a.target_type) AS target_type, coalesce(t.target_id, a.target_id) AS target_id, coalesce(t.day, a.day)::text AS day,
      coalesce(t.collects, 0) AS collects, coalesce(t.likes, 0) AS likes, coalesce(a.collect, 0) AS acts_collect, coalesce(a."like", 0) AS acts_like
    FROM (SELECT * FROM ranking_tally WHERE day IN (SELECT day FROM acts)) t
    FULL JOIN acts a ON a.target_type = t.target_type AND a.target_id = t.target_id AND a.day = t.day
    WHERE coalesce(t.collects, 0) <> coalesce(a.collect, 0) OR coalesce(t.likes, 0) <> coalesce(a."like", 0)`);
  if (tallies.length) problems.push(`${tallies.length} ranking tallies differ from their acts, e.g. ${JSON.stringify(tallies.slice(0, 3))}`);
  return problems;
}

function key(write: { memberId: number; mark: string; targetType: string; targetId: number }): string {
  return `${write.memberId}/${write.mark}/${write.targetType}/${write.targetId}`;
}
