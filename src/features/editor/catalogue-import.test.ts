import { randomBytes } from 'node:crypto';
import { CATALOGUE_LIMITS, type ImportRow, type ImportStatus } from '@expo/contract';
import { appliedChanges, canApply, fileSize, importFileProblem, importFileType, importStatusPath, newImportId, otherOutcomes, percentOf, problemLines, runPhase } from './catalogue-import';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the files the console imports', () => {
  test('by extension, any case: .xlsx, .csv, .zip', () => {
    expect(importFileType('展商名录.XLSX')).toBe('xlsx');
    expect(importFileType('list.csv')).toBe('csv');
    expect(importFileType('catalogue with pictures.zip')).toBe('zip');
    expect(importFileType('list.xls')).toBeNull();
    expect(importFileType('xlsx')).toBeNull();
  });

  test('refused before sending, with the server’s message in the editor’s language', () => {
    expect(importFileProblem({ name: 'a.xlsx', size: 1000 }, 'en')).toBeNull();
    expect(importFileProblem({ name: 'a.numbers', size: 1000 }, 'en')).toBe('This file is not an .xlsx or .csv spreadsheet, nor a .zip holding one');
    expect(importFileProblem({ name: 'a.numbers', size: 1000 }, 'zh')).toBe('该文件不是.xlsx或.csv表格，也不是包含表格的.zip文件');
    expect(importFileProblem({ name: 'a.csv', size: 0 }, 'en')).toBe('The file is empty');
    expect(importFileProblem({ name: 'a.csv', size: CATALOGUE_LIMITS.spreadsheetBytes }, 'en')).toBeNull();
    expect(importFileProblem({ name: 'a.csv', size: CATALOGUE_LIMITS.spreadsheetBytes + 1 }, 'en')).toBe('The spreadsheet is larger than 20 MB');
    expect(importFileProblem({ name: 'a.xlsx', size: CATALOGUE_LIMITS.spreadsheetBytes + 1 }, 'zh')).toBe('表格文件不能超过20MB');
    // a .zip may be larger than a spreadsheet: it carries the pictures
    expect(importFileProblem({ name: 'a.zip', size: CATALOGUE_LIMITS.spreadsheetBytes + 1 }, 'en')).toBeNull();
    expect(importFileProblem({ name: 'a.zip', size: CATALOGUE_LIMITS.zipBytes + 1 }, 'en')).toBe('The .zip file is larger than 100 MB');
  });

  test('sizes for people', () => {
    expect(fileSize(10)).toBe('1 KB');
    expect(fileSize(860_000)).toBe('840 KB');
    expect(fileSize(13_107_200)).toBe('12.5 MB');
  });
});

describe('an import in progress', () => {
  test('a new UUID v4 per import, also where crypto.randomUUID is missing (plain http)', () => {
    expect(newImportId()).toMatch(UUID);
    const withoutRandomUuid = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => { new Uint8Array(array!.buffer).set(randomBytes(array!.byteLength)); return array; } };
    const ids = new Set(Array.from({ length: 50 }, () => newImportId(withoutRandomUuid as Crypto)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID);
  });

  test('its path under the console', () => {
    expect(importStatusPath('0b6f1c2e-5d7a-4b8e-9c1d-2e3f4a5b6c7d')).toBe('/catalogue/imports/0b6f1c2e-5d7a-4b8e-9c1d-2e3f4a5b6c7d');
  });

  test('the upload, then the server reading (rows once it reports some)', () => {
    expect(runPhase({ percent: 40, rows: null })).toEqual({ kind: 'sending', percent: 40 });
    expect(runPhase({ percent: 100, rows: null })).toEqual({ kind: 'reading', rows: null });
    expect(runPhase({ percent: 100, rows: 0 })).toEqual({ kind: 'reading', rows: null });
    expect(runPhase({ percent: 100, rows: 1200 })).toEqual({ kind: 'reading', rows: 1200 });
    // the server's report wins over an upload event that came late
    expect(runPhase({ percent: 80, rows: 300 })).toEqual({ kind: 'reading', rows: 300 });
  });

  test('upload progress in whole percent', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(50, undefined)).toBe(0);
    expect(percentOf(333, 1000)).toBe(33);
    expect(percentOf(1200, 1000)).toBe(100);
  });
});

const row = (r: Partial<ImportRow>): ImportRow => ({ kind: 'exhibitors', sheet: '展商 Exhibitors', row: 2, key: 'E1', outcome: 'created', changes: [], problems: [], ...r });
const status = (s: Partial<ImportStatus>): ImportStatus => ({
  id: 'a',
  mode: 'check',
  fileName: 'list.xlsx',
  read: 'xlsx',
  zip: false,
  state: 'checked',
  progress: { rows: 3 },
  counts: { created: 1, updated: 1, unchanged: 1, refused: 0 },
  kinds: [],
  error: null,
  report: { rows: [], total: 0 },
  ...s,
});

describe('the report', () => {
  test('a refused row is one line per refused cell: sheet, row, heading, reason', () => {
    const lines = problemLines([
      row({ row: 3, key: 'E9', outcome: 'refused', problems: [{ column: 'E-mail', message: 'Not an e-mail address' }, { column: 'Booths', message: 'No booth “Z9” in the file or the catalogue' }] }),
      row({ row: 5, key: null, outcome: 'refused', problems: [{ column: 'Exhibitor No.', message: '1 to 50 letters, digits, . _ / or -' }] }),
    ]);
    expect(lines.map(({ sheet, row: r, key, column, message }) => [sheet, r, key, column, message])).toEqual([
      ['展商 Exhibitors', 3, 'E9', 'E-mail', 'Not an e-mail address'],
      ['展商 Exhibitors', 3, 'E9', 'Booths', 'No booth “Z9” in the file or the catalogue'],
      ['展商 Exhibitors', 5, null, 'Exhibitor No.', '1 to 50 letters, digits, . _ / or -'],
    ]);
    expect(new Set(lines.map((l) => l.id)).size).toBe(3);
  });

  test('the other rows are offered by the outcomes that have any', () => {
    expect(otherOutcomes({ created: 2, updated: 0, unchanged: 5, refused: 1 })).toEqual(['created', 'unchanged']);
    expect(otherOutcomes({ created: 0, updated: 0, unchanged: 0, refused: 4 })).toEqual([]);
  });

  test('Apply only after a finished check with rows and none refused', () => {
    expect(canApply(null)).toBe(false);
    expect(canApply(status({}))).toBe(true);
    expect(canApply(status({ counts: { created: 1, updated: 0, unchanged: 0, refused: 1 } }))).toBe(false);
    expect(canApply(status({ counts: { created: 0, updated: 0, unchanged: 0, refused: 0 } }))).toBe(false);
    expect(canApply(status({ state: 'failed' }))).toBe(false);
    expect(canApply(status({ state: 'checking' }))).toBe(false);
    expect(canApply(status({ mode: 'apply', state: 'applied' }))).toBe(false);
  });

  test('an apply that changed nothing does not rebuild', () => {
    expect(appliedChanges({ created: 0, updated: 0, unchanged: 7, refused: 0 })).toBe(false);
    expect(appliedChanges({ created: 0, updated: 1, unchanged: 7, refused: 0 })).toBe(true);
  });
});
