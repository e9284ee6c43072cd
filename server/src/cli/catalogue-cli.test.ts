import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messageText } from '@expo/contract';
import { loadConfig } from '../config';
import { openEngine } from '../db/engine';
import { startServer, type RunningServer } from '../server';
import { NODE_WITH_TSX } from '../../test/child-processes';
import { processDatabase } from '../../test/database-templates';

// `npm run catalogue` end to end (issue 32, item 4): the real tool as a child process, through a
// real server's local admin API on an embedded database seeded with the small demo, then on the
// same database with the server stopped (the catalogue module's functions, no server).

// Skipped until the catalogue module (server/src/modules/catalogue, helper A) is merged: its routes under /api/admin and its functions.
const describeWithModule = describe;

const SERVER_DIR = path.resolve(__dirname, '../..');
const ZIP_SIGNATURE = Buffer.from('PK\u0003\u0004', 'latin1');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function catalogue(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...NODE_WITH_TSX, path.join(__dirname, 'catalogue.ts'), ...args],
      { cwd: SERVER_DIR, env: { ...process.env, LOG_LEVEL: 'silent', ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** An exhibitors CSV (UTF-8, bilingual headings) whose only row has a bad e-mail address. */
const BAD_CSV = '展商编号 Exhibitor No.,中文名称 Chinese name,英文名称 English name,邮箱 E-mail\nCLI-BAD-1,命令行测试,CLI test,not-an-address\n';

describeWithModule('npm run catalogue', () => {
  let dataDir: string;
  let files: string;
  let env: Record<string, string>;
  let server: RunningServer | null = null;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-catalogue-cli-'));
    files = mkdtempSync(path.join(os.tmpdir(), 'expo-catalogue-files-'));
    // The seeded template, as the embedded database a server left in DATA_DIR/pg.
    await processDatabase(undefined, 'expo_catalogue_cli', dataDir, { seed: true });
    env = { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: '', SEED_WHEN_EMPTY: 'none', REBUILDS: 'off', SITE_DIR: '' };
    server = await startServer(loadConfig(env), () => undefined);
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(files, { recursive: true, force: true });
  });

  const file = (name: string) => path.join(files, name);

  async function count(table: 'exhibitor' | 'hall'): Promise<number> {
    const row = await server!.engine.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const exhibitorCount = () => count('exhibitor');
  const hallCount = () => count('hall');

  describe('through the running server', () => {
    // The halls' template: the other kinds' examples name records of the kinds before them (hall
    // H1, exhibitor E2024-0001, category C-BREAD) and pictures of a .zip, so alone they are refused.
    test('template → a dry run of its example row passes (exit 0) and writes nothing; the import applies it; again, nothing to change', async () => {
      const template = await catalogue(['template', 'halls', file('halls.xlsx')], env);
      expect(template).toMatchObject({ code: 0, stdout: expect.stringContaining('halls.xlsx') });
      expect(readFileSync(file('halls.xlsx')).subarray(0, 4)).toEqual(ZIP_SIGNATURE);
      const before = await hallCount();

      const dry = await catalogue(['import', file('halls.xlsx'), '--dry-run'], env);
      expect([dry.code, dry.stderr]).toEqual([0, '']);
      expect(dry.stdout).toMatch(/^halls\.xlsx: an \.xlsx workbook\n/);
      expect(dry.stdout).toMatch(/\n {2}Halls +1 +0 +0 +0\n/);
      expect(dry.stdout).toContain('Dry run: nothing was written. 1 row(s) would be created or updated');
      expect(await hallCount()).toBe(before);

      const applied = await catalogue(['import', file('halls.xlsx'), '--verbose'], env);
      expect([applied.code, applied.stderr]).toEqual([0, '']);
      expect(applied.stdout).toContain('Applied: 1 created, 0 updated, 0 unchanged.');
      expect(applied.stdout).toMatch(/row 2 \(H1\): created\n/);
      expect(await hallCount()).toBe(before + 1);

      const again = await catalogue(['import', file('halls.xlsx')], env);
      expect(again).toMatchObject({ code: 0, stdout: expect.stringContaining('Nothing to change') });
      expect(await hallCount()).toBe(before + 1);
    }, 120_000);

    test('a file with a refused row: exit 1, the row, the heading and the reason printed (in Chinese with --lang zh), nothing written', async () => {
      writeFileSync(file('bad.csv'), BAD_CSV);
      const before = await exhibitorCount();
      for (const dryRun of [['--dry-run'], []]) {
        const run = await catalogue(['import', file('bad.csv'), ...dryRun], env);
        expect(run.code).toBe(1);
        expect(run.stdout).toMatch(/^bad\.csv: CSV in UTF-8\n/);
        expect(run.stdout).toContain(`bad.csv row 2, E-mail: ${messageText('en', 'wrongEmail')}\n`);
        expect(run.stdout).toContain('1 row(s) refused: nothing was written.');
      }
      const zh = await catalogue(['import', file('bad.csv'), '--dry-run', '--lang', 'zh'], env);
      expect(zh.code).toBe(1);
      expect(zh.stdout).toContain(`bad.csv 第2行，邮箱：${messageText('zh', 'wrongEmail')}\n`);
      expect(await exhibitorCount()).toBe(before);
    }, 120_000);

    test('a file that is not a spreadsheet: exit 1 with the server\'s reason', async () => {
      writeFileSync(file('notes.csv'), Buffer.from([0x00, 0xff, 0x00, 0xfe, 0x01]));
      const run = await catalogue(['import', file('notes.csv'), '--dry-run'], env);
      expect(run).toEqual({ code: 1, stdout: '', stderr: `${messageText('en', 'catalogueNotSpreadsheet')}\n` });
    }, 60_000);

    test('export of one kind as CSV → a dry run of it: every row unchanged, exit 0', async () => {
      for (const kind of ['products', 'exhibitors']) {
        expect((await catalogue(['export', kind, file(`${kind}.csv`)], env)).code).toBe(0);
        expect(readFileSync(file(`${kind}.csv`)).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
        const run = await catalogue(['import', file(`${kind}.csv`), '--dry-run'], env);
        expect([run.code, run.stderr]).toEqual([0, '']);
        expect(run.stdout).toMatch(new RegExp(`^${kind}\\.csv: CSV in UTF-8 \\(with a BOM\\)\n`));
        expect(run.stdout).toMatch(/\n {2}all +0 +0 +[1-9]\d* +0\n/);
        expect(run.stdout).toContain('Nothing to change');
      }
    }, 180_000);

    test('export of every kind as .xlsx → a dry run of it: every row unchanged, exit 0', async () => {
      expect((await catalogue(['export', file('all.xlsx')], env)).code).toBe(0);
      const all = await catalogue(['import', file('all.xlsx'), '--dry-run'], env);
      expect([all.code, all.stderr]).toEqual([0, '']);
      expect(all.stdout).toMatch(/\n {2}all +0 +0 +[1-9]\d* +0\n/);
      expect(all.stdout).toContain('Nothing to change');
    }, 180_000);
  });

  describe('on the embedded database, no server running', () => {
    beforeAll(async () => {
      await server?.close();
      server = null;
    });

    test('the same tool, the same report: the catalogue module\'s functions on the database it opens, check and apply', async () => {
      const bad = await catalogue(['import', file('bad.csv'), '--dry-run'], env);
      expect(bad.code).toBe(1);
      expect(bad.stdout).toContain(`bad.csv row 2, E-mail: ${messageText('en', 'wrongEmail')}\n`);

      expect((await catalogue(['export', 'exhibitors', file('again.csv')], env)).code).toBe(0);
      const again = await catalogue(['import', file('again.csv'), '--dry-run'], env);
      expect([again.code, again.stderr]).toEqual([0, '']);
      expect(again.stdout).toContain('Nothing to change');

      expect((await catalogue(['template', 'halls', file('halls.csv')], env)).code).toBe(0);
      writeFileSync(file('hall-2.csv'), readFileSync(file('halls.csv'), 'utf8').replace(/\nH1,1号馆,Hall 1,/, '\nCLI-H2,命令行馆,CLI hall,'));
      const applied = await catalogue(['import', file('hall-2.csv')], env);
      expect([applied.code, applied.stderr]).toEqual([0, '']);
      expect(applied.stdout).toContain('Applied: 1 created, 0 updated, 0 unchanged.');
      const engine = await openEngine({ dataDir: path.join(dataDir, 'pg') });
      try {
        expect(await engine.db.selectFrom('hall').select(['name_zh', 'name_en']).where('code', '=', 'CLI-H2').executeTakeFirst()).toEqual({ name_zh: '命令行馆', name_en: 'CLI hall' });
        const audit = await engine.db.selectFrom('editor_audit').select(['editor', 'action']).where('action', '=', 'import').orderBy('id', 'desc').executeTakeFirstOrThrow();
        expect(audit).toEqual({ editor: 'cli', action: 'import' });
      } finally {
        await engine.close();
      }
    }, 180_000);
  });
});
