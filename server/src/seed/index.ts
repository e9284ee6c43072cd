import { sql } from 'kysely';
import type { Db } from '../db/engine';
import type { Database } from '../db/schema';
import { bumpContentVersion } from '../db/content-version';
import { loadConfig } from '../config';
import { buildCatalogue, buildClassification } from './catalogue';
import type { SeedKind } from '../lib/seed-kinds';
import { seedDemoDemands } from './demands';
import { exhibitorLogins, exhibitorPasswordsFor, type ExhibitorPasswords } from './exhibitor-logins';
import { MediaSet } from './images';
import {
  buildBooths, buildChannels, buildDicts, buildDownloads, buildExhibition, buildHalls, buildLive, buildMediaPartners, buildPages,
  buildProcurement, buildQrCodes, buildSeo, CONFIGS, CONTACTS, HOME_MODULES, OTHER_SYSTEMS,
} from './site';
import { seedRankingCounts } from './ranking-counts';

export { SEED_KINDS, type SeedKind, type SeedScale } from '../lib/seed-kinds';

export { SEED_EXHIBITOR_PASSWORD } from './exhibitor-logins';
/** Exhibitor logins for binding a member account: `exhibitor<id>` (see exhibitor-logins.ts for their passwords). */
const EXHIBITOR_LOGINS = 20;

/** Content tables in an order that deletes children before parents. */
const CONTENT_TABLES = [
  'exhibitor_login', 'booth', 'hall', 'activity', 'product', 'exhibitor', 'category', 'category_group', 'region', 'news',
  'procurement', 'media_partner', 'content_page', 'seo', 'channel', 'home_module', 'download', 'contact', 'other_system',
  'qr_code', 'live', 'config', 'dict', 'exhibition',
] as const satisfies readonly (keyof Database)[];

/** The sequences of the catalogue's stable keys (019_catalogue_keys.sql). */
const KEY_SEQUENCES = ['exhibitor_key_seq', 'product_key_seq', 'category_key_seq', 'category_group_key_seq'];

type ContentTables = Partial<Record<(typeof CONTENT_TABLES)[number], readonly object[]>>;

export type SeedSummary = Record<string, number>;

export async function isContentEmpty(db: Db): Promise<boolean> {
  return !(await db.selectFrom('exhibition').select('id').executeTakeFirst());
}

/** The structure every seed starts from; `toWrite`: pages ask the organiser for their text rather than hold the demo's. */
function structureTables(media: MediaSet, { toWrite }: { toWrite: boolean }) {
  const { regions, groups, categories } = buildClassification();
  return {
    exhibition: [buildExhibition(media)],
    region: regions,
    category_group: groups,
    category: categories,
    hall: buildHalls(),
    content_page: buildPages({ toWrite }),
    seo: buildSeo(),
    channel: buildChannels(),
    home_module: HOME_MODULES,
    config: CONFIGS,
    dict: buildDicts(),
  } satisfies ContentTables;
}

/**
 * Replaces all content with the deterministic seed of `kind` (members and their data stay;
 * their links to removed records follow the foreign keys). The same kind gives the same content.
 * The exhibitor logins' passwords follow this process's NODE_ENV unless told: every caller (start,
 * `npm run seed`, the admin API) is then safe in production without passing anything.
 */
export async function seedContent(
  db: Db,
  kind: SeedKind,
  log: (msg: string) => void = () => {},
  passwords: ExhibitorPasswords = exhibitorPasswordsFor(loadConfig()),
): Promise<SeedSummary> {
  const started = Date.now();
  const media = new MediaSet();
  const structure = structureTables(media, { toWrite: kind === 'structure' });
  const catalogue = kind === 'structure' ? null : buildCatalogue(kind, media);
  const tables: ContentTables = catalogue
    ? {
        ...structure,
        exhibitor: catalogue.exhibitors,
        booth: buildBooths(catalogue.exhibitors.map((e) => e.id)),
        product: catalogue.products,
        news: catalogue.news,
        activity: catalogue.activities,
        procurement: buildProcurement(),
        media_partner: buildMediaPartners(media),
        download: buildDownloads(),
        contact: CONTACTS,
        other_system: OTHER_SYSTEMS,
        qr_code: buildQrCodes(media),
        live: buildLive(media),
      }
    : structure;
  const logins = catalogue ? await exhibitorLogins(catalogue.exhibitors.slice(0, EXHIBITOR_LOGINS).map((e) => e.id), passwords) : null;

  let demoDemands = 0;
  await db.transaction().execute(async (trx) => {
    for (const table of CONTENT_TABLES) await trx.deleteFrom(table).execute();
    // The catalogue's keys (E00001, P00001 …) follow the ids, so the same seed gives the same keys.
    for (const sequence of KEY_SEQUENCES) await sql`SELECT setval(${sequence}, 1, false)`.execute(trx);
    // Generated images only: uploads (WebP) belong to members and demands.
    await trx.deleteFrom('media').where('mime', '=', 'image/svg+xml').execute();
    await insertBatches(trx, 'media', [...media.rows.values()]);
    // The tables' order is the insertion order: parents (the structure, exhibitors) before children.
    for (const [table, rows] of Object.entries(tables)) await insertBatches(trx, table as keyof Database, rows);
    if (logins) await insertBatches(trx, 'exhibitor_login', logins.rows);
    for (const table of Object.keys(tables)) await resetSequence(trx, table);
    if (catalogue) {
      demoDemands = await seedDemoDemands(trx, structure.category[0]!.id);
      await seedRankingCounts(trx, { exhibitor: catalogue.exhibitors, product: catalogue.products });
    }
    await bumpContentVersion(trx);
  });
  const loginsFile = await logins?.saved();
  if (loginsFile) log(`The demo exhibitor logins have random passwords, listed in ${loginsFile}.`);

  const summary: SeedSummary = { media: media.rows.size, exhibitor_login: logins?.rows.length ?? 0, demo_demand: demoDemands };
  for (const [table, rows] of Object.entries(tables)) summary[table] = rows.length;
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  log(
    catalogue
      ? `Seeded the ${kind} content in ${took}: ${summary.exhibitor} exhibitors, ${summary.product} products, ${summary.news} news, ${summary.activity} activities.`
      : `Seeded the structure in ${took}: the show, ${summary.channel} navigation entries, ${summary.content_page} pages to write, ${summary.category} categories, ${summary.region} regions, ${summary.hall} halls; no exhibitors, products, news or events.`,
  );
  return summary;
}

async function insertBatches(db: Db, table: keyof Database, rows: readonly object[], size = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insertInto(table).values(rows.slice(i, i + size) as never).execute();
  }
}

/** Rows were inserted with their ids: move serial sequences past them. */
async function resetSequence(db: Db, table: string): Promise<void> {
  const serial = await sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} AND column_name = 'id' AND column_default LIKE 'nextval%'`.execute(db);
  if (!serial.rows[0]?.n) return;
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce((SELECT max(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(db);
}
