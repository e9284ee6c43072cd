import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REVALIDATE, cacheControlFor } from './cache-policy';
import { HotFiles } from './hot-files';
import { PagePolicies } from './page-policies';
import { MATCH_PATHS_FILE, type MatchPath, type SiteDirectory } from './site-dir';

/**
 * Serves the built Gatsby site on the API's origin: files with their cache policy, `/x` → `/x/`
 * redirects, client-only routes (Gatsby's match paths), and the site's 404 page with status 404
 * (the English one under /en). Before the first build, pages answer 503 with a short note.
 *
 * This module decides which file answers a URL; @fastify/static (over @fastify/send) sends it:
 * streamed, the brotli or gzip twin written at release time when the request accepts it (with
 * `Vary: Accept-Encoding`), `Range`, `ETag` and `Last-Modified` with their conditional requests,
 * and `HEAD` with the headers of `GET`. The root is the release being served at that moment, so
 * switching releases is one assignment (SiteDirectory). Small files, once sent, are answered from
 * memory with the same headers (hot-files.ts). HTML files carry a CSP with the hashes of their own
 * inline scripts (page-policies.ts). Source maps answer 404 unless `sourceMaps` (SOURCE_MAPS=public).
 */
export async function siteRoutes(app: FastifyInstance, { site, sourceMaps = false }: { site: SiteDirectory; sourceMaps?: boolean }) {
  await app.register(fastifyStatic, { serve: false, preCompressed: true, index: false, cacheControl: false });
  let matchPathsOf: { root: string; list: MatchPath[] } | undefined;
  let builtRoot: string | undefined;
  const hotFiles = new HotFiles();
  const policies = new PagePolicies();
  /** Pages sent by the library that may be kept in memory once their headers are known. */
  const sentPages = new WeakMap<FastifyRequest, { root: string; key: string; file: string }>();

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const root = site.current();
    if (!root || !(await isBuilt(root))) return building(reply);
    const key = HotFiles.keyOf(request.method, request.url, request.headers);
    const hot = key === null ? undefined : hotFiles.get(root, key);
    if (hot) return reply.headers(hot.headers).send(hot.body);
    const [rawPath = '/', query = ''] = request.url.split('?', 2);
    const urlPath = sitePath(rawPath);
    if (urlPath === null || (!sourceMaps && urlPath.endsWith('.map'))) return notFound(reply, root, rawPath);
    const send = async (file: string, info: Stats, cachePath: string) => {
      if (key !== null) sentPages.set(request, { root, key, file: path.join(root, file) });
      await withPagePolicy(reply, root, file, info);
      return reply.header('cache-control', cacheControlFor(cachePath)).sendFile(file, root);
    };
    const file = urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath;
    const info = await statOf(path.join(root, file));
    if (info?.isFile()) return send(file, info, urlPath);
    if (info?.isDirectory() && (await statOf(path.join(root, file, 'index.html')))?.isFile()) {
      return reply.redirect(`${rawPath}/${query ? `?${query}` : ''}`, 301);
    }
    const clientOnly = (await matchPaths(root)).find((m) => matches(m.matchPath, urlPath));
    if (clientOnly) {
      const page = sitePath(clientOnlyPage(clientOnly));
      const pageInfo = page ? await statOf(path.join(root, page)) : null;
      if (page && pageInfo?.isFile()) return send(page, pageInfo, '/index.html');
    }
    return notFound(reply, root, urlPath);
  };

  /** An HTML file gets the CSP with its inline scripts' hashes in place of the default one. */
  async function withPagePolicy(reply: FastifyReply, root: string, file: string, info: Stats) {
    if (file.endsWith('.html')) reply.header('content-security-policy', await policies.of(path.join(root, file), info, file));
  }

  async function notFound(reply: FastifyReply, root: string, urlPath: string) {
    const english = urlPath === '/en' || urlPath.startsWith('/en/');
    for (const page of english ? ['/en/404.html', '/404.html'] : ['/404.html']) {
      const info = await statOf(path.join(root, page));
      if (!info?.isFile()) continue;
      await withPagePolicy(reply, root, page, info);
      // The status stays 404; no validators or ranges for an error page.
      return reply.code(404).header('cache-control', REVALIDATE).sendFile(page, root, { etag: false, lastModified: false, acceptRanges: false });
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  }

  app.addHook('onSend', (request, reply, payload, done) => {
    const sent = sentPages.get(request);
    if (sent && reply.statusCode === 200) void hotFiles.remember(sent.root, sent.key, sent.file, reply.getHeaders(), String(request.headers['accept-encoding'] ?? ''));
    done(null, payload);
  });

  /** A release never changes once it is served: whether it is complete is checked once. */
  async function isBuilt(root: string): Promise<boolean> {
    if (builtRoot === root) return true;
    if (!(await statOf(path.join(root, 'index.html')))?.isFile()) return false;
    builtRoot = root;
    return true;
  }

  async function matchPaths(root: string): Promise<MatchPath[]> {
    if (matchPathsOf?.root !== root) {
      const list = await readFile(path.join(root, MATCH_PATHS_FILE), 'utf8').then((text) => JSON.parse(text) as MatchPath[]).catch(() => []);
      matchPathsOf = { root, list };
    }
    return matchPathsOf.list;
  }

  // The files are compressed already (their twins); HEAD is exposed with the same handler.
  app.get('/*', { config: { compress: false } }, handler);
}

/** The HTML file that answers a client-only route: its page's index.html. */
export function clientOnlyPage(route: MatchPath): string {
  return `${route.path.replace(/\/?$/, '/')}index.html`;
}

/** Gatsby's matchPath rules as reach router reads them: `:name` is one segment, a final `*` anything below. */
export function matches(matchPath: string, urlPath: string): boolean {
  const wildcard = matchPath.endsWith('/*');
  const pattern = (wildcard ? matchPath.slice(0, -2) : matchPath).replace(/\/$/, '').split('/');
  const parts = urlPath.replace(/\/$/, '').split('/');
  if (wildcard ? parts.length < pattern.length : parts.length !== pattern.length) return false;
  return pattern.every((segment, i) => (segment.startsWith(':') ? (parts[i] ?? '') !== '' : segment === parts[i]));
}

/**
 * The decoded path of a URL inside the site, or null for one that could name something else:
 * undecodable, a NUL byte, a backslash, `.` or `..` segments, or an empty segment (`//`).
 */
export function sitePath(rawPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || /[\0\\]/.test(decoded)) return null;
  const segments = decoded.slice(1).split('/');
  const inner = segments.slice(0, -1);
  if (inner.some((s) => s === '' || s === '.' || s === '..') || ['.', '..'].includes(segments.at(-1)!)) return null;
  return decoded;
}

async function statOf(file: string): Promise<Stats | null> {
  return stat(file).catch(() => null);
}

function building(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', '30')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="zh-CN"><meta charset="utf-8"><meta http-equiv="refresh" content="30"><title>网站生成中 · The site is being built</title>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#3d2b1f">
<h1>网站正在生成，请一分钟后刷新。</h1><p>The site is being built. Please refresh in a minute.</p><p>API: <a href="/api/health">/api/health</a></p></body></html>`);
}
