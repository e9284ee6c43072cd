import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openEngine, type Engine } from '../src/db/engine';
import { databaseCopy } from './database-templates';

export interface TestApp {
  app: FastifyInstance;
  engine: Engine;
  databaseUrl: string | undefined;
  /** GET an API path (with `/api` prefix) and return the status and parsed envelope. */
  get<T = any>(url: string, headers?: Record<string, string>): Promise<{ status: number; body: { code: number; msg: string; data: T } }>;
  request(options: InjectOptions): Promise<{ status: number; body: any; headers: Record<string, unknown>; raw: Buffer }>;
  close(): Promise<void>;
}

/**
 * A fresh, seeded app per test file: in-memory PGlite by default; with DATABASE_URL, a new
 * database on that PostgreSQL server, dropped afterwards. Both are copies of the run's prepared
 * database (database-templates.ts).
 */
export interface TestAppOptions {
  seed?: boolean;
  adminSecret?: string;
  env?: Record<string, string>;
  /** A second API instance on the database of this one (as several processes behind a balancer). */
  sameDatabaseAs?: TestApp;
  /** The app's clock (see AppOptions.now): a test that moves time passes its own. */
  now?: () => Date;
}

export async function buildTestApp({ seed = true, adminSecret, env = {}, sameDatabaseAs, now }: TestAppOptions = {}): Promise<TestApp> {
  const copy = sameDatabaseAs ? undefined : await databaseCopy(process.env.DATABASE_URL, 'expo_test', { seed });
  const databaseUrl = sameDatabaseAs?.databaseUrl ?? copy?.url;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', DATABASE_URL: databaseUrl, ...env });
  // PGlite in memory cannot be opened twice: a second instance shares the engine, not the app;
  // on PostgreSQL it opens its own connections to the same database.
  const own = sameDatabaseAs && databaseUrl ? await openEngine({ databaseUrl, dataDir: 'memory://' }) : undefined;
  const engine = copy?.engine ?? own ?? sameDatabaseAs!.engine;
  const app = await buildApp({ config, engine, adminSecret, now });
  await app.ready();

  const request: TestApp['request'] = async (options) => {
    const res = await app.inject(options);
    const isJson = String(res.headers['content-type'] ?? '').includes('json');
    return { status: res.statusCode, body: isJson ? res.json() : res.body, headers: res.headers, raw: res.rawPayload };
  };
  return {
    app,
    engine,
    databaseUrl,
    request,
    async get(url, headers) {
      const res = await request({ method: 'GET', url, headers });
      return { status: res.status, body: res.body };
    },
    async close() {
      await app.close();
      await own?.close();
      await copy?.close();
    },
  };
}


export const EN = { lang: 'en_US' };
export const ZH = { lang: 'zh_CN' };
/** Any CJK character. */
export const CJK = /[\u3400-\u9fff]/;
