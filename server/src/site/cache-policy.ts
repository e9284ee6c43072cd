// Cache headers of the built site, after Gatsby's caching guide: files whose names carry a content
// hash never change; HTML and page data must be checked on every visit.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/static/')) return IMMUTABLE;
  if (urlPath.startsWith('/page-data/')) return REVALIDATE;
  if (/\.(js|css)$/.test(urlPath) && /-[0-9a-f]{16,}\.(js|css)$/.test(urlPath)) return IMMUTABLE;
  return REVALIDATE;
}

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  woff2: 'font/woff2',
  webmanifest: 'application/manifest+json',
  pdf: 'application/pdf',
};

export function contentTypeFor(file: string): string {
  const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}
