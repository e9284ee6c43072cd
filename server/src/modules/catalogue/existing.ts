import { sql } from 'kysely';
import { CATALOGUE_KINDS, type CatalogueKind } from '@expo/contract';
import type { Db } from '../../db/engine';
import { readColumns, resourceNamed } from '../console/resources';
import { KIND_RULES } from './columns';

// The catalogue as it stands, read once per kind (one query each, never one per row): the records
// the file's keys name, and the keys and names other rows refer to.

export type StoredRecord = Record<string, unknown> & { id: number };

export interface Catalogue {
  /** each kind's records by key, with the columns the import compares */
  records: Record<CatalogueKind, Map<string, StoredRecord>>;
  /** category group codes → ids */
  groups: Map<string, number>;
  /** region names (either language, as compared) → ids */
  regions: Map<string, number>;
  /** hall ids → codes */
  hallCodes: Map<number, string>;
  /** exhibitor ids → the codes of the booths each holds */
  boothsOf: Map<number, string[]>;
}

export function regionForm(name: string): string {
  return name.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
}

export async function readCatalogue(db: Db, kinds: ReadonlySet<CatalogueKind>): Promise<Catalogue> {
  const records = {} as Catalogue['records'];
  for (const kind of CATALOGUE_KINDS) {
    const rule = KIND_RULES[kind];
    // Kinds the file does not hold are read for their keys only (references to them).
    const columns = kinds.has(kind) ? [...new Set(['id', rule.keyColumn, ...readColumns(resourceNamed(rule.resource)!).filter((c) => c !== 'updated_at')])] : ['id', rule.keyColumn, ...(kind === 'booths' ? ['hall_id', 'exhibitor_id'] : [])];
    const rows = (await db.selectFrom(rule.table).select(columns.map((c) => sql.ref(c).as(c)) as never).execute()) as StoredRecord[];
    records[kind] = new Map(rows.map((row) => [String(row[rule.keyColumn]), row]));
  }
  const groups = new Map((await db.selectFrom('category_group').select(['id', 'code']).execute()).map((g) => [g.code, g.id]));
  const regions = new Map<string, number>();
  for (const region of await db.selectFrom('region').select(['id', 'name_zh', 'name_en']).orderBy('id').execute()) {
    for (const name of [region.name_zh, region.name_en]) if (name && !regions.has(regionForm(name))) regions.set(regionForm(name), region.id);
  }
  const hallCodes = new Map((await db.selectFrom('hall').select(['id', 'code']).execute()).map((h) => [h.id, h.code]));
  const boothsOf = new Map<number, string[]>();
  for (const booth of records.booths.values()) {
    const holder = booth.exhibitor_id as number | null;
    if (holder !== null) boothsOf.set(holder, [...(boothsOf.get(holder) ?? []), String(booth.code)]);
  }
  return { records, groups, regions, hallCodes, boothsOf };
}
