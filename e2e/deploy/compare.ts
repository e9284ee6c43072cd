import { expect } from '@playwright/test';
import { layout } from './layout';

// The same URL asked of nginx and of the product's own file server (serving the same release):
// nginx must send everything the product sends, and put the same Content-Security-Policy in force
// (for a page: its <meta> policy plus nginx's header-only rules).

/** Headers that describe the transfer or the file's version, which each server writes its own way. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'etag', 'last-modified', 'accept-ranges', 'server', 'vary']);
const HEADER_ONLY = ['frame-ancestors'];

type Policy = Map<string, string>;

function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const directive of text.split(';').map((d) => d.trim()).filter(Boolean)) {
    const [name = '', ...sources] = directive.split(/\s+/);
    expect(policy.has(name), `${name} given twice in one policy`).toBe(false);
    policy.set(name.toLowerCase(), sources.join(' '));
  }
  return policy;
}

export function metaPolicyOf(html: string): string | undefined {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function get(base: string, urlPath: string, encodings: string): Promise<Answer> {
  const res = await fetch(`${base}${urlPath}`, { headers: { 'accept-encoding': encodings }, redirect: 'manual' });
  const headers = Object.fromEntries([...res.headers].map(([name, value]) => [name.toLowerCase(), value]));
  return { status: res.status, headers, body: await res.text() };
}

/** The policy in force for a page: its header's, and for an HTML page of nginx, its <meta> too. */
function effectivePolicy(answer: Answer, what: string): Policy {
  const header = parsePolicy(answer.headers['content-security-policy'] ?? '');
  const meta = metaPolicyOf(answer.body);
  if (meta === undefined) return header;
  const policy = parsePolicy(meta);
  for (const [name, sources] of header) {
    expect(policy.has(name), `${what}: ${name} in both the header and the <meta>`).toBe(false);
    policy.set(name, sources);
  }
  return policy;
}

/** Asks both servers for `urlPath` and expects the same status, headers, policy in force and body. */
export async function compareWithProduct(urlPath: string, encodings: string) {
  const what = `${urlPath} (accept-encoding: ${encodings})`;
  const [product, nginx] = await Promise.all([get(layout.productUrl, urlPath, encodings), get(layout.nginxUrl, urlPath, encodings)]);
  expect(nginx.status, `${what}: status`).toBe(product.status);
  for (const [name, value] of Object.entries(product.headers)) {
    if (TRANSPORT.has(name) || name === 'content-security-policy') continue;
    expect(nginx.headers[name], `${what}: ${name}`).toBe(value);
  }
  expect(nginx.headers['content-encoding'], `${what}: content-encoding`).toBe(product.headers['content-encoding']);
  if (nginx.headers['content-encoding']) expect(nginx.headers.vary?.toLowerCase(), `${what}: vary`).toBe('accept-encoding');
  expect(Object.fromEntries(effectivePolicy(nginx, what)), `${what}: the policy in force`).toEqual(Object.fromEntries(parsePolicy(product.headers['content-security-policy'] ?? '')));
  if (/^text\/html/.test(nginx.headers['content-type'] ?? '') && nginx.status !== 301) {
    expect(metaPolicyOf(nginx.body), `${what}: the page carries its policy`).toBeTruthy();
    expect([...parsePolicy(nginx.headers['content-security-policy'] ?? '').keys()], `${what}: nginx's header holds the header-only rules`).toEqual(HEADER_ONLY);
  }
  // A redirect's body is each server's own note; everything else is the release's file.
  if (product.status !== 301) expect(nginx.body, `${what}: the same body`).toBe(product.body);
}
