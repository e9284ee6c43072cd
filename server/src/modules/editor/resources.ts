import { configProblem } from '@expo/contract';
import type { Database } from '../../db/schema';

// The content an editor can change, described once: the routes, validation and audit log are
// generated from these descriptions. Field names are the table's columns.

export type FieldType = 'text' | 'longText' | 'int' | 'bool' | 'timestamp' | 'media' | 'mediaList' | 'url';

export interface FieldSpec {
  type: FieldType;
  required?: boolean;
  /** max characters (text) */
  max?: number;
  /** allowed integer range */
  min?: number;
  maxValue?: number;
}

export interface Resource {
  name: string;
  table: keyof Database;
  /** the column that names a record in URLs */
  key: 'id' | 'code' | 'path' | 'key';
  keyType: 'int' | 'text';
  /** columns searched by `keyword` */
  search: string[];
  fields: Record<string, FieldSpec>;
  /** the table has updated_at, bumped on every change */
  touch?: boolean;
  /** A rule across the record: the field at fault and why, in English (the site's reader's words). */
  check?: (key: string, values: Record<string, unknown>) => { field: string; problem: string } | null;
}

const text = (max: number, required = false): FieldSpec => ({ type: 'text', max, required });
const long = (max = 20000, required = false): FieldSpec => ({ type: 'longText', max, required });
const pair = (base: string, spec: FieldSpec) => ({ [`${base}_zh`]: spec, [`${base}_en`]: spec });
const int = (min: number, maxValue: number, required = false): FieldSpec => ({ type: 'int', min, maxValue, required });
const ref = (required = false): FieldSpec => int(1, 2147483647, required);

export const RESOURCES: Resource[] = [
  {
    name: 'exhibitors', table: 'exhibitor', key: 'id', keyType: 'int', search: ['name_zh', 'name_en'], touch: true,
    fields: {
      ...pair('name', text(200)), ...pair('intro', long(5000)), ...pair('address', text(200)),
      logo: { type: 'media' }, region_id: ref(), email: text(200), phone: text(50), fax: text(50), website: { type: 'url', max: 300 },
      popularity: int(0, 100_000_000),
    },
  },
  {
    name: 'products', table: 'product', key: 'id', keyType: 'int', search: ['name_zh', 'name_en'], touch: true,
    fields: {
      exhibitor_id: ref(true), category_id: ref(), ...pair('name', text(200)), ...pair('intro', long(5000)), ...pair('factory', text(200)),
      ...pair('brand', text(100)), ...pair('origin', text(100)), qs: { type: 'bool' }, innovative: { type: 'bool' },
      photos: { type: 'mediaList' }, popularity: int(0, 100_000_000),
    },
  },
  {
    name: 'news', table: 'news', key: 'id', keyType: 'int', search: ['title_zh', 'title_en'], touch: true,
    fields: { ...pair('title', text(200)), ...pair('summary', text(500)), ...pair('content', long()), cover: { type: 'media' }, source_url: { type: 'url', max: 300 }, published_at: { type: 'timestamp', required: true } },
  },
  {
    name: 'activities', table: 'activity', key: 'id', keyType: 'int', search: ['title_zh', 'title_en'], touch: true,
    fields: {
      exhibitor_id: ref(), ...pair('title', text(200)), ...pair('host', text(200)), ...pair('address', text(200)), ...pair('intro', long(5000)),
      cover: { type: 'media' }, starts_at: { type: 'timestamp', required: true }, ends_at: { type: 'timestamp', required: true }, seats: int(0, 1_000_000, true),
    },
  },
  {
    name: 'live', table: 'live', key: 'id', keyType: 'int', search: ['title_zh', 'title_en'],
    fields: {
      live_type: int(1, 2, true), ...pair('title', text(200)), cover: { type: 'media' }, wap_url: { type: 'url', max: 500 }, pc_url: { type: 'url', max: 500 },
      wap_url_en: { type: 'url', max: 500 }, pc_url_en: { type: 'url', max: 500 }, starts_at: { type: 'timestamp', required: true },
    },
  },
  { name: 'pages', table: 'content_page', key: 'code', keyType: 'text', search: ['title_zh', 'title_en'], touch: true, fields: { ...pair('title', text(200)), ...pair('content', long()) } },
  {
    name: 'seo', table: 'seo', key: 'path', keyType: 'text', search: ['path', 'title_zh', 'title_en'],
    fields: { ...pair('title', text(200, true)), ...pair('keyword', text(300, true)), ...pair('description', text(500, true)), ...pair('content', long(5000)) },
  },
  {
    name: 'channels', table: 'channel', key: 'id', keyType: 'int', search: ['title_zh', 'title_en'],
    fields: { parent_id: ref(), ...pair('title', text(50, true)), path: text(200), url: { type: 'url', max: 300 }, new_window: { type: 'bool' }, zh_only: { type: 'bool' }, sort: int(0, 10000) },
  },
  { name: 'qrcodes', table: 'qr_code', key: 'id', keyType: 'int', search: ['name_zh', 'name_en'], fields: { photo: { type: 'media', required: true }, ...pair('name', text(50, true)), sort: int(0, 10000) } },
  {
    name: 'configs', table: 'config', key: 'key', keyType: 'text', search: ['key'], fields: { value: long(5000, true) },
    check: (key, values) => {
      const problem = typeof values.value === 'string' ? configProblem(key, values.value) : null;
      return problem ? { field: 'value', problem } : null;
    },
  },
  { name: 'procurement', table: 'procurement', key: 'id', keyType: 'int', search: ['title_zh', 'title_en'], fields: { ...pair('title', text(200)), ...pair('content', long()), published_at: { type: 'timestamp', required: true } } },
  {
    name: 'contacts', table: 'contact', key: 'id', keyType: 'int', search: ['dept_zh', 'dept_en'],
    fields: { ...pair('dept', text(100, true)), ...pair('person', text(100, true)), phone: text(50, true), email: text(200, true), sort: int(0, 10000) },
  },
];

export function resourceNamed(name: string): Resource | undefined {
  return RESOURCES.find((r) => r.name === name);
}
