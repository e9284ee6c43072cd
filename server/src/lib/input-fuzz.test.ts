import { gunzipSync, inflateSync, brotliDecompressSync } from 'node:zlib';
import fc from 'fast-check';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../../test/helper';
import { registerByMobile, signInEditor, TEST_ENV } from '../../test/accounts';
import { messageText } from '@expo/contract';
import { JSON_DEPTH_MAX } from './json-body';

// A property-based fuzz of every route in the OpenAPI document (fast-check): parameters, query
// and body generated from each route's own schema, mixed with hostile values (Infinity, NaN, -1,
// 2^63, huge strings, NUL characters, bodies nested thousands of levels deep, wrong types, garbage
// headers, broken multipart). Whatever comes in, no answer is a 500 and every answer under /api is
// the envelope { code, msg, data } (files only when they are the answer). Bounded: a sweep of the hostile classes once found (see
// sweepOf) and RUNS_PER_ROUTE drawn requests a route, a few thousand in all. FUZZ_SEED=<n> replays
// a run (a failure prints its seed).

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const ADMIN_SECRET = 'fuzz-test-secret-'.padEnd(64, 'x');

interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; required?: boolean; schema: Schema }[];
  body?: Schema;
  multipart: boolean;
  file: boolean;
}
type Schema = Record<string, any>;
interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

// ---- hostile values --------------------------------------------------------------------------

const HOSTILE_TEXT = [
  'Infinity', '-Infinity', 'NaN', '-1', '0', '1.5', '1e400', '-1e400', '2147483648', '9223372036854775808', '99999999999999999999',
  '0x1f', '', ' ', 'null', 'true', '[]', '{}', 'a\u0000b', '\u0000', 'x'.repeat(5000), '../../etc/passwd', '<script>alert(1)</script>',
  "' OR 1=1 --", '%', '😀'.repeat(30), '\u202e', 'ﬀ',
];
/** Path segments put in the URL as they are (not encoded): malformed escapes, traversal, a long one. */
const RAW_SEGMENTS = ['%', '%E0%A4%A', '%00', '..', '%2e%2e', 'a'.repeat(300), '%ZZ', ';', '%C0%AF'];
/** JSON nested `levels` deep: arrays, or objects under one key. */
const nestedArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const nestedObjects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
/** Deep enough to overflow a recursive walk of the parsed body (5,000 levels did, before JSON_DEPTH_MAX). */
const DEEP = [nestedArrays(5000), nestedObjects(5000), nestedArrays(100_000), `[${'{"a":['.repeat(3000)}${']}'.repeat(3000)}]`];
const HOSTILE_JSON_TEXT = [...DEEP, '1e400', '-1e400', '9223372036854775808', '1e308', '-0', '1.5', '"\\u0000"', `"${'x'.repeat(20000)}"`, '[]', '{}', 'null', 'true', '"Infinity"', '[[[[[[[[[[1]]]]]]]]]]'];
const RAW_BODIES = ['{', 'null', '[]', '"x"', '1e400', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', nestedArrays(3000), ...DEEP, '\u0000', '{"a":"\\ud800"}', 'x'.repeat(2_000_000)];
const CONTENT_TYPES = ['text/plain', 'application/json; charset=utf-16', 'multipart/form-data', 'multipart/form-data; boundary=', 'application/x-www-form-urlencoded', 'application/octet-stream', 'application/json;;;', 'image/png', ''];

const hostileText = fc.constantFrom(...HOSTILE_TEXT);

// ---- values from a route's schema -------------------------------------------------------------

function arbitraryOf(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 1 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s: Schema) => arbitraryOf(s, depth + 1)));
  if (schema.allOf) return objectOf(mergeObjects(schema.allOf), depth);
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'object':
      return objectOf(schema, depth);
    case 'array':
      return fc.array(arbitraryOf(schema.items, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 500));
      return fc.string({ unit: 'grapheme', minLength: Math.min(schema.minLength ?? 0, 20), maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, Number.MIN_SAFE_INTEGER), max: Math.min(schema.maximum ?? 1000, Number.MAX_SAFE_INTEGER) });
    case 'number':
      return fc.double({ min: Math.max(schema.minimum ?? -1e6, -1e6), max: Math.min(schema.maximum ?? 1e6, 1e6), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function mergeObjects(parts: Schema[]): Schema {
  const merged: Schema = { type: 'object', properties: {}, required: [] };
  for (const part of parts) {
    Object.assign(merged.properties, part.properties ?? {});
    merged.required.push(...(part.required ?? []));
    if (part.patternProperties) merged.patternProperties = part.patternProperties;
    if (part.additionalProperties) merged.additionalProperties = part.additionalProperties;
  }
  return merged;
}

function objectOf(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties: Record<string, Schema> = schema.properties ?? {};
  const known = fc.record(
    Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, arbitraryOf(s, depth + 1)])),
    { requiredKeys: (schema.required ?? []).filter((name: string) => name in properties) },
  );
  const extraSchema = schema.additionalProperties && typeof schema.additionalProperties === 'object' ? schema.additionalProperties : Object.values(schema.patternProperties ?? {})[0];
  if (!extraSchema) return known;
  const extra = fc.dictionary(fc.string({ maxLength: 20 }), arbitraryOf(extraSchema as Schema, depth + 1), { maxKeys: 4 });
  return fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...a }));
}

/** A parameter's text: a value its schema allows (as text) or a hostile one. */
function parameterText(schema: Schema): fc.Arbitrary<string> {
  return fc.oneof({ weight: 3, arbitrary: arbitraryOf(schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '')) }, { weight: 2, arbitrary: hostileText });
}

/** A JSON body: the schema's shape, one field of it made hostile, the wrong shape, or text that is not JSON at all. */
function bodyText(schema: Schema | undefined): fc.Arbitrary<string> {
  const valid = arbitraryOf(schema);
  const keys = Object.keys(schema?.properties ?? mergeObjects(schema?.allOf ?? []).properties ?? {});
  const hostileField = fc.tuple(valid, fc.constantFrom(...(keys.length ? keys : ['x'])), fc.constantFrom(...HOSTILE_JSON_TEXT)).map(([body, key, raw]) => {
    const object = body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as object), [key]: '__HOSTILE__' } : { [key]: '__HOSTILE__' };
    return JSON.stringify(object).replace('"__HOSTILE__"', raw);
  });
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 4, arbitrary: hostileField },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
  );
}

// ---- multipart bodies ------------------------------------------------------------------------

let tinyPng: Buffer;
const BOUNDARY = 'fuzzBoundary7MA4YWxk';
function form(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[], end = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  if (end) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;
function multipartBodies(): fc.Arbitrary<{ type: string; payload: Buffer }> {
  const file = (data: Buffer) => ({ name: 'file', filename: 'a.png', type: 'image/png', data });
  return fc.constantFrom(
    () => ({ type: multipartType, payload: form([file(tinyPng)]) }),
    () => ({ type: 'multipart/form-data', payload: form([file(tinyPng)]) }),
    () => ({ type: 'multipart/form-data; boundary=', payload: form([file(tinyPng)]) }),
    () => ({ type: 'multipart/form-data; boundary="unterminated', payload: Buffer.from('garbage') }),
    () => ({ type: multipartType, payload: form([file(tinyPng)], false) }),
    () => ({ type: multipartType, payload: form([file(tinyPng)]).subarray(0, 60) }),
    () => ({ type: multipartType, payload: Buffer.alloc(0) }),
    () => ({ type: multipartType, payload: form([...Array.from({ length: 8 }, (_, i) => ({ name: `f${i}`, data: 'v' })), file(tinyPng)]) }),
    () => ({ type: multipartType, payload: form([file(tinyPng), file(tinyPng)]) }),
    () => ({ type: multipartType, payload: form([file(Buffer.alloc(2 * 1024 * 1024 + 10, 7))]) }),
    () => ({ type: multipartType, payload: form([file(tinyPng.subarray(0, tinyPng.length - 20))]) }),
    () => ({ type: multipartType, payload: form([file(Buffer.from('not an image'))]) }),
    () => ({ type: multipartType, payload: form([{ name: '__proto__', data: 'x' }, file(tinyPng)]) }),
    () => ({ type: multipartType, payload: form([{ name: 'file', data: 'a field, not a file' }]) }),
    () => ({ type: multipartType, payload: form([{ ...file(tinyPng), filename: 'a\u0000.png' }]) }),
    () => ({ type: 'application/json', payload: Buffer.from('{"file":"x"}') }),
  ).map((make) => make());
}

// ---- requests --------------------------------------------------------------------------------

function requestOf(op: Operation, credentials: () => Record<string, Record<string, string>>): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const segment = (schema: Schema) => fc.oneof({ weight: 5, arbitrary: parameterText(schema).map((v) => encodeURIComponent(v)) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) });
  const path = fc.tuple(...pathParams.map((p) => segment(p.schema))).map((values) => pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i] ?? ''), op.path));
  const query = fc.tuple(
    ...queryParams.map((p) => fc.option(parameterText(p.schema).map((v) => `${p.name}=${encodeURIComponent(v)}`), { freq: p.required ? 8 : 2 })),
    fc.option(fc.constantFrom('&&', 'pageSize=1&pageSize=2', '%zz=1', 'a[b]=1', 'keyword=%', '=', 'x'.repeat(3000) + '=1'), { freq: 5 }),
  ).map((parts) => parts.filter((p) => p !== null).join('&'));
  const auth = fc.constantFrom('none', 'member', 'editor', 'admin', 'garbage');
  const headers = fc.record({
    lang: fc.option(fc.constantFrom('zh_CN', 'en_US', ' en_US ', 'fr_FR', '', 'x'.repeat(2000)), { freq: 2 }),
    version: fc.option(fc.constantFrom('1', '2', '', '1.0'), { freq: 4 }),
    'accept-encoding': fc.option(fc.constantFrom('gzip', 'br', 'deflate', 'identity;q=0', '*;q=0', 'gzip;q=abc'), { freq: 3 }),
    cookie: fc.option(fc.constantFrom('token=x', '=;;=', 'a=%ZZ'), { freq: 6 }),
  });
  const body: fc.Arbitrary<{ type?: string; payload?: string | Buffer }> = op.multipart
    ? fc.oneof({ weight: 6, arbitrary: multipartBodies() }, { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES).map((type) => ({ type, payload: 'x' })) })
    : op.body
      ? fc.oneof({ weight: 8, arbitrary: bodyText(op.body).map((payload) => ({ type: 'application/json', payload })) }, { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...CONTENT_TYPES), bodyText(op.body)).map(([type, payload]) => ({ type, payload })) })
      : fc.oneof({ weight: 5, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES.slice(0, 6)).map((payload) => ({ type: 'application/json', payload })) });
  return fc.record({ path, query, auth, headers, body }).map(({ path, query, auth, headers, body }) => {
    const sent: Record<string, string> = { ...credentials()[auth] };
    for (const [name, value] of Object.entries(headers)) if (value !== null) sent[name] = value;
    if (body.type !== undefined) sent['content-type'] = body.type;
    return { method: op.method, url: query ? `${path}?${query}` : path, headers: sent, payload: op.method === 'GET' || op.method === 'HEAD' ? undefined : body.payload };
  });
}

/**
 * Requests fast-check runs first on every route, whatever it draws after: each parameter and each
 * top-level body field in turn set to a value of the classes once found to answer 500 (a number
 * out of range or not finite, a NUL character), signed in as whoever the route is for.
 */
function sweepOf(op: Operation, credentials: Record<string, Record<string, string>>): FuzzRequest[] {
  const auth = credentialsFor(op, credentials);
  const path = (values: Record<string, string> = {}) => pathOf(op, values);
  const sweep: FuzzRequest[] = [];
  for (const param of op.parameters) {
    for (const value of ['Infinity', '-1e400', '9223372036854775808', '2147483648', 'a\u0000b']) {
      const url = param.in === 'path' ? path({ [param.name]: value }) : `${path()}?${param.name}=${encodeURIComponent(value)}`;
      sweep.push({ method: op.method, url, headers: { ...auth } });
    }
  }
  if (op.body) {
    const fields = Object.keys(op.body.properties ?? mergeObjects(op.body.allOf ?? []).properties ?? {});
    for (const field of fields) {
      for (const value of ['1e400', '9223372036854775808', '2147483648', '"a\\u0000b"', nestedArrays(5000)]) {
        sweep.push({ method: op.method, url: path(), headers: { ...auth, 'content-type': 'application/json' }, payload: `{"${field}":${value}}` });
      }
    }
  }
  return sweep;
}

/** Signed in as whoever the route is for. */
function credentialsFor(op: Operation, credentials: Record<string, Record<string, string>>): Record<string, string> {
  return (op.path.startsWith('/api/editor') ? credentials.editor : op.path.startsWith('/api/admin') ? credentials.admin : credentials.member) ?? {};
}

/** The route's path with its parameters filled in ('1' where none is given). */
function pathOf(op: Operation, values: Record<string, string> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));
}

/** How many arrays and objects a value of this schema can nest, at most (a recursive schema counts as deep). */
function schemaDepth(schema: Schema | undefined, seen = 0): number {
  if (!schema || typeof schema !== 'object' || seen > 64) return seen > 64 ? Infinity : 0;
  const parts: Schema[] = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const inner = (s: Schema | undefined) => schemaDepth(s, seen + 1);
  const own = [schema.type].flat().some((t) => t === 'object' || t === 'array') || schema.properties || schema.items ? 1 : 0;
  const children = [
    ...Object.values((schema.properties ?? {}) as Record<string, Schema>),
    ...Object.values((schema.patternProperties ?? {}) as Record<string, Schema>),
    ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties as Schema] : []),
    ...[schema.items ?? []].flat(),
  ];
  return Math.max(0, ...parts.map((s) => schemaDepth(s, seen)), ...children.map((s) => own + inner(s))) || own;
}

// ---- the checks ------------------------------------------------------------------------------

function decoded(raw: Buffer, encoding: unknown): string {
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  if (encoding === 'deflate') return inflateSync(raw).toString();
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  return raw.toString();
}

/** Why an answer breaks the rules, or null when it keeps them. */
function problemOf(op: Operation, status: number, headers: Record<string, unknown>, raw: Buffer): string | null {
  if (status >= 500) return `status ${status}`;
  if (op.file && status === 200) return null;
  if (!String(headers['content-type'] ?? '').includes('application/json')) return `content-type ${String(headers['content-type'])} (status ${status})`;
  let body: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    body = JSON.parse(decoded(raw, headers['content-encoding']));
  } catch {
    return `not JSON (status ${status})`;
  }
  if (typeof body.code !== 'number' || typeof body.msg !== 'string' || !('data' in body)) return `not the envelope: ${JSON.stringify(body).slice(0, 200)}`;
  if (status !== (body.code === 700 ? 403 : body.code)) return `status ${status} with code ${body.code}`;
  if (body.code !== 200 && body.data !== null && typeof (body.data as { field?: unknown }).field !== 'string') return `error data ${JSON.stringify(body.data)}`;
  return null;
}

describe('fuzz of every API route (fast-check)', () => {
  let t: TestApp;
  let operations: Operation[];
  let credentials: Record<string, Record<string, string>>;
  let member: Awaited<ReturnType<typeof registerByMobile>>;

  beforeAll(async () => {
    t = await buildTestApp({ env: TEST_ENV, adminSecret: ADMIN_SECRET });
    tinyPng = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c84' } }).png().toBuffer();
    member = await registerByMobile(t);
    const editor = await signInEditor(t, 'fuzz-editor');
    credentials = { none: {}, member: member.auth, editor, admin: { 'x-admin-secret': ADMIN_SECRET }, garbage: { authorization: 'Bearer ' + 'g'.repeat(300), 'x-admin-secret': 'nope' } };
    const doc = (await t.get('/api/openapi.json')).body as unknown as { paths: Record<string, Record<string, Schema>> };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []).filter((p: { in: string }) => p.in !== 'header'),
        body: op.requestBody?.content?.['application/json']?.schema,
        multipart: Boolean(op.requestBody?.content?.['multipart/form-data']),
        file: Object.keys(op.responses?.['200']?.content ?? {}).some((type) => !type.includes('json')),
      })),
    );
  });
  afterAll(() => t.close());

  test('no answer is a 500, and every answer under /api is the envelope', async () => {
    expect(operations.length).toBeGreaterThan(80);
    const failures: string[] = [];
    let requests = 0;
    const started = Date.now();
    for (const op of operations) {
      // Calls that replace all content or break the site build are left out; the rest take anything.
      if (['/api/admin/seed', '/api/admin/test/build-outage'].includes(op.path)) continue;
      // Signing out would end the sessions the other calls use: those calls get no valid token.
      const keep = op.path.endsWith('/logout') ? () => ({ ...credentials, member: credentials.garbage!, editor: credentials.garbage! }) : () => credentials;
      const examples = sweepOf(op, keep()).map((request) => [request] as [FuzzRequest]);
      const details = await fc.check(
        fc.asyncProperty(requestOf(op, keep), async (request) => {
          requests += 1;
          const res = await t.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, payload: request.payload });
          const problem = problemOf(op, res.statusCode, res.headers, res.rawPayload);
          if (problem) throw new Error(`${problem}: ${res.body.slice(0, 300)}`);
        }),
        { numRuns: RUNS_PER_ROUTE + examples.length, examples, seed: SEED, endOnFailure: true },
      );
      if (details.failed) failures.push(`${op.method} ${op.path} (seed ${details.seed}): ${String(details.errorInstance)}\n  request: ${JSON.stringify(details.counterexample?.[0]).slice(0, 600)}`);
      // A member session the fuzz ended (a password change, say) is replaced.
      if ((await t.get('/api/auth/getInfo', member.auth)).status === 401) {
        member = await registerByMobile(t);
        credentials.member = member.auth;
      }
    }
    console.log(`fuzz: ${requests} requests over ${operations.length} routes in ${Date.now() - started} ms`);
    expect(failures).toEqual([]);
  }, 240_000);

  test(`a body nested deeper than ${JSON_DEPTH_MAX} levels answers the 400 envelope on every JSON route, in both languages`, async () => {
    // A deep body never reaches a handler, so every route is tried, those that replace content too.
    const jsonRoutes = operations.filter((op) => op.body);
    expect(jsonRoutes.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const op of jsonRoutes) {
      for (const [i, payload] of [...DEEP, nestedArrays(JSON_DEPTH_MAX + 1)].entries()) {
        const lang = i % 2 ? 'en' : 'zh';
        const res = await t.app.inject({ method: op.method as 'POST', url: pathOf(op), headers: { ...credentialsFor(op, credentials), 'content-type': 'application/json', lang: lang === 'en' ? 'en_US' : 'zh_CN' }, payload });
        const body = res.json() as { code: number; msg: string; data: unknown };
        const expected = { code: 400, msg: messageText(lang, 'jsonTooDeep', { n: JSON_DEPTH_MAX }), data: { field: 'body' } };
        if (res.statusCode !== 400 || JSON.stringify(body) !== JSON.stringify(expected)) wrong.push(`${op.method} ${op.path} (${payload.length} chars): ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  test(`the limit refuses no body a route accepts: every request schema nests fewer than ${JSON_DEPTH_MAX} levels, and ${JSON_DEPTH_MAX} levels pass the depth rule`, async () => {
    const deepest = Math.max(...operations.map((op) => schemaDepth(op.body)));
    console.log(`deepest request body schema: ${deepest} levels (limit ${JSON_DEPTH_MAX})`);
    expect(deepest).toBeLessThan(JSON_DEPTH_MAX);
    for (const payload of [nestedArrays(JSON_DEPTH_MAX), nestedObjects(JSON_DEPTH_MAX), `{"s":"${'[{'.repeat(100)}\\"${'['.repeat(100)}"}`]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json', lang: 'en_US' }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).not.toBe(messageText('en', 'jsonTooDeep', { n: JSON_DEPTH_MAX }));
    }
  });
});
