import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { sql } from 'kysely';
import sharp from 'sharp';
import yazl from 'yazl';
import { CATALOGUE_LIMITS, CATALOGUE_PATHS, CATALOGUE_SHEETS, columnHeading, messageText, sheetName, type CatalogueKind, type ImportStatus } from '@expo/contract';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { TEST_ENV, signInEditor } from '../../../test/accounts';
import { ADMIN_SECRET_HEADER } from '../../lib/secrets';
import { readFile } from './read-file';
import { kindSheets } from './sheets';

// The catalogue import, export and templates (issue 32) on the real database, with real files
// made here by exceljs, iconv-lite (GB18030) and yazl.

const ADMIN_SECRET = 'catalogue-test-admin-secret';
const EN = { lang: 'en_US' };
const ZH = { lang: 'zh_CN' };
let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, adminSecret: ADMIN_SECRET });
  auth = await signInEditor(t, 'editor.cat');
});
afterAll(() => t.close());

type Rows = Record<string, string | number>[];
type Sheets = Partial<Record<CatalogueKind, Rows>>;

async function xlsx(sheets: Sheets, edit?: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [kind, rows] of Object.entries(sheets) as [CatalogueKind, Rows][]) {
    const columns = CATALOGUE_SHEETS[kind].columns;
    const sheet = workbook.addWorksheet(sheetName(kind));
    sheet.addRow(columns.map((c) => columnHeading(c)));
    for (const row of rows) sheet.addRow(columns.map((c) => row[c.name] ?? ''));
  }
  edit?.(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csv(kind: CatalogueKind, rows: Rows, headings: 'zh' | 'en' | 'both' = 'both'): string {
  const columns = CATALOGUE_SHEETS[kind].columns;
  const quote = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  return [columns.map((c) => quote(headings === 'both' ? columnHeading(c) : c[headings])), ...rows.map((r) => columns.map((c) => quote(r[c.name] ?? '')))].join('\r\n');
}

function zip(files: Record<string, Buffer>, options: { compress?: boolean } = {}): Promise<Buffer> {
  const archive = new yazl.ZipFile();
  for (const [name, bytes] of Object.entries(files)) archive.addBuffer(bytes, name, { compress: options.compress ?? true });
  archive.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    archive.outputStream.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
  });
}

const importPath = (id: string) => `/api${CATALOGUE_PATHS.import.replace(':id', id)}`;

async function send(bytes: Buffer, mode: 'check' | 'apply', options: { name?: string; checked?: string; headers?: Record<string, string>; base?: string } = {}) {
  const id = randomUUID();
  const query = new URLSearchParams({ name: options.name ?? 'catalogue.xlsx', mode, ...(options.checked ? { checked: options.checked } : {}), pageSize: '500' });
  const url = `${(options.base ?? importPath(id))}?${query}`;
  const res = await t.request({ method: 'POST', url, headers: { ...auth, ...EN, ...options.headers, 'content-type': 'application/octet-stream' }, payload: bytes });
  return { id, status: res.status, body: res.body as { code: number; msg: string; data: ImportStatus } };
}

async function checkThenApply(bytes: Buffer, name = 'catalogue.xlsx') {
  const check = await send(bytes, 'check', { name });
  expect(check.body.code).toBe(200);
  return { check, apply: await send(bytes, 'apply', { name, checked: check.id }) };
}

async function snapshot() {
  const count = async (table: string) => Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(t.engine.db)).rows[0]!.n);
  const version = Number((await sql<{ version: number }>`SELECT version FROM content_version WHERE id = 1`.execute(t.engine.db)).rows[0]!.version);
  return { exhibitors: await count('exhibitor'), products: await count('product'), halls: await count('hall'), booths: await count('booth'), categories: await count('category'), media: await count('media'), audit: await count('editor_audit'), version };
}

const hall = { code: 'T9', name_zh: '测试馆', name_en: 'Test hall', width: 100, height: 50, sort: 9 };
const booth = (code: string, exhibitor = '') => ({ code, hall: 'T9', x: 1, y: 1, width: 3, height: 3, exhibitor });
const exhibitor = (ref: string, extra: Record<string, string> = {}) => ({ ref_no: ref, name_zh: `测试展商${ref}`, name_en: `Test exhibitor ${ref}`, email: `sales@${ref.toLowerCase()}.example.com`, website: 'https://example.com', ...extra });
const product = (code: string, owner: string, extra: Record<string, string | number> = {}) => ({ code, exhibitor: owner, name_zh: `产品${code}`, name_en: `Product ${code}`, qs: '是', innovative: 'no', hidden: '', ...extra });

describe('reading files', () => {
  // Long Chinese text too: exceljs 4.4's streaming reader broke characters split across its chunks (read-xlsx.ts).
  test('an .xlsx made by exceljs and a GB18030 CSV with Chinese names read as the same rows', async () => {
    const rows = [exhibitor('GB-1', { name_zh: '北京稻香村食品有限责任公司', address_zh: '北京市昌平区' }), exhibitor('GB-2', { name_zh: '广州酒家集团利口福食品有限公司', intro_zh: '广式月饼，“老字号”，逗号,在内' }), exhibitor('GB-3', { intro_zh: '面包、蛋糕与月饼。'.repeat(4000) })];
    const fromXlsx = await readFile(await xlsx({ exhibitors: rows }), 'a.xlsx', () => undefined);
    const fromCsv = await readFile(iconv.encode(csv('exhibitors', rows, 'zh'), 'gb18030'), '展商 Exhibitors.csv', () => undefined);
    const fromBom = await readFile(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv('exhibitors', rows, 'en'))]), 'list.csv', () => undefined);
    const fromUtf8 = await readFile(Buffer.from(csv('exhibitors', rows)), 'list.csv', () => undefined);
    expect([fromXlsx.read, fromCsv.read, fromBom.read, fromUtf8.read]).toEqual(['xlsx', 'csv-gb18030', 'csv-utf8-bom', 'csv-utf8']);
    const cells = (file: typeof fromXlsx) => kindSheets(file.sheets).map((s) => ({ kind: s.kind, rows: s.rows }));
    expect(cells(fromCsv)).toEqual(cells(fromXlsx));
    expect(cells(fromBom)).toEqual(cells(fromXlsx));
    expect(cells(fromUtf8)).toEqual(cells(fromXlsx));
    expect(cells(fromXlsx)[0]!.rows[1]!.cells.name_zh).toBe('广州酒家集团利口福食品有限公司');
    expect(cells(fromXlsx)[0]!.rows[2]!.cells.intro_zh).toBe('面包、蛋糕与月饼。'.repeat(4000));
  });

  test('a formula cell is read as the result the file keeps, or as its text, never computed', async () => {
    const bytes = await xlsx({ exhibitors: [exhibitor('F-1'), exhibitor('F-2')] }, (workbook) => {
      const sheet = workbook.getWorksheet(sheetName('exhibitors'))!;
      sheet.getCell('B2').value = { formula: 'CONCATENATE("公司","甲")', result: '公司甲' } as ExcelJS.CellFormulaValue;
      sheet.getCell('B3').value = { formula: '1+1' } as ExcelJS.CellFormulaValue;
    });
    const sheets = kindSheets((await readFile(bytes, 'f.xlsx', () => undefined)).sheets);
    expect(sheets[0]!.rows.map((r) => r.cells.name_zh)).toEqual(['公司甲', '=1+1']);
  });
});

describe('check and apply', () => {
  test('a dry run writes nothing but reports every row; the apply writes them, audited, with one content-version bump', async () => {
    const file = await xlsx({
      halls: [hall], booths: [booth('T9-01'), booth('T9-02')],
      exhibitors: [exhibitor('A-1', { hall: 'T9', booths: 'T9-01、T9-02', region: '华东', country: 'de' }), exhibitor('A-2')],
      products: [product('A-1-P1', 'A-1', { category: 'C00001', photos: '' }), product('A-2-P1', 'A-2')],
    });
    const before = await snapshot();
    const check = await send(file, 'check');
    expect(check.body.code).toBe(200);
    expect(check.body.data).toMatchObject({ state: 'checked', read: 'xlsx', zip: false, progress: { rows: 7 }, counts: { created: 7, updated: 0, unchanged: 0, refused: 0 } });
    expect(check.body.data.kinds.map((k) => k.kind)).toEqual(['halls', 'exhibitors', 'booths', 'products']);
    expect(await snapshot()).toEqual(before);
    expect((await t.get(`${importPath(check.id)}?outcome=created&pageSize=2`, auth)).body.data.report).toMatchObject({ total: 7, rows: [{ kind: 'halls', row: 2, key: 'T9' }, { kind: 'exhibitors', row: 2, key: 'A-1' }] });

    const apply = await send(file, 'apply', { checked: check.id });
    expect(apply.body).toMatchObject({ code: 200, data: { state: 'applied', counts: { created: 7 } } });
    const after = await snapshot();
    expect(after).toMatchObject({ exhibitors: before.exhibitors + 2, products: before.products + 2, halls: before.halls + 1, booths: before.booths + 2, audit: before.audit + 1, version: before.version + 1 });
    const held = await t.engine.db.selectFrom('booth').innerJoin('exhibitor', 'exhibitor.id', 'booth.exhibitor_id').select(['booth.code', 'exhibitor.ref_no']).where('booth.code', 'like', 'T9-%').orderBy('booth.code').execute();
    expect(held).toEqual([{ code: 'T9-01', ref_no: 'A-1' }, { code: 'T9-02', ref_no: 'A-1' }]);
    // the country code in capitals; left empty, mainland China
    expect(await t.engine.db.selectFrom('exhibitor').select(['ref_no', 'country']).where('ref_no', 'in', ['A-1', 'A-2']).orderBy('ref_no').execute()).toEqual([{ ref_no: 'A-1', country: 'DE' }, { ref_no: 'A-2', country: 'CN' }]);
    const audit = await t.engine.db.selectFrom('editor_audit').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'import', resource: 'catalogue', editor: 'editor.cat', changes: { file: 'catalogue.xlsx', counts: { created: 7 } } });

    // The same check cannot be applied twice; the same file checked again is all unchanged and applies as nothing.
    expect((await send(file, 'apply', { checked: check.id })).body).toMatchObject({ code: 400, msg: 'This check has already been applied: check the file again' });
    const again = await checkThenApply(file);
    expect(again.apply.body.data.counts).toEqual({ created: 0, updated: 0, unchanged: 7, refused: 0 });
    expect(await snapshot()).toEqual(after);
  });

  test('refused rows name their row, the column and the reason, in both languages; such a check cannot be applied', async () => {
    const file = await xlsx({
      exhibitors: [
        exhibitor('R-1', { email: 'not-an-address', website: 'ftp://x', country: 'Germany' }),
        exhibitor('R-1'),
        exhibitor('R-3', { name_zh: '', name_en: '' }),
        exhibitor('R-4', { phone: '1'.repeat(51), region: 'Atlantis', booths: 'NO-SUCH-BOOTH' }),
        exhibitor('bad key!', { email: 'bad@example.com' }),
      ],
      products: [product('R-P1', 'NOBODY', { category: 'NO-CAT', qs: 'maybe', sort: 'ten' })],
    });
    const before = await snapshot();
    const check = await send(file, 'check');
    expect(check.body.data.counts).toEqual({ created: 0, updated: 0, unchanged: 0, refused: 6 });
    const problems = (data: ImportStatus) => data.report.rows.map((r) => [r.row, r.key, r.problems.map((p) => `${p.column}: ${p.message}`)]);
    expect(problems(check.body.data)).toEqual([
      [2, 'R-1', [`Country code (ISO): ${messageText('en', 'countryCodeRule')}`, 'Website: A link starting with http:// or https://, at most 300 characters', 'E-mail: Wrong email format']],
      [3, 'R-1', ['Exhibitor No.: This key is also on row 2']],
      [4, 'R-3', ['Chinese name: Give a name in Chinese or English']],
      [5, 'R-4', ['Country/region: No country or region named “Atlantis”', 'Phone: Max length is 50 characters', 'Booths: No booth “NO-SUCH-BOOTH” in the file or the catalogue']],
      [6, 'bad key!', ['Exhibitor No.: 1 to 50 letters, digits, . _ / or -']],
      [2, 'R-P1', ['Exhibitor: No exhibitor “NOBODY” in the file or the catalogue', 'Category: No category “NO-CAT” in the file or the catalogue', 'QS certified: Write yes or no (是 or 否)', 'Sort order: A whole number from 0 to 10000']],
    ]);
    const zh = (await t.get(`${importPath(check.id)}?outcome=refused&pageSize=2`, { ...auth, ...ZH })).body.data as ImportStatus;
    expect(problems(zh)).toEqual([
      [2, 'R-1', [`国家/地区代码: ${messageText('zh', 'countryCodeRule')}`, '网址: 须为以http://或https://开头的链接，不超过300个字符', '邮箱: 邮箱格式不正确']],
      [3, 'R-1', ['展商编号: 该编号与第2行重复']],
    ]);
    expect((await send(file, 'apply', { checked: check.id })).body).toMatchObject({ code: 400, msg: 'The check refused 6 rows: correct them and check the file again' });
    expect((await send(file, 'apply', { checked: check.id, headers: ZH })).body.msg).toBe('检查发现6行有误，请改正后重新检查');
    expect(await snapshot()).toEqual(before);
  });

  test('an apply is all or nothing: a rule only the database knows, broken by the last row, leaves no row written', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => product(`AON-${i}`, 'E00001'));
    rows[29]!.name_en = 'forbidden by the database';
    const file = await xlsx({ exhibitors: [exhibitor('AON-E')], products: rows });
    const check = await send(file, 'check');
    expect(check.body.data.counts.created).toBe(31);
    await sql`ALTER TABLE product ADD CONSTRAINT test_forbidden CHECK (name_en IS DISTINCT FROM 'forbidden by the database')`.execute(t.engine.db);
    try {
      const before = await snapshot();
      const apply = await send(file, 'apply', { checked: check.id });
      expect(apply.body).toMatchObject({ code: 400, msg: 'The import could not be written (A name or title is needed in at least one language): nothing was changed' });
      expect(await snapshot()).toEqual(before);
      expect((await t.get(importPath(apply.id), { ...auth, ...EN })).body.data).toMatchObject({ state: 'failed', error: apply.body.msg });
    } finally {
      await sql`ALTER TABLE product DROP CONSTRAINT test_forbidden`.execute(t.engine.db);
    }
  });

  test("booths change hands: an exhibitor's row frees what it no longer lists, a booth's row gives it to another", async () => {
    const first = await xlsx({ halls: [{ ...hall, code: 'T8' }], booths: [{ ...booth('T8-01'), hall: 'T8' }, { ...booth('T8-02'), hall: 'T8' }], exhibitors: [exhibitor('BH-1', { booths: 'T8-01 T8-02' }), exhibitor('BH-2')] });
    expect((await checkThenApply(first)).apply.body.data.state).toBe('applied');
    const second = await xlsx({ exhibitors: [exhibitor('BH-1', { booths: 'T8-01' })], booths: [{ ...booth('T8-02', 'BH-2'), hall: 'T8' }] });
    const { check, apply } = await checkThenApply(second);
    expect(check.body.data.report.rows.map((r) => [r.key, r.outcome, r.changes])).toEqual([['BH-1', 'updated', ['Booths']], ['T8-02', 'updated', ['Exhibitor']]]);
    expect(apply.body.data.state).toBe('applied');
    const held = await t.engine.db.selectFrom('booth').leftJoin('exhibitor', 'exhibitor.id', 'booth.exhibitor_id').select(['booth.code', 'exhibitor.ref_no']).where('booth.code', 'like', 'T8-%').orderBy('booth.code').execute();
    expect(held).toEqual([{ code: 'T8-01', ref_no: 'BH-1' }, { code: 'T8-02', ref_no: 'BH-2' }]);
    const conflict = await send(await xlsx({ exhibitors: [exhibitor('BH-1', { booths: 'T8-01' }), exhibitor('BH-2', { booths: 'T8-01' })] }), 'check');
    expect(conflict.body.data.report.rows[0]).toMatchObject({ key: 'BH-2', outcome: 'refused', problems: [{ column: 'Booths', message: 'Booth T8-01 is given to two exhibitors in this file' }] });
  });

  test('while an import runs, its record answers with the rows read so far', async () => {
    const file = Buffer.from(csv('halls', Array.from({ length: 20_000 }, (_, i) => ({ ...hall, code: `PG-${i}` }))));
    const id = randomUUID();
    const running = t.request({ method: 'POST', url: `${importPath(id)}?name=halls.csv&mode=check`, headers: { ...auth, 'content-type': 'application/octet-stream' }, payload: file });
    const seen: ImportStatus[] = [];
    let done = false;
    void running.then(() => (done = true));
    while (!done) {
      const status = await t.get(importPath(id), auth);
      if (status.status === 200) seen.push(status.body.data);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await running).body.data).toMatchObject({ state: 'checked', progress: { rows: 20_000 }, counts: { created: 20_000 } });
    expect(seen.some((s) => s.state === 'checking')).toBe(true);
    expect(seen.some((s) => s.state === 'checking' && s.progress.rows > 0 && s.progress.rows < 20_000)).toBe(true);
  });

  test('an apply takes only the checked bytes', async () => {
    const file = await xlsx({ exhibitors: [exhibitor('S-1')] });
    const check = await send(file, 'check');
    const other = await xlsx({ exhibitors: [exhibitor('S-2')] });
    expect((await send(other, 'apply', { checked: check.id })).body).toMatchObject({ code: 400, msg: 'This is not the file that was checked: check it again' });
    expect((await send(file, 'apply', {})).body).toMatchObject({ code: 400, msg: 'Check the file first: an apply names the check of the same file' });
    expect((await send(file, 'check', { base: importPath(check.id) })).body).toMatchObject({ code: 400, msg: 'This import id is already used: make a new one' });
  });

  test('two applies of one check at once: one writes, the other is refused, never a 500', async () => {
    const file = await xlsx({ exhibitors: [exhibitor('PAR-1'), exhibitor('PAR-2')] });
    const check = await send(file, 'check');
    const before = await snapshot();
    const [a, b] = await Promise.all([send(file, 'apply', { checked: check.id }), send(file, 'apply', { checked: check.id })]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect([a.body.msg, b.body.msg]).toContain('This check has already been applied: check the file again');
    expect(await snapshot()).toMatchObject({ exhibitors: before.exhibitors + 2, version: before.version + 1 });
  });
});

describe('export and templates', () => {
  test('an unedited export imports as all unchanged and writes nothing; one cell edited is one update and one bump for its pages', async () => {
    const exported = await t.request({ method: 'GET', url: `/api${CATALOGUE_PATHS.export}?format=xlsx`, headers: auth });
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const before = await snapshot();
    const { check, apply } = await checkThenApply(exported.raw, 'export.xlsx');
    expect(check.body.data.counts).toMatchObject({ created: 0, updated: 0, refused: 0 });
    expect(check.body.data.counts.unchanged).toBe(before.exhibitors + before.products + before.halls + before.booths + before.categories);
    expect(apply.body.data.state).toBe('applied');
    expect(await snapshot()).toEqual(before);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.raw as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(sheetName('exhibitors'))!;
    const nameEn = CATALOGUE_SHEETS.exhibitors.columns.findIndex((c) => c.name === 'name_en') + 1;
    const refNo = String(sheet.getRow(2).getCell(1).value);
    sheet.getRow(2).getCell(nameEn).value = 'Renamed by the import';
    const edited = Buffer.from(await workbook.xlsx.writeBuffer());
    const second = await checkThenApply(edited, 'export.xlsx');
    expect(second.check.body.data.counts).toMatchObject({ created: 0, updated: 1, refused: 0 });
    const updated = second.check.body.data.report.rows.find((r) => r.outcome === 'updated')!;
    expect(updated).toMatchObject({ kind: 'exhibitors', key: refNo, changes: ['English name'] });
    expect(second.apply.body.data.state).toBe('applied');
    const after = await snapshot();
    expect(after.version).toBe(before.version + 1);
    const changed = await t.engine.db.selectFrom('exhibitor').select(['id', 'name_en']).where('ref_no', '=', refNo).executeTakeFirstOrThrow();
    expect(changed.name_en).toBe('Renamed by the import');
    const pulled = await t.engine.db.selectFrom('content_change').select(['kind', 'record_id']).where('version', '=', after.version).execute();
    expect(pulled).toContainEqual({ kind: 'exhibitor', record_id: changed.id });
    expect(pulled.every((c) => c.kind !== '*')).toBe(true);
    expect((await t.get(`/api/common/exhibitor/${changed.id}`, EN)).body.data.name).toBe('Renamed by the import');
  });

  test('a CSV export of one kind (UTF-8 with a BOM) imports as unchanged; templates carry bilingual headings and an example row', async () => {
    const exported = await t.request({ method: 'GET', url: `/api${CATALOGUE_PATHS.export}?kind=products&format=csv`, headers: auth });
    expect(exported.raw.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const check = await send(exported.raw, 'check', { name: 'products.csv' });
    expect(check.body.data).toMatchObject({ read: 'csv-utf8-bom', counts: { created: 0, updated: 0, refused: 0 } });

    const template = await t.request({ method: 'GET', url: `/api${CATALOGUE_PATHS.template.replace(':kind', 'booths')}?format=csv`, headers: auth });
    expect(template.raw.toString('utf8').split('\r\n').slice(0, 2)).toEqual(['\uFEFF展位号 Booth No.,所在展馆 In hall,横坐标 X,纵坐标 Y,宽度（米） Width (m),纵深（米） Depth (m),所属展商 Exhibitor', 'H1-A01,H1,10,10,6,3,E2024-0001']);
    const xlsxTemplate = await t.request({ method: 'GET', url: `/api${CATALOGUE_PATHS.template.replace(':kind', 'exhibitors')}`, headers: auth });
    const sheets = kindSheets((await readFile(xlsxTemplate.raw, 't.xlsx', () => undefined)).sheets);
    expect(sheets).toMatchObject([{ kind: 'exhibitors', name: '展商 Exhibitors', rows: [{ row: 2, cells: { ref_no: 'E2024-0001' } }] }]);
  });
});

describe('pictures in a .zip', () => {
  test('a logo and photos from the .zip are checked by the upload rules and stored on apply only; a missing one is refused', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).png().toBuffer();
    const sheet = await xlsx({ exhibitors: [exhibitor('Z-1', { logo: 'pics/logo.png', photos: 'a.png; pics/logo.png' })] });
    const file = await zip({ 'list.xlsx': sheet, 'pics/logo.png': png, 'a.png': png });
    const before = await snapshot();
    const check = await send(file, 'check', { name: 'list.zip' });
    expect(check.body.data).toMatchObject({ zip: true, read: 'xlsx', counts: { created: 1 } });
    expect((await snapshot()).media).toBe(before.media);
    const apply = await send(file, 'apply', { name: 'list.zip', checked: check.id });
    expect(apply.body.data.state).toBe('applied');
    const saved = await t.engine.db.selectFrom('exhibitor').select(['logo', 'photos']).where('ref_no', '=', 'Z-1').executeTakeFirstOrThrow();
    expect(saved.logo).toMatch(/^[0-9a-f]{16}$/);
    expect(saved.photos).toEqual([saved.logo, saved.logo]);
    expect((await snapshot()).media).toBe(before.media + 1);

    const missing = await send(await zip({ 'list.xlsx': await xlsx({ exhibitors: [exhibitor('Z-2', { logo: 'nope.png', photos: 'bad.png' })] }), 'bad.png': Buffer.from('not a picture') }), 'check', { name: 'list.zip' });
    expect(missing.body.data.report.rows[0]!.problems.map((p) => p.message)).toEqual(['No picture “nope.png” in the .zip file', 'Picture “bad.png”: Please upload a JPG, PNG, WebP or GIF image']);
  });
});

describe('hostile files: each a 400 with a clear message, nothing written', () => {
  const cases: [string, () => Promise<Buffer>, string, string][] = [
    ['merged cells', () => xlsx({ exhibitors: [exhibitor('M-1'), exhibitor('M-2')] }, (w) => w.getWorksheet(sheetName('exhibitors'))!.mergeCells('B2:B3')), 'Sheet “展商 Exhibitors” has merged cells (B2:B3): unmerge them so that each cell holds one value', 'list.xlsx'],
    ['an empty sheet', () => xlsx({ exhibitors: [exhibitor('M-1')] }, (w) => void w.addWorksheet('Sheet2')), 'Sheet “Sheet2” is empty: delete it, or give it a heading row', 'list.xlsx'],
    ['too many rows', async () => Buffer.from(csv('halls', Array.from({ length: CATALOGUE_LIMITS.rows + 1 }, (_, i) => ({ code: `H${i}` })))), `The file has more than ${CATALOGUE_LIMITS.rows} rows`, 'halls.csv'],
    ['too many rows in an .xlsx', () => xlsx({ halls: Array.from({ length: CATALOGUE_LIMITS.rows + 1 }, (_, i) => ({ code: `H${i}` })) }), `The file has more than ${CATALOGUE_LIMITS.rows} rows`, 'list.xlsx'],
    ['a file over the spreadsheet limit', async () => Buffer.concat([Buffer.from(csv('halls', [])), Buffer.alloc(CATALOGUE_LIMITS.spreadsheetBytes, 'x')]), 'The spreadsheet is larger than 20 MB', 'halls.csv'],
    ['a zip bomb', () => zip({ 'list.csv': Buffer.from(csv('halls', [hall])), 'zeros.bin': Buffer.alloc(CATALOGUE_LIMITS.zipUnpackedBytes + 1) }), 'The .zip file unpacks to more than 300 MB', 'list.zip'],
    ['not a spreadsheet', () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer(), 'This file is not an .xlsx or .csv spreadsheet, nor a .zip holding one', 'list.xlsx'],
    ['a broken zip', async () => (await zip({ 'list.csv': Buffer.from(csv('halls', [hall])) })).subarray(0, 60), 'The .zip file is damaged and cannot be read', 'list.zip'],
    ['a sheet of no kind', async () => Buffer.from('name,price\nbread,3\n'), 'Sheet “prices.csv”: its first row names no kind of record; it needs a key column such as “展商编号 Exhibitor No.”', 'prices.csv'],
  ];
  test.each(cases)('%s', async (_what, make, message, name) => {
    const bytes = await make();
    const before = await snapshot();
    const check = await send(bytes, 'check', { name });
    expect(check.status).toBe(400);
    expect(check.body).toMatchObject({ code: 400, msg: message });
    expect((await t.get(importPath(check.id), { ...auth, ...EN })).body.data).toMatchObject({ state: 'failed', error: message });
    expect(await snapshot()).toEqual(before);
  });

  test('no upload is read without an editor signed in', async () => {
    const res = await t.request({ method: 'POST', url: `${importPath(randomUUID())}?name=a.csv&mode=check`, headers: { 'content-type': 'application/octet-stream', ...EN }, payload: Buffer.alloc(1024, 'a') });
    expect(res.body).toMatchObject({ code: 401, msg: 'Invalid, please sign in' });
  });

  test('the refusal in Chinese', async () => {
    const check = await send(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]), 'check', { name: 'old.xls', headers: ZH });
    expect(check.body).toMatchObject({ code: 400, msg: '该文件不是.xlsx或.csv表格，也不是包含表格的.zip文件' });
  });
});

describe('the command line\'s admin API', () => {
  test('takes the same requests under /api/admin', async () => {
    const admin = { [ADMIN_SECRET_HEADER]: ADMIN_SECRET };
    const template = await t.request({ method: 'GET', url: `/api/admin${CATALOGUE_PATHS.template.replace('/editor', '').replace(':kind', 'halls')}?format=csv`, headers: admin });
    expect(template.status).toBe(200);
    const file = Buffer.from(csv('halls', [{ ...hall, code: 'CLI-1' }]));
    const id = randomUUID();
    const url = `/api/admin${CATALOGUE_PATHS.import.replace('/editor', '').replace(':id', id)}`;
    const check = await t.request({ method: 'POST', url: `${url}?name=halls.csv&mode=check`, headers: { ...admin, 'content-type': 'application/octet-stream' }, payload: file });
    expect(check.body).toMatchObject({ code: 200, data: { read: 'csv-utf8', counts: { created: 1 } } });
    const apply = await t.request({ method: 'POST', url: `/api/admin${CATALOGUE_PATHS.import.replace('/editor', '').replace(':id', randomUUID())}?name=halls.csv&mode=apply&checked=${id}`, headers: { ...admin, 'content-type': 'application/octet-stream' }, payload: file });
    expect(apply.body).toMatchObject({ code: 200, data: { state: 'applied' } });
    const audit = await t.engine.db.selectFrom('editor_audit').select(['editor', 'editor_id']).where('action', '=', 'import').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ editor: 'cli', editor_id: null });
  });
});


describe('the keys in the console', () => {
  test('a new record gets the next key unless given; a key is checked by the key rule and is unique; the e-mail rule holds', async () => {
    const post = (payload: object) => t.request({ method: 'POST', url: '/api/editor/content/exhibitors', headers: { ...auth, ...EN }, payload });
    const made = await post({ name_en: 'Keyless Ltd.', ref_no: null });
    expect(made.body.code).toBe(200);
    const row = await t.engine.db.selectFrom('exhibitor').select('ref_no').where('id', '=', Number(made.body.data.key)).executeTakeFirstOrThrow();
    expect(row.ref_no).toMatch(/^E\d{5,}$/);
    expect((await post({ name_en: 'Taken Ltd.', ref_no: row.ref_no })).body).toMatchObject({ code: 400, msg: 'A record with this key already exists', data: { field: 'ref_no' } });
    expect((await post({ name_en: 'Spaced Ltd.', ref_no: 'E 1' })).body).toMatchObject({ code: 400, data: { field: 'ref_no' }, msg: '1 to 50 letters, digits, . _ / or -' });
    expect((await post({ name_en: 'Mailless Ltd.', email: 'nobody' })).body).toMatchObject({ code: 400, data: { field: 'email' }, msg: 'Wrong email format' });
    const kept = await t.request({ method: 'PUT', url: `/api/editor/content/exhibitors/${made.body.data.key}`, headers: { ...auth, ...EN }, payload: { ref_no: '', name_en: 'Keyless Ltd., renamed' } });
    expect(kept.body.code).toBe(200);
    expect((await t.engine.db.selectFrom('exhibitor').select('ref_no').where('id', '=', Number(made.body.data.key)).executeTakeFirstOrThrow()).ref_no).toBe(row.ref_no);
    const resources = (await t.get('/api/editor/resources', auth)).body.data as { name: string; fields: Record<string, { type: string; catalogueKey?: boolean }> }[];
    expect(resources.find((r) => r.name === 'exhibitors')!.fields).toMatchObject({ ref_no: { type: 'text', catalogueKey: true }, email: { type: 'email' } });
  });
});
