// The offline site, written after each build into public/ (docs/decisions.md, "Offline on the show
// floor"): the icons made from the site's logo, a web app manifest per language, the offline page
// without scripts, and the service worker (src/service-worker/sw.ts bundled by esbuild, its
// precache manifest injected by workbox-build). The server sends /sw.js with `no-cache`.
import fs from 'fs/promises';
import path from 'path';
import * as esbuild from 'esbuild';
import sharp from 'sharp';
import { injectManifest } from 'workbox-build';
import type { Language } from '../lib/i18n/languages';
import { APP_ICONS as ICONS, MANIFEST_URL, OFFLINE_PAGE, SERVICE_WORKER_URL } from '../lib/offline';
import { routes } from '../lib/routes';
import { theme } from '../styles/theme';
import { writeIfChanged } from './write-if-changed';

const PUBLIC = 'public';
const LOGO = path.join('static', 'favicon.svg');
const SW_SOURCE = path.join('src', 'service-worker', 'sw.ts');
/**
 * Pages kept in the precache (with their page data and code) besides the offline page: the floor
 * plan, and the visitor's badge page (its link opens at the gate with no signal, even when it was
 * never opened before: the badge itself is kept on the phone by the page).
 */
const PRECACHED_PAGES = [routes.floorPlan, routes.visitBadge];
const LANGUAGE_PREFIX: Record<Language, string> = { zh: '', en: '/en' };
const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

export interface ManifestNames {
  name: string;
  shortName: string;
}

/** The web app manifest of one language. */
export function webManifest(language: Language, names: ManifestNames) {
  const home = `${LANGUAGE_PREFIX[language]}/`;
  return {
    id: home,
    name: names.name,
    short_name: names.shortName,
    lang: HTML_LANG[language],
    dir: 'ltr',
    start_url: home,
    scope: '/',
    display: 'standalone',
    theme_color: theme.colors.crustDark,
    background_color: theme.colors.cream,
    icons: ICONS.filter((icon) => icon.purpose).map((icon) => ({ src: icon.file, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
  };
}

/** A page's HTML without its scripts: the offline page is served at addresses that are not its own, where Gatsby's runtime would navigate away. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="(?:script|fetch)"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="(?:preload|prefetch|modulepreload)"[^>]*\.js"[^>]*>/gi, '');
}

/**
 * The files the service worker precaches: all of the site's code (every chunk, about 310 KB gzip:
 * a page kept offline also needs the parts its layout loads when idle, and the code of every kind
 * of page is then there), the app's data, the precached pages with their data, the offline pages,
 * manifests and icons.
 */
export async function precacheFiles(publicDir: string): Promise<string[]> {
  const files = new Set<string>([...(await currentCode(publicDir)), 'page-data/app-data.json', 'favicon.svg']);
  for (const language of Object.keys(LANGUAGE_PREFIX) as Language[]) {
    for (const route of PRECACHED_PAGES) {
      const page = `${LANGUAGE_PREFIX[language]}${route}`.replace(/^\//, '');
      const pageData = `page-data/${page}page-data.json`;
      const data = JSON.parse(await fs.readFile(path.join(publicDir, pageData), 'utf8')) as { staticQueryHashes?: string[] };
      files.add(`${page}index.html`).add(pageData);
      for (const hash of data.staticQueryHashes ?? []) files.add(`page-data/sq/d/${hash}.json`);
    }
    files.add(OFFLINE_PAGE[language].slice(1)).add(MANIFEST_URL[language].slice(1));
  }
  for (const icon of ICONS) files.add(icon.file.slice(1));
  return [...files];
}

/**
 * This build's code files. public/ keeps the chunks of earlier builds (webpack writes only what
 * changed), so a chunk counts when it is in the app's chunk group or the app's webpack runtime
 * names its content hash (every page component and idle-loaded chunk is in that map).
 */
export async function currentCode(publicDir: string): Promise<string[]> {
  const stats = JSON.parse(await fs.readFile(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as { namedChunkGroups: Record<string, { assets: Array<{ name: string }> }> };
  const app = (stats.namedChunkGroups.app?.assets ?? []).map((asset) => asset.name).filter((name) => /\.(js|css)$/.test(name));
  const runtimes = await Promise.all(app.filter((name) => name.startsWith('webpack-runtime-')).map((name) => fs.readFile(path.join(publicDir, name), 'utf8')));
  const runtime = runtimes.join('\n');
  const named = (await fs.readdir(publicDir)).filter((name) => {
    const hash = /-([0-9a-f]{16,})\.(js|css)$/.exec(name)?.[1];
    return hash !== undefined && runtime.includes(hash);
  });
  return [...new Set([...app, ...named])].sort();
}

/** Everything of the offline site, after the pages are written. */
export async function writeOfflineSite(names: Record<Language, ManifestNames>): Promise<{ count: number; size: number }> {
  const logo = await fs.readFile(LOGO);
  await fs.mkdir(path.join(PUBLIC, 'icons'), { recursive: true });
  for (const icon of ICONS) {
    const out = path.join(PUBLIC, icon.file);
    if (icon.purpose === 'maskable') {
      // The logo inside the maskable safe zone (the inner 80 %), on the header's colour to the edges.
      const inner = Math.round(icon.size * 0.7);
      const glyph = await sharp(logo, { density: 600 }).resize(inner, inner).png().toBuffer();
      await writeIfChanged(out, await sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: theme.colors.crustDark } })
        .composite([{ input: glyph, gravity: 'centre' }])
        .png()
        .toBuffer());
    } else {
      await writeIfChanged(out, await sharp(logo, { density: 600 }).resize(icon.size, icon.size).png().toBuffer());
    }
  }
  for (const language of Object.keys(LANGUAGE_PREFIX) as Language[]) {
    await writeIfChanged(path.join(PUBLIC, MANIFEST_URL[language]), JSON.stringify(webManifest(language, names[language]), null, 2));
    const offlineHtml = await fs.readFile(path.join(PUBLIC, `${LANGUAGE_PREFIX[language]}${routes.offline}index.html`), 'utf8');
    await writeIfChanged(path.join(PUBLIC, OFFLINE_PAGE[language]), withoutScripts(offlineHtml));
  }

  const bundled = path.join('.cache', 'sw-bundled.js');
  await esbuild.build({
    entryPoints: [SW_SOURCE],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    outfile: bundled,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  // Written beside the bundle, then into the site only when it changed (write-if-changed.ts).
  const worker = path.join('.cache', 'sw-injected.js');
  const result = await injectManifest({
    swSrc: bundled,
    swDest: worker,
    globDirectory: PUBLIC,
    globPatterns: await precacheFiles(PUBLIC),
    // A page is precached under its own address (/booth-floor/), as visitors ask for it.
    manifestTransforms: [async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: entry.url.replace(/(^|\/)index\.html$/, '$1') })), warnings: [] })],
    dontCacheBustURLsMatching: /-[0-9a-f]{16,}\.(js|css)$/,
  });
  await writeIfChanged(path.join(PUBLIC, SERVICE_WORKER_URL), await fs.readFile(worker));
  return { count: result.count, size: result.size };
}
