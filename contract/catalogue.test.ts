import { CATALOGUE_KINDS, CATALOGUE_SHEETS, catalogueKey, columnHeading, columnOf, keyColumn, kindOfSheet, sheetName } from './catalogue';
import { MESSAGES } from './messages';

describe('catalogue sheets', () => {
  it('recognises a heading in both languages, either alone or by its name, case and spaces ignored', () => {
    const column = keyColumn('exhibitors');
    for (const heading of ['展商编号 Exhibitor No.', '展商编号', 'exhibitor no.', ' Exhibitor  No. ', 'REF_NO', '展商编号　Exhibitor No.']) expect(columnOf('exhibitors', heading)).toBe(column);
    expect(columnOf('exhibitors', 'Exhibitor')).toBeUndefined();
  });

  it('tells a sheet its kind by name or by its key heading, and no key heading is another kind\'s column', () => {
    for (const kind of CATALOGUE_KINDS) {
      expect(kindOfSheet(sheetName(kind), [])).toBe(kind);
      expect(kindOfSheet('Sheet1', CATALOGUE_SHEETS[kind].columns.map((c) => columnHeading(c)))).toBe(kind);
      expect(kindOfSheet(`${kind}.csv`, [])).toBe(kind);
    }
    expect(kindOfSheet('Sheet1', ['name_zh'])).toBeUndefined();
    expect(kindOfSheet('products.csv', ['展商编号', '中文名称'])).toBe('exhibitors');
    expect(kindOfSheet('products.csv', ['code', 'name_zh'])).toBe('products');
  });

  it('keeps keys of any script, trimmed, 1 to 50 characters', () => {
    expect(catalogueKey(' E-001/a.b_c ')).toBe('E-001/a.b_c');
    expect(catalogueKey('展商١٢')).toBe('展商١٢');
    expect(catalogueKey('a b')).toBeNull();
    expect(catalogueKey('')).toBeNull();
    expect(catalogueKey('x'.repeat(51))).toBeNull();
  });

  it('has every catalogue message in both languages', () => {
    for (const [key, text] of Object.entries(MESSAGES).filter(([k]) => k.startsWith('catalogue'))) expect([key, text.zh && text.en]).toEqual([key, expect.any(String)]);
  });
});
