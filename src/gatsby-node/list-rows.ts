import type { GatsbyCache } from 'gatsby';
import type { ChangeKind, ContentChanges, Language } from '@expo/contract';
import type { ApiClient, Query } from '../../plugins/gatsby-source-exhibition/src/api-client';
import { DEFAULT_CONCURRENCY, LIST_PAGE_SIZE as API_PAGE_SIZE } from '../../plugins/gatsby-source-exhibition/src/constants';
import { fetchAllRows } from '../../plugins/gatsby-source-exhibition/src/paging';

/** A paged list endpoint whose every row the build pulls to cut the list's static pages. */
export interface ListRowsSource {
  path: string;
  query?: Query;
  /**
   * The kind of record its rows are, as the content change log names them: then its rows are kept
   * between builds and brought up to date from the log. Lists the log does not name (downloads,
   * procurement notices) are pulled whole each build.
   */
  kind?: ChangeKind;
  /** The API orders it by record id: a changed record cannot move, so it is patched in place. */
  byId?: boolean;
}

interface Kept {
  epoch: string;
  version: number;
  lists: Record<string, Row[]>;
}

type Row = { id: number };

const CACHE_KEY = 'list-rows';
/** Above this many changed records of a list, pulling it whole costs about as many requests. */
const PATCH_MAX = 500;

/**
 * The rows of the site's paged lists, kept in Gatsby's cache between builds with the content
 * version they reflect. A build asks the change log what changed since then (the same log the
 * source plugin's delta sourcing reads) and pulls only that: a list of an unchanged kind is
 * reused, a list ordered by id gets its changed rows by `ids=` (removed, replaced or inserted in
 * id order, then checked against the list's `total`), any other list of a changed kind is pulled
 * whole. Without a kept state, or when the log cannot name the changes, every list is pulled whole.
 * Before this, every build pulled every list (about 260 requests on the large seed) and a delta
 * build took longer than the pages it rewrote.
 */
export class ListRows {
  private readonly next: Kept;
  private readonly counts = { reused: 0, patched: 0, pulled: 0 };

  private constructor(
    private readonly client: ApiClient,
    private readonly cache: GatsbyCache,
    private readonly kept: Kept | undefined,
    private readonly changes: ContentChanges,
  ) {
    this.next = { epoch: changes.epoch, version: changes.version, lists: {} };
  }

  static async open(client: ApiClient, cache: GatsbyCache, lang: Language): Promise<ListRows> {
    const kept = (await cache.get(CACHE_KEY)) as Kept | undefined;
    // Read before any list: a change made while the lists are pulled is named again next build.
    const changes = await client.get<ContentChanges>('/common/content/changes', lang, kept ? { since: kept.version, epoch: kept.epoch } : { since: 0 });
    return new ListRows(client, cache, kept, changes);
  }

  async rows<R extends Row>(source: ListRowsSource, lang: Language): Promise<R[]> {
    const key = `${lang} ${source.path} ${JSON.stringify(source.query ?? {})}`;
    // One list can feed several sets of pages (procurement: its list and each notice).
    const rows = this.next.lists[key] ?? (await this.fromKept(key, source, lang)) ?? (await this.pullWhole(source, lang));
    this.next.lists[key] = rows;
    return rows as R[];
  }

  /** Keeps this build's rows for the next one; call once every list was pulled. */
  async save(): Promise<string> {
    await this.cache.set(CACHE_KEY, this.next);
    const { reused, patched, pulled } = this.counts;
    return `list rows at content version ${this.changes.version}: ${reused} lists reused, ${patched} patched, ${pulled} pulled whole`;
  }

  private async pullWhole(source: ListRowsSource, lang: Language): Promise<Row[]> {
    this.counts.pulled += 1;
    return fetchAllRows<Row>(this.client, source.path, lang, DEFAULT_CONCURRENCY, source.query);
  }

  /** The kept rows brought up to date, or undefined when the list must be pulled whole. */
  private async fromKept(key: string, source: ListRowsSource, lang: Language): Promise<Row[] | undefined> {
    const kept = this.kept?.lists[key];
    if (!kept || !source.kind || this.changes.full || this.changes.epoch !== this.kept?.epoch) return undefined;
    const changed = this.changes.records[source.kind];
    if (changed.length === 0) {
      this.counts.reused += 1;
      return kept;
    }
    if (!source.byId || changed.length > PATCH_MAX) return undefined;
    const fresh: Row[] = [];
    for (let at = 0; at < changed.length; at += API_PAGE_SIZE) {
      const ids = changed.slice(at, at + API_PAGE_SIZE).join(',');
      fresh.push(...(await fetchAllRows<Row>(this.client, source.path, lang, DEFAULT_CONCURRENCY, { ...source.query, ids })));
    }
    const gone = new Set(changed);
    const rows = [...kept.filter((row) => !gone.has(row.id)), ...fresh].sort((a, b) => a.id - b.id);
    // The list as the API counts it now: anything else (a change the log missed) pulls it whole.
    const { total } = await this.client.get<{ total: number }>(source.path, lang, { ...source.query, pageNum: 1, pageSize: 1 });
    if (total !== rows.length) return undefined;
    this.counts.patched += 1;
    return rows;
  }
}
