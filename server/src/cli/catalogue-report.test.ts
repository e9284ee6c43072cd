import type { ImportRow, ImportStatus } from '@expo/contract';
import { parseCatalogueArgs, UsageError } from './catalogue-args';
import { importReport } from './catalogue-report';

// `npm run catalogue`'s command line and the report it prints, from a fixed ImportStatus.

const row = (over: Partial<ImportRow>): ImportRow => ({ kind: 'exhibitors', sheet: '展商 Exhibitors', row: 2, key: 'E00001', outcome: 'unchanged', changes: [], problems: [], ...over });

const ROWS: ImportRow[] = [
  row({ row: 4, key: 'E00003', outcome: 'refused', problems: [{ column: 'E-mail', message: 'Not an e-mail address' }, { column: 'Booths', message: 'No booth “Z9” in the file or the catalogue' }] }),
  row({ kind: 'products', sheet: '展品 Products', row: 7, key: null, outcome: 'refused', problems: [{ column: 'Product code', message: '1 to 50 letters, digits, . _ / or -' }] }),
  row({ row: 2, key: 'E00001', outcome: 'created' }),
  row({ row: 3, key: 'E00002', outcome: 'updated', changes: ['Chinese name', 'Website'] }),
  row({ kind: 'halls', sheet: '展馆 Halls', row: 2, key: 'H1', outcome: 'unchanged' }),
];

function status(over: Partial<ImportStatus> = {}): ImportStatus {
  return {
    id: '5f0e9a52-7b55-4c1d-9a53-2b0b1e1c2d3e',
    mode: 'check',
    fileName: 'sales-list.xlsx',
    read: 'xlsx',
    zip: false,
    state: 'checked',
    progress: { rows: 5 },
    counts: { created: 1, updated: 1, unchanged: 1, refused: 2 },
    kinds: [
      { kind: 'halls', created: 0, updated: 0, unchanged: 1, refused: 0 },
      { kind: 'exhibitors', created: 1, updated: 1, unchanged: 0, refused: 1 },
      { kind: 'products', created: 0, updated: 0, unchanged: 0, refused: 1 },
    ],
    error: null,
    report: { rows: ROWS, total: 5 },
    ...over,
  };
}

describe('the report', () => {
  test('counts per kind, then every refused row as `<sheet> row N, <heading>: <reason>`, one line per problem', () => {
    expect(importReport(status(), ROWS, { lang: 'en', verbose: false, dryRun: true })).toEqual([
      'sales-list.xlsx: an .xlsx workbook',
      '  kind        created  updated  unchanged  refused',
      '  Halls             0        0          1        0',
      '  Exhibitors        1        1          0        1',
      '  Products          0        0          0        1',
      '  all               1        1          1        2',
      '',
      'Refused rows:',
      '展商 Exhibitors row 4, E-mail: Not an e-mail address',
      '展商 Exhibitors row 4, Booths: No booth “Z9” in the file or the catalogue',
      '展品 Products row 7, Product code: 1 to 50 letters, digits, . _ / or -',
      '',
      '2 row(s) refused: nothing was written. Correct them and import the file again.',
    ]);
  });

  test('--verbose prints every row: created, updated with the headings that change, unchanged, refused', () => {
    const lines = importReport(status(), ROWS, { lang: 'en', verbose: true, dryRun: true });
    expect(lines.slice(lines.indexOf('Rows:') + 1, -2)).toEqual([
      '展商 Exhibitors row 4, E-mail: Not an e-mail address',
      '展商 Exhibitors row 4, Booths: No booth “Z9” in the file or the catalogue',
      '展品 Products row 7, Product code: 1 to 50 letters, digits, . _ / or -',
      '展商 Exhibitors row 2 (E00001): created',
      '展商 Exhibitors row 3 (E00002): updated: Chinese name, Website',
      '展馆 Halls row 2 (H1): unchanged',
    ]);
  });

  test('a clean dry run, a file with nothing to change, an apply, a CSV read as GB18030 in a .zip, a failure', () => {
    const clean = { counts: { created: 1, updated: 1, unchanged: 1, refused: 0 }, kinds: [{ kind: 'exhibitors' as const, created: 1, updated: 1, unchanged: 1, refused: 0 }] };
    expect(importReport(status(clean), ROWS.slice(2), { lang: 'en', verbose: false, dryRun: true }).at(-1)).toBe(
      'Dry run: nothing was written. 2 row(s) would be created or updated; run the import without --dry-run to apply it.',
    );
    const same = { counts: { created: 0, updated: 0, unchanged: 3, refused: 0 }, kinds: [] };
    expect(importReport(status(same), [], { lang: 'en', verbose: false, dryRun: false }).at(-1)).toBe('Nothing to change: every row is as the catalogue already has it.');
    expect(importReport(status({ ...clean, mode: 'apply', state: 'applied' }), [], { lang: 'en', verbose: false, dryRun: false }).at(-1)).toBe(
      'Applied: 1 created, 1 updated, 1 unchanged. The site rebuilds once, for the pages touched.',
    );
    expect(importReport(status({ read: 'csv-gb18030', zip: true, fileName: 'list.zip' }), [], { lang: 'en', verbose: false, dryRun: true })[0]).toBe('list.zip: CSV in GB18030 in a .zip');
    expect(importReport(status({ state: 'failed', error: 'The database went away' }), [], { lang: 'en', verbose: false, dryRun: false }).at(-1)).toBe('The import failed: The database went away');
  });

  test('rows the tool did not fetch are counted, not dropped silently', () => {
    expect(importReport(status(), ROWS.slice(0, 1), { lang: 'en', verbose: false, dryRun: true })).toContain('… and 1 more');
  });

  test('in Chinese: the sheet names, the words and the columns line up by display width', () => {
    const lines = importReport(status(), ROWS, { lang: 'zh', verbose: false, dryRun: true });
    expect(lines.slice(1, 3)).toEqual(['  类型  新增  更新  未变  拒绝', '  展馆     0     0     1     0']);
    expect(lines).toContain('展商 Exhibitors 第4行，E-mail：Not an e-mail address');
    expect(lines.at(-1)).toBe('2行被拒绝，未写入任何数据。请改正后重新导入。');
  });
});

describe('the command line', () => {
  test('template, export and import, the format from the file\'s extension, a kind by its name or its sheet\'s', () => {
    expect(parseCatalogueArgs(['template', 'exhibitors', 'a.xlsx'])).toEqual({ command: 'template', kind: 'exhibitors', file: 'a.xlsx', format: 'xlsx', lang: 'en' });
    expect(parseCatalogueArgs(['template', '展品', 'p.CSV', '--lang', 'zh'])).toEqual({ command: 'template', kind: 'products', file: 'p.CSV', format: 'csv', lang: 'zh' });
    expect(parseCatalogueArgs(['export', 'all.xlsx'])).toEqual({ command: 'export', kind: undefined, file: 'all.xlsx', format: 'xlsx', lang: 'en' });
    expect(parseCatalogueArgs(['export', 'booths', 'b.csv', '--lang=zh'])).toEqual({ command: 'export', kind: 'booths', file: 'b.csv', format: 'csv', lang: 'zh' });
    expect(parseCatalogueArgs(['import', 'list.zip', '--dry-run'])).toEqual({ command: 'import', file: 'list.zip', dryRun: true, verbose: false, lang: 'en' });
    expect(parseCatalogueArgs(['--verbose', 'import', 'list.xlsx'])).toEqual({ command: 'import', file: 'list.xlsx', dryRun: false, verbose: true, lang: 'en' });
  });

  test.each([
    [[], /Which command\?/],
    [['template', 'stands', 'a.xlsx'], /"stands" is not a kind \(the kinds are halls, categories, exhibitors, booths, products\)/],
    [['template', 'halls', 'a.xls'], /must end in \.xlsx or \.csv \(got "a\.xls"\)/],
    [['template', 'halls'], /template needs a kind and a file/],
    [['export', 'all.csv'], /A \.csv file holds one kind/],
    [['import'], /import needs one file/],
    [['import', 'a.xlsx', '--lang', 'fr'], /--lang must be en or zh \(got "fr"\)/],
    [['export', 'a.xlsx', '--dry-run'], /--dry-run and --verbose belong to import/],
    [['import', 'a.xlsx', '--force'], /Unknown option --force/],
    [['delete', 'a.xlsx'], /Unknown command "delete"/],
  ])('%j is refused with the reason and the usage', (argv, reason) => {
    expect(() => parseCatalogueArgs(argv)).toThrow(UsageError);
    expect(() => parseCatalogueArgs(argv)).toThrow(reason);
    expect(() => parseCatalogueArgs(argv)).toThrow(/Usage:\n {2}npm run catalogue -- template <kind>/);
  });
});
