import ExcelJS from 'exceljs';
import { CATALOGUE_SHEETS, columnHeading, sheetName, type CatalogueFormat, type CatalogueKind } from '@expo/contract';
import type { Db } from '../../db/engine';
import { FORMULA_GUARD } from './read-csv';

// Templates and the export, in the import's layout: one sheet per kind named in both languages,
// bilingual headings in the first row, then the records (a template: one example row). An
// unedited export imports as unchanged. CSV is UTF-8 with a BOM, so Excel opens it right.

type Cell = string | number;
type Rows = Record<string, Cell>[];

export const FILE_TYPES: Record<CatalogueFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

const EXAMPLES: Record<CatalogueKind, Record<string, Cell>> = {
  halls: { code: 'H1', name_zh: '1号馆', name_en: 'Hall 1', width: 180, height: 90, sort: 1 },
  categories: { code: 'C-BREAD', group: 'G00001', name_zh: '面包', name_en: 'Bread', sort: 1 },
  exhibitors: {
    ref_no: 'E2024-0001', name_zh: '上海示例烘焙有限公司', name_en: 'Shanghai Example Bakery Co., Ltd.', intro_zh: '专业生产烘焙设备。', intro_en: 'We make baking equipment.',
    address_zh: '上海市浦东新区示例路1号', address_en: '1 Example Road, Pudong, Shanghai', region: '中国', country: 'CN', website: 'https://www.example.com', email: 'sales@example.com',
    phone: '+86 21 5555 0000', fax: '', hall: 'H1', booths: 'H1-A01, H1-A02', logo: 'logo-e2024-0001.png', photos: 'photo-1.jpg; photo-2.jpg',
  },
  booths: { code: 'H1-A01', hall: 'H1', x: 10, y: 10, width: 6, height: 3, exhibitor: 'E2024-0001' },
  products: {
    code: 'P2024-0001', exhibitor: 'E2024-0001', category: 'C-BREAD', name_zh: '全自动面包机', name_en: 'Automatic bread maker', intro_zh: '', intro_en: '',
    factory_zh: '', factory_en: '', brand_zh: '示例', brand_en: 'Example', origin_zh: '中国上海', origin_en: 'Shanghai, China', qs: 'yes', innovative: 'no', hidden: 'no', sort: 0, photos: 'bread-maker.jpg',
  },
};

/** A kind's template: the headings and one example row. */
export async function templateFile(kind: CatalogueKind, format: CatalogueFormat): Promise<Buffer> {
  return writeFile([{ kind, rows: [EXAMPLES[kind]] }], format);
}

/** The catalogue as it stands, every kind (xlsx) or one. */
export async function exportFile(db: Db, kinds: readonly CatalogueKind[], format: CatalogueFormat): Promise<Buffer> {
  const sheets = [];
  for (const kind of kinds) sheets.push({ kind, rows: await READERS[kind](db) });
  return writeFile(sheets, format);
}

async function writeFile(sheets: { kind: CatalogueKind; rows: Rows }[], format: CatalogueFormat): Promise<Buffer> {
  if (format === 'csv') {
    const { kind, rows } = sheets[0]!;
    const columns = CATALOGUE_SHEETS[kind].columns;
    const lines = [columns.map((c) => csvCell(columnHeading(c))).join(',')];
    for (const row of rows) lines.push(columns.map((c) => csvCell(row[c.name] ?? '')).join(','));
    return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
  }
  const workbook = new ExcelJS.Workbook();
  for (const { kind, rows } of sheets) {
    const columns = CATALOGUE_SHEETS[kind].columns;
    const sheet = workbook.addWorksheet(sheetName(kind), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({ header: columnHeading(c), key: c.name, width: Math.max(14, columnHeading(c).length + 4) }));
    sheet.getRow(1).font = { bold: true };
    for (const row of rows) sheet.addRow(columns.map((c) => row[c.name] ?? ''));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A CSV cell: quoted when it must be; a text a spreadsheet would run as a formula gets a ' before it (the import takes it off). */
function csvCell(value: Cell): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = FORMULA_GUARD + text;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const media = (id: string | null) => (id ? `/api/media/${id}` : '');
const mediaList = (ids: unknown) => (Array.isArray(ids) ? ids.map((id) => media(String(id))).join('; ') : '');
const text = (value: string | null) => value ?? '';

const READERS: Record<CatalogueKind, (db: Db) => Promise<Rows>> = {
  halls: async (db) =>
    (await db.selectFrom('hall').select(['code', 'name_zh', 'name_en', 'width', 'height', 'sort']).orderBy('sort').orderBy('id').execute()).map((h) => ({ ...h })),
  categories: async (db) =>
    (await db.selectFrom('category').innerJoin('category_group as g', 'g.id', 'category.group_id')
      .select(['category.code', 'g.code as group', 'category.name_zh', 'category.name_en', 'category.sort']).orderBy('category.id').execute()).map((c) => ({ ...c })),
  exhibitors: async (db) => {
    const booths = await db.selectFrom('booth').innerJoin('hall', 'hall.id', 'booth.hall_id').select(['booth.code', 'booth.exhibitor_id', 'hall.code as hall']).where('booth.exhibitor_id', 'is not', null).orderBy('booth.code').execute();
    const held = new Map<number, { codes: string[]; halls: Set<string> }>();
    for (const booth of booths) {
      const entry = held.get(booth.exhibitor_id!) ?? { codes: [], halls: new Set<string>() };
      entry.codes.push(booth.code);
      entry.halls.add(booth.hall);
      held.set(booth.exhibitor_id!, entry);
    }
    const rows = await db.selectFrom('exhibitor').leftJoin('region', 'region.id', 'exhibitor.region_id')
      .select(['exhibitor.id', 'ref_no', 'exhibitor.name_zh', 'exhibitor.name_en', 'intro_zh', 'intro_en', 'address_zh', 'address_en', 'region.name_zh as region_zh', 'region.name_en as region_en', 'exhibitor.country', 'website', 'email', 'phone', 'fax', 'logo', 'photos'])
      .orderBy('exhibitor.id').execute();
    return rows.map((e) => {
      const booth = held.get(e.id);
      return {
        ref_no: e.ref_no, name_zh: text(e.name_zh), name_en: text(e.name_en), intro_zh: text(e.intro_zh), intro_en: text(e.intro_en), address_zh: text(e.address_zh), address_en: text(e.address_en),
        region: e.region_zh || e.region_en || '', country: e.country, website: text(e.website), email: text(e.email), phone: text(e.phone), fax: text(e.fax),
        hall: booth && booth.halls.size === 1 ? [...booth.halls][0]! : '', booths: booth ? booth.codes.join(', ') : '', logo: media(e.logo), photos: mediaList(e.photos),
      };
    });
  },
  booths: async (db) =>
    (await db.selectFrom('booth').innerJoin('hall', 'hall.id', 'booth.hall_id').leftJoin('exhibitor', 'exhibitor.id', 'booth.exhibitor_id')
      .select(['booth.code', 'hall.code as hall', 'booth.x', 'booth.y', 'booth.width', 'booth.height', 'exhibitor.ref_no as exhibitor']).orderBy('booth.id').execute())
      .map((b) => ({ ...b, exhibitor: b.exhibitor ?? '' })),
  products: async (db) =>
    (await db.selectFrom('product').innerJoin('exhibitor', 'exhibitor.id', 'product.exhibitor_id').leftJoin('category', 'category.id', 'product.category_id')
      .select(['product.code', 'exhibitor.ref_no as exhibitor', 'category.code as category', 'product.name_zh', 'product.name_en', 'product.intro_zh', 'product.intro_en', 'factory_zh', 'factory_en', 'brand_zh', 'brand_en', 'origin_zh', 'origin_en', 'qs', 'innovative', 'hidden', 'product.sort', 'product.photos'])
      .orderBy('product.id').execute())
      .map((p) => ({
        code: p.code, exhibitor: p.exhibitor, category: p.category ?? '', name_zh: text(p.name_zh), name_en: text(p.name_en), intro_zh: text(p.intro_zh), intro_en: text(p.intro_en),
        factory_zh: text(p.factory_zh), factory_en: text(p.factory_en), brand_zh: text(p.brand_zh), brand_en: text(p.brand_en), origin_zh: text(p.origin_zh), origin_en: text(p.origin_en),
        qs: yesNo(p.qs), innovative: yesNo(p.innovative), hidden: yesNo(p.hidden), sort: p.sort, photos: mediaList(p.photos),
      })),
};

