import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { ApiCode, INT_MAX, messageText, Envelope, Page, SessionToken, EditorRecord, RecordKey, EditorAccount, ResourceSpec, PictureUpload, AuditEntry, type Language, type MessageKey } from '@expo/contract';
import { bumpContentVersion } from '../../db/content-version';
import { ApiError, invalidField, notFound, ok } from '../../lib/envelope';
import { bearerToken } from '../../lib/bearer-token';
import { signInStaff } from '../auth/staff-sign-in';
import { UsernamePasswordBody, usernameAndPassword } from '../auth/validate';
import { containsPattern, mediaUrl, paging, PageQuery } from '../content/query';
import { ImageRejected, storePicture } from '../media/store';
import { imageRefused, UPLOAD_LIMITS } from '../media/uploads';
import { createEditorSession, revokeEditorSession, type Editor } from '../console/session';
import { UPLOAD_BODY_LIMIT } from '../console/files';
import { readColumns, RESOURCES, resourceNamed, type Resource } from '../console/resources';
import { mergeTouched, touchedRecords } from '../console/touched-records';
import { recordValues } from '../console/values';

type TypeboxApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** The editor's sign-in and sign-out (outside the console's guard; mounted by server/src/console-routes.ts). */
export const editorSignInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.post('/login', { config: { errors: [429] }, schema: { summary: 'Sign in as an editor', response: { 200: Envelope(SessionToken) }, body: UsernamePasswordBody } }, async (request) => {
    const lang = request.lang;
    const { username, password } = usernameAndPassword(lang, request.body);
    const editor = await signInStaff(app.auth.limiter, { lockName: username, password, ip: request.ip, lang }, () =>
      db.selectFrom('editor').selectAll().where('username', '=', username).executeTakeFirst());
    return ok(await createEditorSession(db, editor.id));
  });

  app.post('/logout', { schema: { summary: 'Sign out (the editor token is revoked)', response: { 200: Envelope(Type.Null()) } } }, async (request) => {
    const token = bearerToken(request);
    if (token) await revokeEditorSession(db, token);
    return ok(null);
  });
};

/**
 * The editor's console routes (behind the console's guard, which sets request.editor): content of
 * every kind, who is signed in, the resources, pictures, the audit log.
 */
export const editorConsoleRoutes: FastifyPluginAsyncTypebox = async (guarded) => {
  const db = guarded.engine.db;
  await guarded.register(contentRoutes, { prefix: '/content' });
  await guarded.register(consoleRoutes);

  /** The records of every resource: list, read, create, update, delete. */
  async function contentRoutes(content: TypeboxApp) {
    const ResourceParams = Type.Object({ resource: Type.String() });
    const RecordParams = Type.Object({ resource: Type.String(), key: Type.String({ maxLength: 300 }) });
    const RecordBody = Type.Record(Type.String(), Type.Unknown());

    content.get('/:resource', { schema: { summary: 'Records of a resource, by keyword, paged', response: { 200: Envelope(Page(EditorRecord)) }, params: ResourceParams, querystring: Type.Composite([PageQuery, Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 50 })) })]) } }, async (request) => {
      const resource = find(request.params.resource);
      let base = scoped(resource, db.selectFrom(resource.table as 'exhibitor'));
      const { keyword } = request.query;
      if (keyword) base = base.where((eb) => eb.or(resource.search.map((c) => eb(sql.ref(c), 'ilike', containsPattern(keyword)))));
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const { limit, offset } = paging(request.query);
      let ordered = base.select(columnsOf(resource));
      for (const column of resource.key) ordered = ordered.orderBy(sql.ref(column), resource.keyType === 'int' ? 'desc' : 'asc');
      const rows = await ordered.limit(limit).offset(offset).execute();
      return ok({ rows, total: Number(total) });
    });

    content.get('/:resource/:key', { schema: { summary: 'One record', response: { 200: Envelope(EditorRecord) }, params: RecordParams } }, async (request) => {
      const resource = find(request.params.resource);
      const row = await whereKey(resource, db.selectFrom(resource.table as 'exhibitor').select(columnsOf(resource)), request.params.key).executeTakeFirst();
      if (!row) throw notFound('Record');
      return ok(row);
    });

    content.post('/:resource', { bodyLimit: UPLOAD_BODY_LIMIT, schema: { summary: 'Create a record', response: { 200: Envelope(RecordKey) }, params: ResourceParams, body: RecordBody } }, async (request) => {
      const lang = request.lang;
      const resource = find(request.params.resource);
      if (resource.fixed) throw new ApiError(ApiCode.badRequest, messageText(lang, 'fixedSet'));
      const record = await recordValues(lang, resource, request.body, 'create');
      const saved = await change(lang, request.editor!, resource, 'create', record.audit, (trx) =>
        trx.insertInto(resource.table as 'exhibitor').values(record.values as never).returning(resource.key as never).executeTakeFirstOrThrow(),
      );
      return ok({ key: keyString(resource, saved!) });
    });

    content.put('/:resource/:key', { bodyLimit: UPLOAD_BODY_LIMIT, schema: { summary: 'Update the fields given', response: { 200: Envelope(RecordKey) }, params: RecordParams, body: RecordBody } }, async (request) => {
      const lang = request.lang;
      const resource = find(request.params.resource);
      const record = await recordValues(lang, resource, request.body, 'update', request.params.key);
      if (Object.keys(record.values).length === 0) throw new ApiError(ApiCode.badRequest, messageText(lang, 'nothingToChange'));
      const saved = await change(lang, request.editor!, resource, 'update', record.audit, (trx) =>
        whereKey(resource, trx.updateTable(resource.table as 'exhibitor').set({ ...record.values, ...(resource.touch ? { updated_at: new Date() } : {}) } as never), request.params.key)
          .returning(resource.key as never).executeTakeFirst(),
        request.params.key,
      );
      if (!saved) throw notFound('Record');
      return ok({ key: keyString(resource, saved) });
    });

    content.delete('/:resource/:key', { schema: { summary: 'Delete a record', response: { 200: Envelope(Type.Null()) }, params: RecordParams } }, async (request) => {
      const lang = request.lang;
      const resource = find(request.params.resource);
      if (resource.fixed) throw new ApiError(ApiCode.badRequest, messageText(lang, 'fixedSet'));
      const deleted = await change(lang, request.editor!, resource, 'delete', {}, (trx) =>
        whereKey(resource, trx.deleteFrom(resource.table as 'exhibitor'), request.params.key).returning(resource.key as never).executeTakeFirst(),
        request.params.key,
      );
      if (!deleted) throw notFound('Record');
      return ok(null);
    });
  }

  /** What the console needs besides records: who is signed in, the resources, pictures, the audit log. */
  async function consoleRoutes(guarded: TypeboxApp) {
    guarded.get('/me', { schema: { summary: 'The signed-in editor', response: { 200: Envelope(EditorAccount) } } }, async (request) => ok(request.editor!));
    guarded.get('/resources', { schema: { summary: 'The editable resources and their fields (the console builds its forms from them)', response: { 200: Envelope(Type.Array(ResourceSpec)) } } }, async () =>
      ok(RESOURCES.map(({ name, key, keyType, keyGiven, fields, fixed }) => ({ name, key, keyGiven: Boolean(keyGiven || keyType === 'text'), fields, fixed: Boolean(fixed) }))),
    );

    guarded.post('/media', { bodyLimit: UPLOAD_BODY_LIMIT, schema: { summary: 'Upload a picture (base64)', response: { 200: Envelope(PictureUpload) }, body: Type.Object({ data: Type.String({ maxLength: UPLOAD_BODY_LIMIT }) }) } }, async (request) => {
      const lang = request.lang;
      const bytes = Buffer.from(request.body.data, 'base64');
      if (bytes.length > PICTURE_MAX_BYTES) throw invalidField('data', messageText(lang, 'imageTooLarge', { n: PICTURE_MAX_BYTES / 1024 / 1024 }));
      try {
        const id = await storePicture(db, bytes);
        return ok({ id, url: mediaUrl(id) as string });
      } catch (error) {
        if (error instanceof ImageRejected) throw imageRefused(lang, 'data', error.reason);
        throw error;
      }
    });

    guarded.get('/audit', { schema: { summary: 'Who changed what and when', response: { 200: Envelope(Page(AuditEntry)) }, querystring: PageQuery } }, async (request) => {
      const { limit, offset } = paging(request.query);
      const rows = await db.selectFrom('editor_audit').selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
      const { total } = await db.selectFrom('editor_audit').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return ok({ rows: rows.map((r) => ({ id: r.id, editor: r.editor, action: r.action, resource: r.resource, key: r.record_key, changes: r.changes, time: r.created_at.toISOString() })), total: Number(total) });
    });
  }

  function find(name: string): Resource {
    const resource = resourceNamed(name);
    if (!resource) throw notFound('Resource');
    return resource;
  }

  /** One content change: the write, the audit entry and the content version, in one transaction. */
  async function change<T extends Record<string, unknown>>(lang: Language, editor: Editor, resource: Resource, action: 'create' | 'update' | 'delete', changes: Record<string, unknown>, write: (trx: typeof db) => Promise<T | undefined>, key?: string): Promise<T | undefined> {
    // The key is checked before anything reads by it (the records it touches, then the write).
    if (key !== undefined) keyValues(resource, key);
    try {
      return await db.transaction().execute(async (trx) => {
        const before = key === undefined ? {} : await touchedRecords(trx, resource.name, key);
        const result = await write(trx as typeof db);
        if (result) {
          const recordKey = keyString(resource, result);
          const after = action === 'delete' ? {} : await touchedRecords(trx, resource.name, recordKey);
          await trx.insertInto('editor_audit').values({ editor_id: editor.id, editor: editor.username, action, resource: resource.name, record_key: recordKey, changes: JSON.stringify(changes) }).execute();
          if (!resource.private) await bumpContentVersion(trx as typeof db, mergeTouched(before, after));
        }
        return result;
      });
    } catch (error) {
      throw constraintError(lang, action, error) ?? error;
    }
  }
};

const PICTURE_MAX_BYTES = UPLOAD_LIMITS.pictureBytes;

/** A record's key in URLs: its key columns' values, joined by ':' (dictionary entries are type:value). */
function keyString(resource: Resource, row: Record<string, unknown>): string {
  return resource.key.map((column) => String(row[column])).join(':');
}

function keyValues(resource: Resource, raw: string): (string | number)[] {
  const parts = resource.key.length === 1 ? [raw] : raw.split(':');
  if (parts.length !== resource.key.length) throw notFound('Record');
  if (resource.keyType === 'text') return parts;
  const id = Number(raw);
  if (!/^[1-9][0-9]*$/.test(raw) || id > INT_MAX) throw new ApiError(ApiCode.badRequest, 'key must be a positive whole number', 'key');
  return [id];
}

type Filterable<Q> = { where: (...args: never[]) => Q };

/** The records a resource covers (activities: the show's own; exhibitor activities: exhibitors'). */
function scoped<Q extends Filterable<Q>>(resource: Resource, query: Q): Q {
  if (!resource.scope) return query;
  const where = query.where as unknown as (column: unknown, op: string, value: null) => Q;
  return where.call(query, sql.ref(resource.scope.column), resource.scope.is === 'null' ? 'is' : 'is not', null);
}

function whereKey<Q extends Filterable<Q>>(resource: Resource, query: Q, raw: string): Q {
  const values = keyValues(resource, raw);
  let filtered = scoped(resource, query);
  resource.key.forEach((column, i) => {
    const where = filtered.where as unknown as (column: unknown, op: string, value: unknown) => Q;
    filtered = where.call(filtered, sql.ref(column), '=', values[i]);
  });
  return filtered;
}

function columnsOf(resource: Resource) {
  return readColumns(resource).map((column) => sql.ref(column).as(column)) as never;
}

/**
 * Database rule violations (a missing referenced record, a key taken, a record with no name) as a
 * 400 in the editor's language, naming the field when the database names the column.
 */
function constraintError(lang: Language, action: 'create' | 'update' | 'delete', error: unknown): ApiError | null {
  const { code, column, detail } = error as { code?: string; column?: string; detail?: string };
  const field = column ?? detail?.match(/^Key \((\w+)\)=/)?.[1];
  const fail = (key: MessageKey) => (field && action !== 'delete' ? invalidField(field, messageText(lang, key)) : new ApiError(ApiCode.badRequest, messageText(lang, key)));
  if (code === '23503') return fail(action === 'delete' ? 'inUse' : 'refMissing');
  if (code === '23505') return fail('keyTaken');
  if (code === '23514') return fail('nameNeeded');
  if (code === '23502') return fail('valueMissing');
  return null;
}
