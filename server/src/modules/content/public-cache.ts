import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { LRUCache } from 'lru-cache';
import { SITE_BUILD_USER_AGENT } from '@expo/contract';
import { ContentVersionWatch } from '../../db/content-version-watch';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's view of the content version (see watchContentVersion). */
    contentVersions: ContentVersionWatch;
  }
  interface FastifyContextConfig {
    /** false: this public route's answer is not cached (it depends on more than the content). */
    publicCache?: boolean;
  }
}

/** What a CDN and a browser are told: fresh for a minute, then served stale while revalidated. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
/** The answer depends on the `lang` header as well as on the URL. */
const VARY = 'lang, accept-encoding';
/** Memory bound of the cache: its entries' bytes (bodies and compressed copies). */
export const PUBLIC_CACHE_MAX_BYTES = 64 * 1024 * 1024;
const MAX_ENTRY_BYTES = 8 * 1024 * 1024;
/** As @fastify/compress: smaller answers go out uncompressed. */
const COMPRESS_THRESHOLD = 1024;

/**
 * Decorates `api` with the content version watch and expires it whenever a call other than a
 * read finishes in this process (editor saves, reseeds, renames all come that way), before its
 * answer leaves: the caller's next read sees its save. Register before the routes.
 */
export function watchContentVersion(api: FastifyInstance): ContentVersionWatch {
  const watch = new ContentVersionWatch(api.engine.db);
  api.decorate('contentVersions', watch);
  api.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') watch.expire();
    done(null, payload);
  });
  return watch;
}

interface CachedAnswer {
  /** The content stamp (epoch:version) that held when the answer was read. */
  stamp: string;
  body: Buffer;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

interface Slot {
  key: string;
  stamp: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    publicCacheSlot: Slot | null;
  }
}

/**
 * The answer cache of the public reads registered in `app`'s scope (the content routes): answers
 * to anonymous GETs with status 200, keyed by language and URL (path and query), valid while the
 * content stamp they were read at holds. Every such answer carries an ETag and a CDN-friendly
 * Cache-Control, and a matching If-None-Match gets a 304. Requests with an Authorization header
 * are neither served from nor stored in the cache; routes opt out with `config.publicCache: false`.
 */
export function registerPublicCache(app: FastifyInstance): void {
  const watch = app.contentVersions;
  const cache = new LRUCache<string, CachedAnswer>({
    maxSize: PUBLIC_CACHE_MAX_BYTES,
    maxEntrySize: MAX_ENTRY_BYTES,
    sizeCalculation: (answer, key) => key.length + answer.body.length + (answer.gzip?.length ?? 0) + (answer.br?.length ?? 0) + 64,
  });
  let lastStamp = '';

  app.decorateRequest('publicCacheSlot', null);

  // On each cacheable route itself, so that no other request pays for the hooks or asks its route's config.
  app.addHook('onRoute', (route) => {
    if (route.config?.publicCache === false || ![route.method].flat().includes('GET')) return;
    route.onRequest = [route.onRequest ?? []].flat().concat(serveFromCache);
    route.onSend = [route.onSend ?? []].flat().concat(storeAnswer);
  });

  // Callback hooks, and no closure made per request (tsx's __name makes each one costly): the
  // cached answer is sent without a promise when the content stamp is known.
  function serveFromCache(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const key = cacheKey(request);
    if (!key) return done();
    const stamp = watch.current();
    if (typeof stamp === 'string') {
      lookUp(request, reply, done, key, stamp);
      return;
    }
    stamp.then(
      (known) => lookUp(request, reply, done, key, known),
      (error: unknown) => {
        request.log.warn({ err: error }, 'content version unknown: answering without the cache');
        done();
      },
    );
  }

  function lookUp(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction, key: string, stamp: string): void {
    if (stamp !== lastStamp) {
      // A new version: every older answer is dead, free its memory.
      if (lastStamp) cache.clear();
      lastStamp = stamp;
    }
    const answer = cache.get(key);
    if (answer?.stamp === stamp) {
      sendCached(request, reply, key, answer);
      return;
    }
    request.publicCacheSlot = { key, stamp };
    done();
  }

  function storeAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
    const slot = request.publicCacheSlot;
    if (!slot || reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const body = Buffer.from(payload);
    const answer: CachedAnswer = { stamp: slot.stamp, body, etag: etagOf(body) };
    if (slot.stamp === lastStamp) cache.set(slot.key, answer);
    cacheHeaders(reply, answer);
    if (matches(request, answer.etag)) {
      reply.code(304);
      return done(null, '');
    }
    done(null, payload);
  }

  function sendCached(request: FastifyRequest, reply: FastifyReply, key: string, answer: CachedAnswer) {
    cacheHeaders(reply, answer);
    if (matches(request, answer.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = answer.body.length >= COMPRESS_THRESHOLD ? preferredEncoding(request.headers['accept-encoding']) : undefined;
    if (!encoding) return reply.send(answer.body);
    let compressed = answer[encoding];
    if (!compressed) {
      compressed = encoding === 'br'
        ? brotliCompressSync(answer.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(answer.body);
      // Set again, so the entry's size counts the compressed copy too.
      cache.set(key, { ...answer, [encoding]: compressed });
    }
    return reply.header('content-encoding', encoding).send(compressed);
  }
}

/**
 * The key of a cacheable request, or undefined: not a GET, a member's, the site build's. The build
 * reads the database itself: its change cursor (content/changes) is exact, so the records it pulls
 * must not be a second older on another API process.
 */
function cacheKey(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return undefined;
  if (request.headers['user-agent'] === SITE_BUILD_USER_AGENT) return undefined;
  return `${request.lang} ${request.url}`;
}

function cacheHeaders(reply: FastifyReply, answer: CachedAnswer) {
  reply.header('etag', answer.etag).header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', VARY);
}

/** A weak ETag: the bytes of the JSON, whatever the content coding they travel in. */
function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match holds the ETag (weak comparison) or `*`. */
function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = etag.slice(2);
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || (t.startsWith('W/') ? t.slice(2) : t) === opaque;
  });
}

/** br before gzip, as @fastify/compress chooses; anything else is left to that plugin. */
function preferredEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name ?? '', q ? Number(q.slice(2)) || 0 : 1);
  }
  if (allows(accepted, 'br')) return 'br';
  if (allows(accepted, 'gzip')) return 'gzip';
  return undefined;
}

function allows(accepted: Map<string, number>, name: string): boolean {
  return (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
}
