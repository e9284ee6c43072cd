import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { ApiCode } from '@expo/contract';
import { bumpContentVersion } from '../../db/content-version';
import { ApiError, badRequest, invalidField, notFound, ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { message } from '../../lib/messages';
import { bearerToken } from '../auth/services';
import { decoyHash, verifyPassword } from '../auth/passwords';
import { requireText } from '../auth/validate';
import { buildHistory, requestRebuild } from '../admin/builds';
import { containsPattern, paging, PageQuery } from '../content/query';
import { listDemands, REJECT_REASON_MAX, reviewDemand } from '../demand/moderation';
import { createEditorSession, requireEditor, revokeEditorSession, type Editor } from './auth';
import { RESOURCES, resourceNamed, type Resource } from './resources';
import { mergeTouched, touchedRecords } from './touched-records';
import { recordValues } from './values';

const LOGIN_LOCK = { window: 15 * 60, perAccount: 5 } as const;
type TypeboxApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** The editor API: content of every kind, demand review, rebuilds, the audit log. */
export const editorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const guard = requireEditor(db);
  app.decorateRequest('editor', null);

  app.post('/login', { schema: { body: Type.Object({ username: Type.Optional(Type.String({ maxLength: 100 })), password: Type.Optional(Type.String({ maxLength: 200 })) }) } }, async (request) => {
    const lang = languageOf(request);
    const username = requireText(lang, 'username', request.body.username);
    const password = requireText(lang, 'password', request.body.password);
    const key = `editor-login-fail:${username}`;
    if ((await app.auth.limiter.count(key, LOGIN_LOCK.window)) >= LOGIN_LOCK.perAccount) {
      throw new ApiError(ApiCode.tooMany, message(lang, 'locked', { n: LOGIN_LOCK.window / 60 }));
    }
    const editor = await db.selectFrom('editor').selectAll().where('username', '=', username).executeTakeFirst();
    if (!editor || !(await verifyPassword(editor?.password_hash ?? (await decoyHash()), password))) {
      await app.auth.limiter.record(key);
      throw invalidField('password', message(lang, 'wrongCredentials'));
    }
    await app.auth.limiter.clear(key);
    return ok(await createEditorSession(db, editor.id));
  });

  app.post('/logout', async (request) => {
    const token = bearerToken(request);
    if (token) await revokeEditorSession(db, token);
    return ok(null);
  });

  await app.register(async (guarded: TypeboxApp) => {
    guarded.addHook('preHandler', guard);

    guarded.get('/:resource', { schema: { params: Type.Object({ resource: Type.String() }), querystring: Type.Composite([PageQuery, Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 50 })) })]) } }, async (request) => {
      const resource = find(request.params.resource);
      let base = db.selectFrom(resource.table as 'exhibitor');
      const { keyword } = request.query;
      if (keyword) base = base.where((eb) => eb.or(resource.search.map((c) => eb(sql.ref(c), 'ilike', containsPattern(keyword)))));
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const { limit, offset } = paging(request.query);
      const rows = await base.selectAll().orderBy(sql.ref(resource.key), resource.keyType === 'int' ? 'desc' : 'asc').limit(limit).offset(offset).execute();
      return ok({ rows, total: Number(total) });
    });

    guarded.get('/:resource/:key', { schema: { params: Type.Object({ resource: Type.String(), key: Type.String({ maxLength: 200 }) }) } }, async (request) => {
      const resource = find(request.params.resource);
      const row = await db.selectFrom(resource.table as 'exhibitor').selectAll().where(sql.ref(resource.key), '=', keyOf(resource, request.params.key)).executeTakeFirst();
      if (!row) throw notFound('Record');
      return ok(row);
    });

    guarded.post('/:resource', { schema: { params: Type.Object({ resource: Type.String() }), body: Type.Record(Type.String(), Type.Unknown()) } }, async (request) => {
      const resource = find(request.params.resource);
      const values = recordValues(languageOf(request), resource, request.body, 'create');
      const saved = await change(request.editor!, resource, 'create', values, (trx) =>
        trx.insertInto(resource.table as 'exhibitor').values(values as never).returning(sql.ref(resource.key).as('key')).executeTakeFirstOrThrow(),
      );
      return ok({ key: saved.key });
    });

    guarded.put('/:resource/:key', { schema: { params: Type.Object({ resource: Type.String(), key: Type.String({ maxLength: 200 }) }), body: Type.Record(Type.String(), Type.Unknown()) } }, async (request) => {
      const resource = find(request.params.resource);
      const values = recordValues(languageOf(request), resource, request.body, 'update', request.params.key);
      const key = keyOf(resource, request.params.key);
      const saved = await change(request.editor!, resource, 'update', values, (trx) =>
        trx.updateTable(resource.table as 'exhibitor').set({ ...values, ...(resource.touch ? { updated_at: new Date() } : {}) } as never)
          .where(sql.ref(resource.key), '=', key).returning(sql.ref(resource.key).as('key')).executeTakeFirst(),
        String(key),
      );
      if (!saved) throw notFound('Record');
      return ok({ key: saved.key });
    });

    guarded.delete('/:resource/:key', { schema: { params: Type.Object({ resource: Type.String(), key: Type.String({ maxLength: 200 }) }) } }, async (request) => {
      const resource = find(request.params.resource);
      const key = keyOf(resource, request.params.key);
      const deleted = await change(request.editor!, resource, 'delete', {}, (trx) =>
        trx.deleteFrom(resource.table as 'exhibitor').where(sql.ref(resource.key), '=', key).returning(sql.ref(resource.key).as('key')).executeTakeFirst(),
        String(key),
      );
      if (!deleted) throw notFound('Record');
      return ok(null);
    });
  }, { prefix: '/content' });

  await app.register(async (guarded: TypeboxApp) => {
    guarded.addHook('preHandler', guard);

    guarded.get('/me', async (request) => ok(request.editor));
    guarded.get('/resources', async () => ok(RESOURCES.map(({ name, key, fields }) => ({ name, key, fields }))));

    guarded.get('/demands', { schema: { querystring: Type.Object({ status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')], { default: 'pending' }) }) } }, async (request) =>
      ok(await listDemands(db, request.query.status)),
    );

    guarded.post('/demands/:id/review', { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }), body: Type.Object({ approve: Type.Boolean(), reason: Type.Optional(Type.String({ maxLength: REJECT_REASON_MAX })) }) } }, async (request) => {
      const { approve, reason } = request.body;
      if (!approve && !reason?.trim()) throw invalidField('reason', message(languageOf(request), 'noBlank'));
      const editor = request.editor!;
      const outcome = await reviewDemand(db, request.params.id, approve ? { approve } : { approve, reason: reason ?? '' }, editor.username);
      if (!outcome) throw notFound('Demand');
      await audit(editor, approve ? 'approve' : 'reject', 'demands', String(request.params.id), approve ? {} : { reason });
      return ok(outcome);
    });

    guarded.post('/rebuild', async (request) => {
      const answer = await requestRebuild(db, `requested by ${request.editor!.username}`);
      await audit(request.editor!, 'rebuild', 'site', null, {});
      return ok(answer);
    });

    guarded.get('/builds', async () => ok(await buildHistory(db)));

    guarded.get('/audit', { schema: { querystring: PageQuery } }, async (request) => {
      const { limit, offset } = paging(request.query);
      const rows = await db.selectFrom('editor_audit').selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
      const { total } = await db.selectFrom('editor_audit').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return ok({ rows: rows.map((r) => ({ id: r.id, editor: r.editor, action: r.action, resource: r.resource, key: r.record_key, changes: r.changes, time: r.created_at.toISOString() })), total: Number(total) });
    });
  });

  function find(name: string): Resource {
    const resource = resourceNamed(name);
    if (!resource) throw notFound('Resource');
    return resource;
  }

  /** One content change: the write, the audit entry and the content version, in one transaction. */
  async function change<T>(editor: Editor, resource: Resource, action: 'create' | 'update' | 'delete', values: Record<string, unknown>, write: (trx: typeof db) => Promise<T>, key?: string): Promise<T> {
    try {
      return await db.transaction().execute(async (trx) => {
        const before = key === undefined ? {} : await touchedRecords(trx, resource.name, key);
        const result = await write(trx as typeof db);
        if (result) {
          const recordKey = key ?? String((result as { key?: unknown }).key ?? '');
          const after = action === 'delete' ? {} : await touchedRecords(trx, resource.name, recordKey);
          await trx.insertInto('editor_audit').values({ editor_id: editor.id, editor: editor.username, action, resource: resource.name, record_key: recordKey, changes: JSON.stringify(values) }).execute();
          await bumpContentVersion(trx as typeof db, mergeTouched(before, after));
        }
        return result;
      });
    } catch (error) {
      throw constraintError(error) ?? error;
    }
  }

  async function audit(editor: Editor, action: 'approve' | 'reject' | 'rebuild', resource: string, key: string | null, changes: Record<string, unknown>) {
    await db.insertInto('editor_audit').values({ editor_id: editor.id, editor: editor.username, action, resource, record_key: key, changes: JSON.stringify(changes) }).execute();
  }
};

function keyOf(resource: Resource, raw: string): string | number {
  if (resource.keyType === 'text') return raw;
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw badRequest('key must be a positive whole number');
  return id;
}

/** Database rule violations (a missing referenced record, a record with no name) as a 400. */
function constraintError(error: unknown): ApiError | null {
  const code = (error as { code?: string }).code;
  const detail = (error as { constraint?: string; detail?: string }).constraint ?? '';
  if (code === '23503') return new ApiError(ApiCode.badRequest, `A referenced record does not exist (${detail})`);
  if (code === '23505') return new ApiError(ApiCode.badRequest, `A record with this key already exists (${detail})`);
  if (code === '23514') return new ApiError(ApiCode.badRequest, `The record breaks a rule: a name or title is needed in at least one language (${detail})`);
  if (code === '23502') return new ApiError(ApiCode.badRequest, `A required value is missing (${detail})`);
  return null;
}

