import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApiCode, CENTRE_PATHS, CentreItem, CentreOverview, CentreStats, DRAFT_KINDS, Draft, DraftSave, DraftVersion, EXHIBITOR_PRODUCTS_MAX, Envelope, HistoryEntry, OPEN_DRAFT_STATUSES, RecordId, SubmitAnswer,
  messageText, type DraftKind, type Language,
} from '@expo/contract';
import type { Db } from '../../db/engine';
import { ApiError, ok } from '../../lib/envelope';
import { memberIdOf } from '../auth/services';
import { checkDraftFields, presentFields, recordFields } from './fields';
import { draftOf, draftsFrom, openDraftOf, ownDraft, ownRecord, savedDraft } from './drafts';
import { centreExhibitor, discardDraft, editDeadline, saveDraft, showDays, submitDraft } from './service';
import { historyOf } from './history';
import { inLanguage } from '../../lib/in-language';
import { exhibitorStats } from './stats';

const Kind = Type.Union(DRAFT_KINDS.map((k) => Type.Literal(k)));
const DraftParams = Type.Object({ id: RecordId });
const RecordParams = Type.Object({ kind: Kind, recordId: RecordId });

/**
 * The exhibitor centre (mounted in the member area): a bound team's profile, products and booth
 * events, as published and as drafted; saving, submitting, history, statistics. Every call finds
 * the member's exhibitor anew and reads only within it.
 */
export const exhibitorCentreRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const errors = [403, 404] as const;
  const exhibitorOf = (request: { lang: Language }, memberId: number) => centreExhibitor(db, request.lang, memberId);

  app.get(CENTRE_PATHS.overview, { config: { errors }, schema: { summary: "My exhibitor centre: the exhibitor, its deadline, its product count", response: { 200: Envelope(CentreOverview) } } }, async (request) => {
    const exhibitorId = await exhibitorOf(request, memberIdOf(request));
    const exhibitor = await db.selectFrom('exhibitor').select(['name_zh', 'name_en', 'trusted']).where('id', '=', exhibitorId).executeTakeFirstOrThrow();
    const { n } = await db.selectFrom('product').select((eb) => eb.fn.countAll<number>().as('n')).where('exhibitor_id', '=', exhibitorId).executeTakeFirstOrThrow();
    const deadline = await editDeadline(db, app.now());
    const show = await showDays(db);
    const name = inLanguage(request.lang, exhibitor.name_zh, exhibitor.name_en);
    return ok({ exhibitorId, name, trusted: exhibitor.trusted, deadline: deadline.deadline, afterDeadline: deadline.after, products: Number(n), productsMax: EXHIBITOR_PRODUCTS_MAX, showStart: show.start, showEnd: show.end });
  });

  app.get(CENTRE_PATHS.items, { config: { errors }, schema: { summary: 'My profile, products or booth events: published and drafted (new ones too)', response: { 200: Envelope(Type.Array(CentreItem)) }, params: Type.Object({ kind: Kind }) } }, async (request) => {
    const exhibitorId = await exhibitorOf(request, memberIdOf(request));
    return ok(await itemsOf(db, exhibitorId, request.params.kind));
  });

  app.get(CENTRE_PATHS.item, { config: { errors }, schema: { summary: 'One published record of mine, with its open draft', response: { 200: Envelope(CentreItem) }, params: RecordParams } }, async (request) => {
    const exhibitorId = await exhibitorOf(request, memberIdOf(request));
    const { kind, recordId } = request.params;
    return ok(await itemOf(db, kind, recordId, await ownRecord(db, exhibitorId, kind, recordId)));
  });

  app.get(CENTRE_PATHS.draft, { config: { errors }, schema: { summary: 'One draft of mine', response: { 200: Envelope(Draft) }, params: DraftParams } }, async (request) => {
    const exhibitorId = await exhibitorOf(request, memberIdOf(request));
    await ownDraft(db, exhibitorId, request.params.id);
    return ok(await savedDraft(db, request.params.id));
  });

  app.post(CENTRE_PATHS.drafts, { config: { errors: [403, 404, 409] }, schema: { summary: 'Save a draft over the version it builds on (409 with both versions when someone saved since)', response: { 200: Envelope(Draft) }, body: DraftSave } }, async (request) => {
    const memberId = memberIdOf(request);
    const exhibitorId = await exhibitorOf(request, memberId);
    const fields = await checkDraftFields(request.lang, request.body.kind, request.body.fields, await showDays(db));
    const id = await saveDraft(db, request.lang, exhibitorId, memberId, { ...request.body, fields }, app.now());
    return ok(await savedDraft(db, id));
  });

  app.post(CENTRE_PATHS.submit, { config: { errors: [403, 404, 409, 429] }, schema: { summary: 'Submit a draft for review (trusted exhibitors before the deadline: published at once)', response: { 200: Envelope(SubmitAnswer) }, params: DraftParams, body: DraftVersion } }, async (request) => {
    const memberId = memberIdOf(request);
    const exhibitorId = await exhibitorOf(request, memberId);
    const { published } = await submitDraft(app, request.lang, exhibitorId, memberId, request.params.id, request.body.version);
    return ok({ draft: await savedDraft(db, request.params.id), published });
  });

  app.post(CENTRE_PATHS.discard, { config: { errors: [403, 404, 409] }, schema: { summary: 'Drop a draft (the published version stays)', response: { 200: Envelope(Type.Null()) }, params: DraftParams, body: DraftVersion } }, async (request) => {
    const exhibitorId = await exhibitorOf(request, memberIdOf(request));
    await discardDraft(db, request.lang, exhibitorId, request.params.id, request.body.version);
    return ok(null);
  });

  app.get(CENTRE_PATHS.history, { config: { errors }, schema: { summary: 'Every published version of a record of mine, newest first', response: { 200: Envelope(Type.Array(HistoryEntry)) }, params: RecordParams } }, async (request) => {
    const exhibitorId = await exhibitorOf(request, memberIdOf(request));
    const { kind, recordId } = request.params;
    await ownRecord(db, exhibitorId, kind, recordId);
    return ok(await historyOf(db, kind, recordId));
  });

  app.post(
    CENTRE_PATHS.restore,
    { config: { errors: [403, 404, 409] }, schema: { summary: 'Make an earlier version the draft again (it goes through review like any change)', response: { 200: Envelope(Draft) }, params: Type.Composite([RecordParams, Type.Object({ version: RecordId })]), body: DraftVersion } },
    async (request) => {
      const memberId = memberIdOf(request);
      const exhibitorId = await exhibitorOf(request, memberId);
      const { kind, recordId, version } = request.params;
      await ownRecord(db, exhibitorId, kind, recordId);
      const entry = await db.selectFrom('exhibitor_version').select('fields').where('kind', '=', kind).where('record_id', '=', recordId).where('version', '=', version).executeTakeFirst();
      if (!entry) throw new ApiError(ApiCode.notFound, messageText(request.lang, 'noSuchVersion'));
      const open = await openDraftOf(db, kind, recordId);
      const id = await saveDraft(db, request.lang, exhibitorId, memberId, { kind, recordId, draftId: open?.id ?? null, version: request.body.version, fields: entry.fields }, app.now());
      return ok(await savedDraft(db, id));
    },
  );

  app.get(CENTRE_PATHS.stats, { config: { errors }, schema: { summary: "My exhibitor's views, collections, inquiries and claims by day", response: { 200: Envelope(CentreStats) } } }, async (request) => {
    const exhibitorId = await exhibitorOf(request, memberIdOf(request));
    return ok(await exhibitorStats(db, exhibitorId, await showDays(db), app.now()));
  });
};

async function itemOf(db: Db, kind: DraftKind, recordId: number, row: Record<string, unknown>): Promise<CentreItem> {
  const draft = await openDraftOf(db, kind, recordId);
  const latest = await db.selectFrom('exhibitor_version').select((eb) => eb.fn.max('version').as('v')).where('kind', '=', kind).where('record_id', '=', recordId).executeTakeFirst();
  return { kind, recordId, version: Number(latest?.v ?? 1), published: presentFields(kind, recordFields(kind, row)), draft: draft ? draftOf(draft) : null };
}

/** The exhibitor's records of a kind (products in their order), each with its open draft, then the new ones not yet published. */
async function itemsOf(db: Db, exhibitorId: number, kind: DraftKind): Promise<CentreItem[]> {
  if (kind === 'profile') return [await itemOf(db, kind, exhibitorId, await ownRecord(db, exhibitorId, kind, exhibitorId))];
  const rows = kind === 'product'
    ? await db.selectFrom('product').selectAll().where('exhibitor_id', '=', exhibitorId).orderBy('sort').orderBy('id').execute()
    : await db.selectFrom('activity').selectAll().where('exhibitor_id', '=', exhibitorId).orderBy('starts_at').orderBy('id').execute();
  const drafts = await draftsFrom(db).where('d.exhibitor_id', '=', exhibitorId).where('d.kind', '=', kind).where('d.status', 'in', [...OPEN_DRAFT_STATUSES]).orderBy('d.id').execute();
  const versions = await db.selectFrom('exhibitor_version').select(['record_id', (eb) => eb.fn.max('version').as('v')])
    .where('exhibitor_id', '=', exhibitorId).where('kind', '=', kind).groupBy('record_id').execute();
  const versionOf = new Map(versions.map((v) => [v.record_id, Number(v.v)]));
  const draftOfRecord = new Map(drafts.filter((d) => d.record_id !== null).map((d) => [d.record_id!, d]));
  const published = rows.map((row): CentreItem => {
    const draft = draftOfRecord.get(row.id);
    return { kind, recordId: row.id, version: versionOf.get(row.id) ?? 1, published: presentFields(kind, recordFields(kind, row as Record<string, unknown>)), draft: draft ? draftOf(draft) : null };
  });
  const fresh = drafts.filter((d) => d.record_id === null).map((d): CentreItem => ({ kind, recordId: null, version: null, published: null, draft: draftOf(d) }));
  return [...published, ...fresh];
}
