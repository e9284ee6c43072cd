import { CHANGE_KINDS } from '@expo/contract';
import type { ChangedRecords } from '../../db/content-version';
import type { Db } from '../../db/engine';

/**
 * The detail records (exhibitor, product, news and activity pages) whose data a change of one
 * editor record alters, read inside the change's transaction, so the rebuild pulls just those.
 * A product shows its exhibitor's name and an exhibitor its product count, so both sides count.
 * Resources not named here change no detail record (site-wide data is pulled in full every
 * build) unless they are listed as FULL: then the build pulls everything.
 */
const RULES: Record<string, (db: Db, id: number) => Promise<ChangedRecords>> = {
  exhibitors: async (db, id) => ({
    exhibitor: [id],
    product: await idsWhere(db, 'product', id),
    activity: await idsWhere(db, 'activity', id),
  }),
  products: async (db, id) => {
    const product = await db.selectFrom('product').select('exhibitor_id').where('id', '=', id).executeTakeFirst();
    return { product: [id], exhibitor: product ? [product.exhibitor_id] : [] };
  },
  news: async (_db, id) => ({ news: [id] }),
  activities: async (_db, id) => ({ activity: [id] }),
  exhibitorActivities: async (_db, id) => ({ activity: [id] }),
};

/** Resources whose records feed many detail records (names of regions, categories, halls …). */
const FULL = new Set(['regions', 'categories', 'categoryGroups', 'halls', 'booths']);

export async function touchedRecords(db: Db, resource: string, key: string): Promise<ChangedRecords | undefined> {
  if (FULL.has(resource)) return undefined;
  const rule = RULES[resource];
  return rule ? rule(db, Number(key)) : {};
}

/** Both sides of a change (before and after the write): undefined, "anything", wins. */
export function mergeTouched(a: ChangedRecords | undefined, b: ChangedRecords | undefined): ChangedRecords | undefined {
  if (!a || !b) return undefined;
  const merged: ChangedRecords = {};
  for (const kind of CHANGE_KINDS) merged[kind] = [...(a[kind] ?? []), ...(b[kind] ?? [])];
  return merged;
}

async function idsWhere(db: Db, table: 'product' | 'activity', exhibitorId: number): Promise<number[]> {
  const rows = await db.selectFrom(table).select('id').where('exhibitor_id', '=', exhibitorId).execute();
  return rows.map((row) => row.id);
}
