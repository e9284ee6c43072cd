import type { APIRequestContext } from '@playwright/test';
import { CJK, expect, test } from './fixtures';

// What a search engine or a chat app reads, without JavaScript: the HTML as served. Every
// JSON-LD block parses and carries what rich results need (breadcrumbs on every detail page;
// news with author, publisher and image; events with image, organizer, place and status;
// products with their maker); every page has an absolute og:image that answers with a picture;
// alias routes name one canonical URL; robots.txt lets crawlers fetch the pictures.

type Locale = 'zh_CN' | 'en_US';
type Json = Record<string, unknown>;
const LANGS = [
  { name: 'Chinese', prefix: '', locale: 'zh_CN' as Locale, lang: 'zh' },
  { name: 'English', prefix: '/en', locale: 'en_US' as Locale, lang: 'en' },
];
const DETAIL_KINDS = [
  { kind: 'exhibitor', list: 'exhibitor/list', route: 'exhibitors', type: 'Organization' },
  { kind: 'product', list: 'product/list', route: 'products', type: 'Product' },
  { kind: 'news', list: 'news/list', route: 'news', type: 'NewsArticle' },
  { kind: 'activity', list: 'activity/list', route: 'activity', type: 'Event' },
  { kind: 'exhibitor activity', list: 'exhibitorActivity/list', route: 'exhibitor-activity', type: 'Event' },
];
const ABSOLUTE = /^https?:\/\/[^/]+\//;

/** A served page's head as a crawler reads it: its meta and link tags, canonical, and parsed JSON-LD blocks. */
async function readPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const tags = (name: string) => [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((match) => attributes(match[1]!));
  const meta = (property: string) => tags('meta').find((tag) => tag.property === property || tag.name === property)?.content ?? null;
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => {
    try {
      return JSON.parse(match[1]!) as Json | Json[];
    } catch (error) {
      throw new Error(`${path}: a JSON-LD block does not parse: ${(error as Error).message}`);
    }
  });
  const canonical = tags('link').find((tag) => tag.rel === 'canonical')?.href ?? null;
  const alternates = tags('link').filter((tag) => tag.rel === 'alternate').map((tag) => tag.href ?? '');
  return { meta, canonical, alternates, schemas: blocks.flat() };
}

function attributes(source: string): Record<string, string> {
  const entities: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };
  return Object.fromEntries(
    [...source.matchAll(/([\w:-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, name: string) => entities[name]!)]),
  );
}

/** A record a few rows down its list (the editor-console story edits the newest ones meanwhile). */
async function recordOf(request: APIRequestContext, list: string, locale: Locale): Promise<{ id: number }> {
  const response = await request.get(`/api/common/${list}?pageSize=8`, { headers: { lang: locale } });
  const rows = ((await response.json()) as { data: { rows: Array<{ id: number; url?: string | null }> } }).data.rows.filter((row) => !row.url);
  const row = rows[5] ?? rows[0];
  if (!row) throw new Error(`no rows at ${list}`);
  return row;
}

/** The og:image is absolute, on the page's own origin, and answers 200 with a picture. */
async function expectSharedPicture(request: APIRequestContext, path: string, page: Awaited<ReturnType<typeof readPage>>) {
  const image = page.meta('og:image');
  expect(image, `${path} og:image`).toMatch(ABSOLUTE);
  expect(new URL(image!).origin, `${path} og:image origin`).toBe(new URL(page.canonical ?? page.meta('og:url')!).origin);
  expect(page.meta('twitter:card'), path).toBe('summary_large_image');
  const url = new URL(image!);
  const response = await request.get(url.pathname + url.search);
  expect(response.status(), image!).toBe(200);
  expect(response.headers()['content-type'], image!).toMatch(/^image\//);
  return image!;
}

const ofType = (schemas: Json[], type: string) => schemas.filter((schema) => schema['@type'] === type);
const named = (value: unknown) => typeof value === 'object' && value !== null && typeof (value as Json).name === 'string' && ((value as Json).name as string).length > 0;

for (const { name, prefix, locale, lang } of LANGS) {
  test.describe(`${name} pages`, () => {
    for (const { kind, list, route, type } of DETAIL_KINDS) {
      test(`the ${kind} page has breadcrumbs, complete ${type} data and a picture`, async ({ request }) => {
        const { id } = await recordOf(request, list, locale);
        const path = `${prefix}/${route}/${id}/`;
        const page = await readPage(request, path);
        expect(page.canonical, path).toMatch(new RegExp(`^https?://[^/]+${path}$`));
        await expectSharedPicture(request, path, page);

        const [breadcrumbs, ...more] = ofType(page.schemas, 'BreadcrumbList');
        expect(breadcrumbs, `${path}: BreadcrumbList`).toBeTruthy();
        expect(more, `${path}: one BreadcrumbList`).toHaveLength(0);
        const steps = breadcrumbs!.itemListElement as Json[];
        expect(steps.map((step) => step.position)).toEqual([1, 2, 3]);
        for (const step of steps) {
          expect(step['@type']).toBe('ListItem');
          expect(step.name, path).toEqual(expect.any(String));
          expect(step.item, path).toMatch(ABSOLUTE);
        }
        expect(new URL(steps[0]!.item as string).pathname).toBe(`${prefix}/`);
        expect(new URL(steps[1]!.item as string).pathname).toBe(`${prefix}/${route}/`);
        expect(steps[2]!.item).toBe(page.canonical);
        if (lang === 'en') expect(`${steps[0]!.name} ${steps[1]!.name}`).not.toMatch(CJK);

        const [main] = ofType(page.schemas, type);
        expect(main, `${path}: ${type}`).toBeTruthy();
        if (type === 'Product') {
          expect(named(main!.brand) || named(main!.manufacturer), `${path}: brand or manufacturer`).toBe(true);
        }
        if (type === 'NewsArticle') {
          expect(named(main!.author), `${path}: author`).toBe(true);
          expect(named(main!.publisher), `${path}: publisher`).toBe(true);
          expect((main!.publisher as Json)['@type']).toBe('Organization');
          expect((main!.publisher as Json).logo).toMatch(ABSOLUTE);
          expect(main!.image).toEqual([expect.stringMatching(ABSOLUTE)]);
          expect(main!.datePublished).toEqual(expect.any(String));
        }
        if (type === 'Event') {
          expect(main!.image).toEqual([expect.stringMatching(ABSOLUTE)]);
          expect(named(main!.organizer), `${path}: organizer`).toBe(true);
          const location = main!.location as Json;
          expect(location['@type']).toBe('Place');
          expect((location.address as Json)['@type']).toBe('PostalAddress');
          expect((location.address as Json).streetAddress).toEqual(expect.any(String));
          expect(main!.eventStatus).toBe('https://schema.org/EventScheduled');
          expect(main!.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
          expect(main!.startDate).toEqual(expect.any(String));
        }
        // Pictures named in the JSON-LD are fetchable too.
        for (const image of [main!.image, main!.logo].flat().filter((value): value is string => typeof value === 'string')) {
          const url = new URL(image);
          const response = await request.get(url.pathname + url.search);
          expect(response.status(), image).toBe(200);
          expect(response.headers()['content-type'], image).toMatch(/^image\//);
        }
      });
    }

    test('the home page has the show with its place, organiser and picture', async ({ request }) => {
      const page = await readPage(request, `${prefix}/`);
      const [show] = ofType(page.schemas, 'ExhibitionEvent');
      expect(((show!.location as Json).address as Json)['@type']).toBe('PostalAddress');
      expect(named(show!.organizer)).toBe(true);
      expect(show!.image).toEqual([expect.stringMatching(new RegExp(`/share/${lang}\\.png$`))]);
    });

    test('pages without a picture of their own share the default picture of their language, 1200×630', async ({ request }) => {
      test.setTimeout(180_000);
      const sitemap = await (await request.get('/sitemap.xml')).text();
      const detail = /^\/(en\/)?(exhibitors|products|news|activity|exhibitor-activity)\/\d+\/$/;
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((match) => new URL(match[1]!.replace(/&amp;/g, '&')).pathname)
        .filter((path) => !detail.test(path) && (lang === 'en') === path.startsWith('/en/'));
      expect(paths.length).toBeGreaterThan(30);
      let fetched = false;
      for (const path of paths) {
        const page = await readPage(request, path);
        const image = page.meta('og:image');
        expect(image, `${path} og:image`).toMatch(ABSOLUTE);
        if (new URL(image!).pathname !== `/share/${lang}.png`) continue; // a picture of its own
        expect([page.meta('og:image:width'), page.meta('og:image:height')], path).toEqual(['1200', '630']);
        expect(page.meta('twitter:card'), path).toBe('summary_large_image');
        if (!fetched) fetched = Boolean(await expectSharedPicture(request, path, page));
      }
      expect(fetched).toBe(true);
    });

    test('/cooperation/ and /page/cooperation/ name one canonical URL, the short route', async ({ request }) => {
      const short = await readPage(request, `${prefix}/cooperation/`);
      const long = await readPage(request, `${prefix}/page/cooperation/`);
      expect(short.canonical).toMatch(new RegExp(`^https?://[^/]+${prefix}/cooperation/$`));
      expect(long.canonical).toBe(short.canonical);
      expect(long.meta('og:url')).toBe(short.canonical);
      expect(long.alternates).toEqual(short.alternates);
      expect(long.alternates.length).toBeGreaterThanOrEqual(2);
      expect(long.alternates.every((href) => /\/cooperation\/$/.test(href))).toBe(true);
    });
  });
}

test('/procurement/privacy/ and /page/procurement-privacy/ name one canonical URL', async ({ request }) => {
  const short = await readPage(request, '/procurement/privacy/');
  const long = await readPage(request, '/page/procurement-privacy/');
  expect(short.canonical).toMatch(/^https?:\/\/[^/]+\/procurement\/privacy\/$/);
  expect(long.canonical).toBe(short.canonical);
  expect(long.meta('og:url')).toBe(short.canonical);
});

test('robots.txt lets crawlers fetch the pictures under /api/media/ and keeps them out of the rest of the API', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  const lines = robots.split('\n');
  const allow = lines.indexOf('Allow: /api/media/');
  expect(allow).toBeGreaterThan(0);
  expect(lines.indexOf('Disallow: /api/')).toBeGreaterThan(allow);
  expect(lines.slice(0, allow).some((line) => line.startsWith('User-agent:'))).toBe(true);
});
