import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor, contentTypeFor } from './cache-policy';
import { MATCH_PATHS_FILE, type SiteDirectory } from './site-dir';

interface MatchPath {
  path: string;
  matchPath: string;
}

/**
 * Serves the built Gatsby site on the API's origin: files with their cache policy, `/x` → `/x/`
 * redirects, client-only routes (Gatsby's match paths), and the site's 404 page with status 404
 * (the English one under /en). Before the first build, pages answer 503 with a short note.
 */
export async function siteRoutes(app: FastifyInstance, { site }: { site: SiteDirectory }) {
  const matchPathsCache = new Map<string, MatchPath[]>();

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const root = site.current();
    const [rawPath = '/', query = ''] = request.url.split('?', 2);
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(rawPath);
    } catch {
      return notFound(reply, root, '/');
    }
    if (!root || !(await isFile(path.join(root, 'index.html')))) return building(reply);
    const file = resolveInside(root, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
    if (file && (await isFile(file))) return sendFile(request, reply, file, urlPath);
    if (!urlPath.endsWith('/') && file && (await isFile(path.join(file, 'index.html')))) {
      return reply.redirect(`${rawPath}/${query ? `?${query}` : ''}`, 301);
    }
    const clientOnly = (await matchPaths(root)).find((m) => matches(m.matchPath, urlPath));
    if (clientOnly) {
      const page = resolveInside(root, `${clientOnly.path.replace(/\/?$/, '/')}index.html`);
      if (page && (await isFile(page))) return sendFile(request, reply, page, '/index.html');
    }
    return notFound(reply, root, urlPath);
  };

  async function matchPaths(root: string): Promise<MatchPath[]> {
    let list = matchPathsCache.get(root);
    if (!list) {
      list = await readFile(path.join(root, MATCH_PATHS_FILE), 'utf8').then((text) => JSON.parse(text) as MatchPath[]).catch(() => []);
      matchPathsCache.set(root, list);
    }
    return list;
  }

  app.get('/*', handler);
}

/** Gatsby's matchPath rules as reach router reads them: `:name` is one segment, a final `*` anything below. */
export function matches(matchPath: string, urlPath: string): boolean {
  const wildcard = matchPath.endsWith('/*');
  const pattern = (wildcard ? matchPath.slice(0, -2) : matchPath).replace(/\/$/, '').split('/');
  const parts = urlPath.replace(/\/$/, '').split('/');
  if (wildcard ? parts.length < pattern.length : parts.length !== pattern.length) return false;
  return pattern.every((segment, i) => (segment.startsWith(':') ? (parts[i] ?? '') !== '' : segment === parts[i]));
}

/** The file for a URL path, or null when the path would leave the site directory. */
function resolveInside(root: string, urlPath: string): string | null {
  const file = path.join(root, path.normalize(urlPath));
  return file.startsWith(root + path.sep) || file === root ? file : null;
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then((s) => s.isFile()).catch(() => false);
}

async function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, urlPath: string) {
  const info = await stat(file);
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  reply.header('cache-control', cacheControlFor(urlPath)).header('etag', etag).header('last-modified', info.mtime.toUTCString());
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(contentTypeFor(file)).send(await readFile(file));
}

async function notFound(reply: FastifyReply, root: string | undefined, urlPath: string) {
  const english = urlPath === '/en' || urlPath.startsWith('/en/');
  const candidates = [english ? 'en/404.html' : null, '404.html'].filter((c): c is string => Boolean(c));
  for (const candidate of candidates) {
    const file = root ? path.join(root, candidate) : '';
    if (file && (await isFile(file))) {
      return reply.code(404).header('cache-control', 'public, max-age=0, must-revalidate').type('text/html; charset=utf-8').send(await readFile(file));
    }
  }
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
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
