import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEngine, type Engine } from '../src/db/engine';
import { migrate } from '../src/db/migrate';
import { seedContent } from '../src/seed';
import { adminQuery, createScratchDatabase } from './scratch-database';

/**
 * Each API test file starts from a database migrated (and seeded with the small demo) once per run
 * by jest's global set-up, then copied: on PGlite, its data directory dumped to a file and loaded
 * into a new in-memory engine (no initdb, no migrations, no seed: about 1.5 s instead of 7 s); on
 * PostgreSQL, `CREATE DATABASE … TEMPLATE`. The templates' places travel to the test files in
 * TEMPLATES_ENV (jest starts them after the global set-up, with its environment).
 */
const TEMPLATES_ENV = 'EXPO_TEST_DATABASE_TEMPLATES';

type Kind = 'seeded' | 'migrated';

interface Templates {
  /** PGlite: the dumped data directories' files. */
  pglite?: Record<Kind, string>;
  /** PostgreSQL: the server's URL and the template databases' names. */
  postgres?: { serverUrl: string } & Record<Kind, string>;
  /** Where the PGlite dumps are (removed at the end). */
  dir?: string;
}

async function prepared(engine: Engine, kind: Kind): Promise<void> {
  await migrate(engine.db);
  if (kind === 'seeded') await seedContent(engine.db, 'small');
}

/** jest's globalSetup: makes the templates of the engine this run tests on. */
export async function prepareTemplates(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const templates: Templates = {};
  if (serverUrl) {
    const names = {} as Record<Kind, string>;
    for (const kind of ['seeded', 'migrated'] as const) {
      const template = await createScratchDatabase(serverUrl, `expo_template_${kind}`);
      names[kind] = template.name;
      const engine = await openEngine({ databaseUrl: template.url, dataDir: 'memory://' });
      await prepared(engine, kind).finally(() => engine.close());
    }
    templates.postgres = { serverUrl, ...names };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'expo-test-templates-'));
    templates.dir = dir;
    const files = { migrated: path.join(dir, 'migrated.tar'), seeded: path.join(dir, 'seeded.tar') };
    const engine = await openEngine({ dataDir: 'memory://' });
    const dump = async (file: string) => writeFileSync(file, Buffer.from(await (await engine.dumpDataDir!()).arrayBuffer()));
    try {
      await migrate(engine.db);
      await dump(files.migrated);
      await seedContent(engine.db, 'small');
      await dump(files.seeded);
    } finally {
      await engine.close();
    }
    templates.pglite = files;
  }
  process.env[TEMPLATES_ENV] = JSON.stringify(templates);
}

/** jest's globalTeardown. */
export async function removeTemplates(): Promise<void> {
  const templates = readTemplates();
  if (templates?.dir) rmSync(templates.dir, { recursive: true, force: true });
  if (templates?.postgres) {
    for (const name of [templates.postgres.seeded, templates.postgres.migrated]) await adminQuery(templates.postgres.serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

export interface DatabaseCopy {
  engine: Engine;
  /** The copy's URL on PostgreSQL (for other processes and app instances); undefined on PGlite. */
  url: string | undefined;
  /** Closes the engine and drops the copy. */
  close(): Promise<void>;
}

/**
 * A new database for a test: on the PostgreSQL server at `serverUrl` (a scratch database named
 * after `prefix`) or, without one, an in-memory PGlite; migrated, and seeded when `seed`. From the
 * run's templates when there are some (a test file run outside jest's set-up makes its own).
 */
export async function databaseCopy(serverUrl: string | undefined, prefix: string, { seed }: { seed: boolean }): Promise<DatabaseCopy> {
  const kind: Kind = seed ? 'seeded' : 'migrated';
  const templates = readTemplates();
  if (serverUrl) {
    const template = templates?.postgres?.serverUrl === serverUrl ? templates.postgres[kind] : undefined;
    const scratch = await createScratchDatabase(serverUrl, prefix, template);
    try {
      const engine = await openEngine({ databaseUrl: scratch.url, dataDir: 'memory://' });
      if (!template) await prepared(engine, kind).catch(async (error: unknown) => {
        await engine.close();
        throw error;
      });
      return { engine, url: scratch.url, close: async () => { await engine.close(); await scratch.drop(); } };
    } catch (error) {
      await scratch.drop();
      throw error;
    }
  }
  const engine = await openPgliteCopy('memory://', kind, templates);
  return { engine, url: undefined, close: () => engine.close() };
}

/** A PGlite engine in `dataDir` (memory:// or a directory) loaded from the run's template, or made here when there is none. */
async function openPgliteCopy(dataDir: string, kind: Kind, templates: Templates | null): Promise<Engine> {
  const file = templates?.pglite?.[kind];
  const engine = await openEngine({ dataDir, initialData: file ? new Blob([readFileSync(file)]) : undefined });
  if (!file) await prepared(engine, kind).catch(async (error: unknown) => {
    await engine.close();
    throw error;
  });
  return engine;
}

export interface ProcessDatabase {
  /** The copy's URL on PostgreSQL; undefined on PGlite (the processes open DATA_DIR/pg). */
  url: string | undefined;
  /** The test's own connection; on PGlite only while no process holds the data directory. */
  open(): Promise<Engine>;
  /** Drops the copy on PostgreSQL (the caller removes its DATA_DIR). */
  drop(): Promise<void>;
}

/**
 * A database for processes a test starts (a server, a tool) to open themselves, as a server left it:
 * on PostgreSQL a copy on the server at `serverUrl`, otherwise the embedded data directory
 * `dataDir`/pg. Copied from the run's template like `databaseCopy`: on PGlite a new data directory
 * on disk costs about 8 s of CPU for its initdb and 2 s for the migrations, the template's files
 * about 3 s.
 */
export async function processDatabase(serverUrl: string | undefined, prefix: string, dataDir: string, { seed }: { seed: boolean }): Promise<ProcessDatabase> {
  if (serverUrl) {
    const copy = await databaseCopy(serverUrl, prefix, { seed });
    const url = copy.url!;
    return { url, open: () => openEngine({ databaseUrl: url, dataDir: 'memory://' }), drop: () => copy.close() };
  }
  const pgDir = path.join(dataDir, 'pg');
  await (await openPgliteCopy(pgDir, seed ? 'seeded' : 'migrated', readTemplates())).close();
  return { url: undefined, open: () => openEngine({ dataDir: pgDir }), drop: async () => undefined };
}

function readTemplates(): Templates | null {
  const text = process.env[TEMPLATES_ENV];
  return text ? (JSON.parse(text) as Templates) : null;
}
