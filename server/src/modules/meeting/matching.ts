import { sql } from 'kysely';
import { BUSINESS_TYPE_DICT, MEETING_RATE_MIN_REQUESTS, PRODUCT_INTEREST_DICT, type AnswerStats, type FindableVisitor, type Language, type MeetingSuggestion } from '@expo/contract';
import type { DbOrTrx } from './hours';
import { inLanguage } from '../../lib/in-language';
import { boothsOf } from './view';

// Who should meet whom: a visitor's product interests (the registration's questionnaire) against
// what exhibitors make (their products' category groups serve an interest), and the business
// types a team seeks; and how well a team answers its requests.

/** An exhibitor's answer rate and typical answer time, shown once it has had enough requests. */
export async function answerStats(db: DbOrTrx, exhibitorId: number, edition: string): Promise<AnswerStats> {
  const row = await db.selectFrom('meeting')
    .select([
      sql<number>`count(*)::int`.as('requests'),
      sql<number>`count(*) FILTER (WHERE answered_at IS NOT NULL)::int`.as('answered'),
      sql<number>`count(*) FILTER (WHERE answered_at IS NULL AND status = 'expired')::int`.as('missed'),
      sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - requested_at)) FILTER (WHERE answered_at IS NOT NULL)`.as('median'),
    ])
    .where('exhibitor_id', '=', exhibitorId).where('edition', '=', edition).where('initiated_by', '=', 'visitor').executeTakeFirstOrThrow();
  const decided = row.answered + row.missed;
  if (row.requests < MEETING_RATE_MIN_REQUESTS || decided === 0) return { requests: row.requests, answerRate: null, typicalMinutes: null };
  return { requests: row.requests, answerRate: row.answered / decided, typicalMinutes: row.median === null ? null : Math.max(1, Math.round(Number(row.median) / 60)) };
}

async function labels(db: DbOrTrx, type: string, lang: Language): Promise<Map<string, string>> {
  const rows = await db.selectFrom('dict').select(['value', 'label_zh', 'label_en']).where('type', '=', type).execute();
  return new Map(rows.map((d) => [d.value, inLanguage(lang, d.label_zh, d.label_en)]));
}

/** What each exhibitor makes that serves an interest: exhibitor → [category, interest] pairs. */
async function offers(db: DbOrTrx, lang: Language, interests: string[], exhibitorIds?: number[]): Promise<Map<number, { category: string; interest: string }[]>> {
  if (!interests.length) return new Map();
  let query = db.selectFrom('product as p').innerJoin('category as c', 'c.id', 'p.category_id').innerJoin('category_group as g', 'g.id', 'c.group_id')
    .select(['p.exhibitor_id', 'c.name_zh', 'c.name_en', 'g.interest']).distinct()
    .where('p.hidden', '=', false).where('g.interest', 'in', interests);
  if (exhibitorIds) query = query.where('p.exhibitor_id', 'in', exhibitorIds.length ? exhibitorIds : [0]);
  const rows = await query.execute();
  const names = await labels(db, PRODUCT_INTEREST_DICT, lang);
  const out = new Map<number, { category: string; interest: string }[]>();
  for (const row of rows) {
    const reasons = out.get(row.exhibitor_id) ?? [];
    reasons.push({ category: inLanguage(lang, row.name_zh, row.name_en), interest: names.get(row.interest!) ?? row.interest! });
    out.set(row.exhibitor_id, reasons);
  }
  return out;
}

const SUGGESTIONS_MAX = 30;
const FINDABLE_MAX = 100;
/** Reasons shown per match. */
const REASONS_SHOWN = 3;

/** Exhibitors for a registered visitor: those making what the visitor chose, those seeking the visitor's business type first. */
export async function suggestExhibitors(db: DbOrTrx, lang: Language, visitor: { interests: string[]; business_type: string }, ownExhibitor: number | null): Promise<MeetingSuggestion[]> {
  const made = await offers(db, lang, visitor.interests);
  const ids = [...made.keys()].filter((id) => id !== ownExhibitor);
  if (!ids.length) return [];
  const exhibitors = await db.selectFrom('exhibitor as e').leftJoin('meeting_setting as s', 's.exhibitor_id', 'e.id')
    .select(['e.id', 'e.name_zh', 'e.name_en', sql<boolean>`coalesce(s.seeks @> ${JSON.stringify([visitor.business_type])}::jsonb, false)`.as('seeks_you')])
    .where('e.id', 'in', ids).execute();
  const booths = await boothsOf(db, ids);
  const interestsOf = (id: number) => new Set(made.get(id)!.map((r) => r.interest)).size;
  return exhibitors
    .map((e) => ({ e, interests: interestsOf(e.id) }))
    .sort((a, b) => b.interests - a.interests || Number(b.e.seeks_you) - Number(a.e.seeks_you) || made.get(b.e.id)!.length - made.get(a.e.id)!.length || a.e.id - b.e.id)
    .slice(0, SUGGESTIONS_MAX)
    .map(({ e }) => {
      const booth = booths.get(e.id);
      return {
        exhibitorId: e.id,
        exhibitorName: inLanguage(lang, e.name_zh, e.name_en),
        boothCode: booth?.boothCode ?? null,
        hallName: booth ? inLanguage(lang, booth.hall_zh, booth.hall_en) : null,
        reasons: made.get(e.id)!.slice(0, REASONS_SHOWN),
        seeksYou: Boolean(e.seeks_you),
      };
    });
}

/** Visitors who chose to be findable and match the team: by the interests its products serve, or the business types it seeks. No contact details. */
export async function findableVisitors(db: DbOrTrx, lang: Language, exhibitorId: number, edition: string): Promise<FindableVisitor[]> {
  const setting = await db.selectFrom('meeting_setting').select('seeks').where('exhibitor_id', '=', exhibitorId).executeTakeFirst();
  const seeks = new Set(setting?.seeks ?? []);
  const groups = await db.selectFrom('product as p').innerJoin('category as c', 'c.id', 'p.category_id').innerJoin('category_group as g', 'g.id', 'c.group_id')
    .select('g.interest').distinct().where('p.exhibitor_id', '=', exhibitorId).where('p.hidden', '=', false).where('g.interest', 'is not', null).execute();
  const served = groups.map((g) => g.interest!);
  const made = (await offers(db, lang, served, [exhibitorId])).get(exhibitorId) ?? [];
  const visitors = await db.selectFrom('visitor as v').innerJoin('member as m', 'm.id', 'v.member_id')
    .select(['v.id', 'v.name', 'v.company', 'v.job_title', 'v.business_type', 'v.interests'])
    .where('v.edition', '=', edition).where('v.findable', '=', true).where('v.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('m.exhibitor_id', 'is', null), eb('m.exhibitor_id', '!=', exhibitorId)]))
    .orderBy('v.id', 'desc').limit(2000).execute();
  const interestNames = await labels(db, PRODUCT_INTEREST_DICT, lang);
  const typeNames = await labels(db, BUSINESS_TYPE_DICT, lang);
  return visitors
    .map((v) => {
      const chosen = new Set(v.interests.map((i) => interestNames.get(i) ?? i));
      const reasons = made.filter((r) => chosen.has(r.interest));
      return { v, reasons, seeked: seeks.has(v.business_type) };
    })
    .filter((x) => x.reasons.length || x.seeked)
    .sort((a, b) => new Set(b.reasons.map((r) => r.interest)).size - new Set(a.reasons.map((r) => r.interest)).size || Number(b.seeked) - Number(a.seeked))
    .slice(0, FINDABLE_MAX)
    .map(({ v, reasons, seeked }) => ({
      visitorId: v.id,
      name: v.name,
      company: v.company,
      jobTitle: v.job_title,
      businessType: typeNames.get(v.business_type) ?? v.business_type,
      interests: v.interests.map((i) => interestNames.get(i) ?? i),
      reasons: reasons.slice(0, REASONS_SHOWN),
      seeked,
    }));
}
