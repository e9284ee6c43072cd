import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { Activity, ActivityRow, Envelope, Page, ScheduleDay, type Language } from '@expo/contract';
import type { Db } from '../../db/engine';
import { showLocalTime } from '../../db/show-time';
import { notFound, ok } from '../../lib/envelope';
import { IdParam, Ids, Keyword, PageQuery, col, containsPattern, idList, iso, itemLang, mediaUrl, paging } from './query';

const DateString = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const ListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    keyword: Type.Optional(Keyword),
    /** the show day, YYYY-MM-DD in China Standard Time */
    date: Type.Optional(DateString),
    exhibitorId: Type.Optional(Type.Integer({ minimum: 1 })),
    full: Type.Optional(Type.Boolean()),
    ids: Type.Optional(Ids),
  }),
]);

/** Show activities (`/activity/…`) and exhibitor activities (`/exhibitorActivity/…`) share one shape. */
export const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  for (const [prefix, ofExhibitors] of [['/activity', false], ['/exhibitorActivity', true]] as const) {
    const from = (lang: Language) => {
      const base = activityFrom(db).where(`a.${col('title', lang)}`, 'is not', null);
      return ofExhibitors ? base.where('a.exhibitor_id', 'is not', null) : base.where('a.exhibitor_id', 'is', null);
    };

    const what = ofExhibitors ? 'Activities held by exhibitors' : 'Activities of the show';
    app.get(`${prefix}/list`, { schema: { summary: `${what}, in time order`, querystring: ListQuery, response: { 200: Envelope(Page(Type.Union([Activity, ActivityRow]))) } } }, async (request) => {
      const lang = request.lang;
      const { keyword, date, exhibitorId } = request.query;
      let base = from(lang);
      if (keyword) base = base.where(`a.${col('title', lang)}`, 'ilike', containsPattern(keyword));
      if (date) base = base.where(showDay, '=', date);
      if (exhibitorId) base = base.where('a.exhibitor_id', '=', exhibitorId);
      if (request.query.ids) base = base.where('a.id', 'in', idList(request.query.ids));
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const { limit, offset } = paging(request.query);
      const page = base.orderBy('a.starts_at').orderBy('a.id').limit(limit).offset(offset);
      const rows = request.query.full
        ? (await selectActivities(lang, page).select(`a.${col('intro', lang)} as intro`).execute()).map((r) => ({ ...activityRow(r, lang), intro: r.intro }))
        : (await selectActivities(lang, page).execute()).map((r) => activityRow(r, lang));
      return ok({ rows, total: Number(total) });
    });

    if (!ofExhibitors) {
      app.get('/activity/schedule', { schema: { summary: 'The show\'s activities by show day', response: { 200: Envelope(Type.Array(ScheduleDay)) } } }, async (request) => {
        const lang = request.lang;
        const rows = await selectActivities(lang, from(lang)).select(showDay.as('day')).orderBy('a.starts_at').orderBy('a.id').execute();
        const days = new Map<string, ActivityRow[]>();
        for (const r of rows) days.set(r.day, [...(days.get(r.day) ?? []), activityRow(r, lang)]);
        return ok([...days].map(([date, dayRows]) => ({ date, rows: dayRows })));
      });
    }

    app.get(`${prefix}/:id`, { schema: { summary: `One of the ${what.toLowerCase()}`, params: IdParam, response: { 200: Envelope(Activity) } } }, async (request) => {
      const lang = request.lang;
      const row = await selectActivities(lang, from(lang).where('a.id', '=', request.params.id))
        .select(`a.${col('intro', lang)} as intro`)
        .executeTakeFirst();
      if (!row) throw notFound('Activity');
      return ok({ ...activityRow(row, lang), intro: row.intro });
    });
  }
};

/** The activity's day in the exhibition's time zone. */
const showDay = sql<string>`to_char(${showLocalTime('a.starts_at')}, 'YYYY-MM-DD')`;

function activityFrom(db: Db) {
  return db.selectFrom('activity as a');
}

function selectActivities(lang: Language, base: ReturnType<typeof activityFrom>) {
  return base
    .leftJoin('exhibitor as e', 'e.id', 'a.exhibitor_id')
    .leftJoin('hall as h', 'h.id', 'a.hall_id')
    .select([
      'a.id', 'a.cover', 'a.starts_at', 'a.ends_at', 'a.seats', 'a.exhibitor_id', 'a.created_at', 'a.updated_at',
      `a.${col('title', lang)} as title`,
      `a.${col('host', lang)} as host`,
      `a.${col('address', lang)} as address`,
      `e.${col('name', lang)} as exhibitor_name`,
      'h.code as hall_code',
      `h.${col('name', lang)} as hall_name`,
    ]);
}

interface ActivityRecord {
  id: number;
  title: string | null;
  host: string | null;
  address: string | null;
  cover: string | null;
  starts_at: Date;
  ends_at: Date;
  seats: number;
  exhibitor_id: number | null;
  exhibitor_name: string | null;
  hall_code: string | null;
  hall_name: string | null;
  created_at: Date;
  updated_at: Date;
}

function activityRow(r: ActivityRecord, lang: Language): ActivityRow {
  return {
    id: r.id,
    lang: itemLang(lang),
    title: r.title ?? '',
    host: r.host,
    address: r.address,
    cover: mediaUrl(r.cover),
    startTime: iso(r.starts_at),
    endTime: iso(r.ends_at),
    seats: r.seats,
    exhibitorId: r.exhibitor_id,
    exhibitorName: r.exhibitor_name,
    hallCode: r.hall_code,
    hallName: r.hall_name,
    createTime: iso(r.created_at),
    updateTime: iso(r.updated_at),
  };
}
