import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../../test/helper';
import { SLOW_REQUEST_MS } from './request-log';

// The request log as deployed (LOG_LEVEL=info): failures and refusals are written, the public
// cache's answers are not; LOG_LEVEL=debug gives the full access log.

interface Line {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  err?: { message: string };
  responseTime?: number;
}
const ERROR = 50;
const WARN = 40;
const INFO = 30;
const DEBUG = 20;

let t: TestApp;
beforeAll(async () => (t = await buildTestApp()));
afterAll(() => t.close());

/** An app on the test database at this log level, with a route that fails and one that is slow. */
/** Each app's log lines, as written. */
const logs = new WeakMap<FastifyInstance, string[]>();

async function appAt(level: 'info' | 'debug'): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: level, DATA_DIR: 'memory://', DATABASE_URL: t.databaseUrl });
  const written: string[] = [];
  const app = await buildApp({ config, engine: t.engine, logStream: { write: (line) => written.push(line) } });
  logs.set(app, written);
  app.get('/test/fails', async () => {
    throw new Error('the database fell over');
  });
  app.get('/test/slow', async () => {
    await sleep(SLOW_REQUEST_MS + 50);
    return { ok: true };
  });
  await app.ready();
  return app;
}

/** The log lines `app` writes while `requests` run. */
async function logOf(app: FastifyInstance, requests: (app: FastifyInstance) => Promise<void>): Promise<Line[]> {
  const written = logs.get(app)!;
  const from = written.length;
  await requests(app);
  return written.slice(from).join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Line);
}

const completed = (lines: Line[]) => lines.filter((l) => l.msg === 'request completed');

/**
 * A line's level, or `usual` when it is at warn only for being slow: on a loaded machine any
 * request can pass SLOW_REQUEST_MS, and then warn is the right level (the slow request's own test).
 */
const levelUnlessSlow = (l: Line, usual: number) => (l.level === WARN && (l.responseTime ?? 0) >= SLOW_REQUEST_MS ? usual : l.level);

describe('at LOG_LEVEL=info', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await appAt('info')));
  afterAll(() => app.close());

  test('a public read, from the database, from the cache and revalidated (304), writes nothing', async () => {
    const url = '/api/common/exhibitor/1?log=info';
    const lines = await logOf(app, async () => {
      const first = await app.inject(url);
      expect(first.statusCode).toBe(200);
      const cached = await app.inject(url);
      expect(cached.statusCode).toBe(200);
      const revalidated = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(revalidated.statusCode).toBe(304);
    });
    // Nothing, unless a request was slow (then its warn line alone).
    expect(lines.filter((l) => levelUnlessSlow(l, DEBUG) !== DEBUG)).toEqual([]);
  });

  test('a server error is logged at error: its cause with the stack, and the request with its status', async () => {
    const lines = await logOf(app, async () => {
      expect((await app.inject('/test/fails')).statusCode).toBe(500);
    });
    const failure = lines.find((l) => l.msg === 'request failed');
    expect(failure).toMatchObject({ level: ERROR, err: { message: 'the database fell over' } });
    expect(completed(lines)).toEqual([
      expect.objectContaining({ level: ERROR, req: expect.objectContaining({ method: 'GET', url: '/test/fails' }), res: { statusCode: 500 } }),
    ]);
  });

  test('a refused request (4xx) is logged at info', async () => {
    const lines = await logOf(app, async () => {
      expect((await app.inject({ url: '/api/common/exhibitor/1', headers: { lang: 'fr_FR' } })).statusCode).toBe(400);
      expect((await app.inject('/api/no/such/call')).statusCode).toBe(404);
    });
    expect(completed(lines).map((l) => [levelUnlessSlow(l, INFO), l.res?.statusCode, l.req?.url])).toEqual([
      [INFO, 400, '/api/common/exhibitor/1'],
      [INFO, 404, '/api/no/such/call'],
    ]);
  });

  test(`a request slower than ${SLOW_REQUEST_MS} ms is logged at warn, with its time`, async () => {
    const lines = await logOf(app, async () => {
      expect((await app.inject('/test/slow')).statusCode).toBe(200);
    });
    const [line] = completed(lines);
    expect(line).toMatchObject({ level: WARN, res: { statusCode: 200 } });
    expect(line!.responseTime).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
  });
});

test('LOG_LEVEL=debug logs every request (the access log), a cached read too', async () => {
  const app = await appAt('debug');
  try {
    const url = '/api/common/exhibitor/1?log=debug';
    const lines = await logOf(app, async () => {
      await app.inject(url);
      await app.inject(url);
    });
    expect(completed(lines).map((l) => [levelUnlessSlow(l, DEBUG), l.res?.statusCode, l.req?.url])).toEqual([
      [DEBUG, 200, url],
      [DEBUG, 200, url],
    ]);
  } finally {
    await app.close();
  }
});
