import { sql } from 'kysely';
import { CATALOGUE_KINDS, type CatalogueKind, type FieldSpec } from '@expo/contract';
import type { ChangedRecords } from '../../db/content-version';
import type { Db } from '../../db/engine';
import { resourceNamed } from '../console/resources';
import { keepPicture } from '../media/store';
import { isPending, type Plan, type PlannedRow, type PlannedValue } from './check';
import { KIND_RULES } from './columns';

// The apply's writes, set-based: each kind's new records inserted 500 at a time (their ids read
// back for the rows after them that name them by key), changed records updated 500 at a time from
// one VALUES list, then the booths the exhibitors' rows give or free. Runs in the apply's transaction.

const BATCH = 500;
/** Kinds whose records show on many pages (the floor plan, the category lists): a change rebuilds every page. */
const SITE_WIDE = new Set(['halls', 'categories', 'booths']);

/** Writes the plan; what the rebuild must pull (undefined: everything), or null when nothing changed. */
export async function writePlan(db: Db, plan: Plan): Promise<ChangedRecords | undefined | null> {
  const written = plan.rows.filter((row) => row.outcome === 'created' || row.outcome === 'updated');
  if (written.length === 0 && plan.assignments.size === 0) return null;
  const ids = {} as Record<CatalogueKind, Map<string, number>>;
  for (const kind of CATALOGUE_KINDS) ids[kind] = new Map([...plan.catalogue.records[kind]].map(([key, record]) => [key, record.id]));
  const resolve = (values: Record<string, PlannedValue>) =>
    Object.fromEntries(Object.entries(values).map(([column, value]) => [column, isPending(value) ? (value.pending === 'groups' ? null : ids[value.pending].get(value.key) ?? null) : value]));

  for (const picture of plan.pictures.values()) await keepPicture(db, picture);
  for (const kind of CATALOGUE_KINDS) {
    const rule = KIND_RULES[kind];
    const rows = written.filter((row) => row.kind === kind);
    const created = rows.filter((row) => row.outcome === 'created').map((row) => resolve(row.values));
    for (let i = 0; i < created.length; i += BATCH) {
      const saved = await db.insertInto(rule.table).values(created.slice(i, i + BATCH) as never).returning(['id', rule.keyColumn] as never).execute();
      for (const record of saved as Record<string, unknown>[]) ids[kind].set(String(record[rule.keyColumn]), record.id as number);
    }
    const types = columnTypes(rule.resource);
    const updated = rows.filter((row) => row.outcome === 'updated').map((row) => ({ id: row.id!, ...resolve(row.values) }));
    await updateMany(db, rule.table, types, updated, kind === 'exhibitors' || kind === 'products');
  }
  const freedOrGiven = [...plan.assignments].map(([code, holder]) => ({ id: ids.booths.get(code)!, exhibitor_id: holder === null ? null : ids.exhibitors.get(holder) ?? null }));
  await updateMany(db, 'booth', { exhibitor_id: 'integer' }, freedOrGiven, false);
  return touched(db, plan, written, ids.exhibitors);
}

/** The detail pages the import changes, as the console's rule for one record (touched-records.ts) gives them, for many. */
async function touched(db: Db, plan: Plan, written: PlannedRow[], exhibitorIds: Map<string, number>): Promise<ChangedRecords | undefined> {
  if (plan.assignments.size > 0 || written.some((row) => SITE_WIDE.has(row.kind))) return undefined;
  const exhibitors = new Set<number>();
  const products = new Set<number>();
  for (const row of written) {
    if (row.kind === 'exhibitors') exhibitors.add(row.id ?? exhibitorIds.get(row.key!)!);
  }
  const changedExhibitors = [...exhibitors];
  for (const row of written.filter((r) => r.kind === 'products')) {
    const stored = row.id !== undefined ? plan.catalogue.records.products.get(row.key!) : undefined;
    if (stored) {
      products.add(stored.id);
      exhibitors.add(stored.exhibitor_id as number);
    }
    const holder = row.values.exhibitor_id;
    if (typeof holder === 'number') exhibitors.add(holder);
    else if (isPending(holder)) exhibitors.add(exhibitorIds.get(holder.key)!);
  }
  const createdProducts = written.filter((r) => r.kind === 'products' && r.id === undefined).map((r) => r.key!);
  const activities = new Set<number>();
  for (let i = 0; i < createdProducts.length; i += 1000) {
    for (const row of await db.selectFrom('product').select('id').where('code', 'in', createdProducts.slice(i, i + 1000)).execute()) products.add(row.id);
  }
  for (let i = 0; i < changedExhibitors.length; i += 1000) {
    const some = changedExhibitors.slice(i, i + 1000);
    for (const row of await db.selectFrom('product').select('id').where('exhibitor_id', 'in', some).execute()) products.add(row.id);
    for (const row of await db.selectFrom('activity').select('id').where('exhibitor_id', 'in', some).execute()) activities.add(row.id);
  }
  return { exhibitor: exhibitors, product: products, activity: activities };
}

/** The SQL type of each column a resource's fields write. */
function columnTypes(resourceName: string): Record<string, string> {
  const types: Record<string, string> = {};
  for (const [field, spec] of Object.entries(resourceNamed(resourceName)!.fields)) types[field] = sqlType(spec);
  return types;
}

function sqlType(spec: FieldSpec): string {
  if (spec.type === 'int') return 'integer';
  if (spec.type === 'bool') return 'boolean';
  if (spec.type === 'mediaList') return 'jsonb';
  return 'text';
}

/** Updates records by id from one VALUES list per batch (rows grouped by the columns they set). */
async function updateMany(db: Db, table: string, types: Record<string, string>, rows: Record<string, unknown>[], touch: boolean): Promise<void> {
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const signature = Object.keys(row).filter((c) => c !== 'id' && c in types).sort().join(',');
    if (signature) groups.set(signature, [...(groups.get(signature) ?? []), row]);
  }
  for (const [signature, members] of groups) {
    const columns = signature.split(',');
    for (let i = 0; i < members.length; i += BATCH) {
      const tuples = members.slice(i, i + BATCH).map((row) => sql`(${sql.join([sql`${row.id}::integer`, ...columns.map((c) => sql`${row[c] ?? null}::${sql.raw(types[c]!)}`)])})`);
      const set = sql.join([...columns.map((c) => sql`${sql.ref(c)} = v.${sql.ref(c)}`), ...(touch ? [sql`updated_at = now()`] : [])]);
      await sql`UPDATE ${sql.table(table)} AS t SET ${set} FROM (VALUES ${sql.join(tuples)}) AS v(${sql.join([sql.ref('id'), ...columns.map((c) => sql.ref(c))])}) WHERE t.id = v.id`.execute(db);
    }
  }
}
