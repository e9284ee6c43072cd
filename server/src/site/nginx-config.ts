import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { BALANCER_IDLE_MS } from '../lib/graceful-stop';
import { UPLOAD_BODY_LIMIT } from '../modules/console/files';
import { CACHE_RULES, REVALIDATE } from './cache-policy';
import { HEADER_ONLY_POLICY, SECURITY_HEADERS } from './security-headers';

/** The shipped nginx configuration: a template whose {{SLOTS}} renderNginxSite fills. */
export const NGINX_TEMPLATE = path.join(REPO_ROOT, 'deploy/nginx/expo.conf');
/** Debian's ngx_brotli static module (libnginx-mod-http-brotli-static): with it nginx sends the releases' .br twins. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface NginxSiteOptions {
  /** nginx's `listen`: a port or address:port. */
  listen: string;
  serverName: string;
  /** The worker's PUBLISH_DIR as this machine sees it (its `current` link is served). */
  publishDir: string;
  /** The API processes, host:port each. */
  apiServers: readonly string[];
  accessLog: string;
  /** Whether nginx has the brotli static module loaded (Debian: its package puts a load_module in modules-enabled). */
  brotli: boolean;
}

/**
 * deploy/nginx/expo.conf with its slots filled: the machine's settings, and the header and cache
 * rules from the product's code, so the two servers cannot drift apart.
 */
export function renderNginxSite(options: NginxSiteOptions, template = readFileSync(NGINX_TEMPLATE, 'utf8')): string {
  if (!path.isAbsolute(options.publishDir)) throw new Error(`The publish directory must be an absolute path (got ${options.publishDir})`);
  if (options.apiServers.length === 0) throw new Error('At least one API process (host:port) is needed');
  const { 'content-security-policy': filePolicy, ...others } = SECURITY_HEADERS;
  const slots: Record<string, string> = {
    LISTEN: word(options.listen),
    SERVER_NAME: word(options.serverName),
    PUBLISH_DIR: word(options.publishDir.replace(/\/+$/, '')),
    ACCESS_LOG: word(options.accessLog),
    API_SERVERS: options.apiServers.map((server) => `    server ${word(server)};`).join('\n'),
    CACHE_RULES: [...CACHE_RULES.map((rule) => `    ${pattern(rule.pattern)} ${quoted(rule.cacheControl)};`), `    default ${quoted(REVALIDATE)};`].join('\n'),
    HEADER_ONLY_POLICY: inQuotes(HEADER_ONLY_POLICY),
    FILE_POLICY: inQuotes(filePolicy!),
    SECURITY_HEADERS: Object.entries(others).map(([name, value]) => `        add_header ${headerName(name)} ${quoted(value)} always;`).join('\n'),
    BROTLI: options.brotli
      ? '    brotli_static on;'
      : '    # brotli_static on;  # needs ngx_brotli (Debian: apt-get install libnginx-mod-http-brotli-static), then npm run deploy:nginx again',
    BODY_LIMIT: `${Math.ceil(UPLOAD_BODY_LIMIT / 1024)}k`,
    UPSTREAM_IDLE_TIMEOUT: `${BALANCER_IDLE_MS / 1000}s`,
  };
  const text = template.replace(/\{\{([A-Z_]+)\}\}/g, (_slot, name: string) => {
    const value = slots[name];
    if (value === undefined) throw new Error(`${NGINX_TEMPLATE} has an unknown slot {{${name}}}`);
    return value;
  });
  return `# Written by npm run deploy:nginx from deploy/nginx/expo.conf: change the template or the settings, not this file.\n${text}`;
}

/**
 * The main configuration of an nginx run by this user for a check or a test (npm run
 * deploy:check, the deploy tests): everything under `prefix`, the site's file included as an
 * operator's /etc/nginx/nginx.conf includes it, with Debian's http defaults.
 */
export function localNginxConfig({ prefix, siteFile, brotli }: { prefix: string; siteFile: string; brotli: boolean }): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${word(path.join(prefix, 'temp', kind))};`).join('\n');
  return `# nginx for a check or a test, run by this user, everything under ${prefix}.
${brotli ? `load_module ${BROTLI_STATIC_MODULE};` : '# (no brotli static module on this machine)'}
${process.getuid?.() === 0 ? '# Run as root: the workers read the releases where this user keeps them.\nuser root;' : ''}
worker_processes 2;
pid ${word(path.join(prefix, 'nginx.pid'))};
error_log ${word(path.join(prefix, 'error.log'))} warn;
events { worker_connections 1024; }
http {
    # As in Debian's /etc/nginx/nginx.conf.
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    gzip on;
${temp}
    include ${word(siteFile)};
}
`;
}

/** Whether this machine's nginx can load the brotli static module. */
export function brotliModuleInstalled(): boolean {
  return existsSync(BROTLI_STATIC_MODULE);
}

/** `x-content-type-options` as X-Content-Type-Options (names are case-insensitive; this reads better). */
function headerName(name: string): string {
  return word(name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`));
}

/** A value nginx takes as one word, unquoted. */
function word(value: string): string {
  if (!/^[\w.:/[\]@*-]+$/.test(value)) throw new Error(`"${value}" cannot be written into the nginx configuration as it is`);
  return value;
}

/** A value in double quotes. nginx has no escape for `$` (a variable) in its strings. */
function quoted(value: string): string {
  return `"${inQuotes(value)}"`;
}

/** A map key matching this regular expression: nginx keeps a backslash before other characters than quotes, backslash, t, r and n. */
function pattern(regex: RegExp): string {
  if (regex.flags || /["\n]|\\[\\"'trn]/.test(regex.source)) throw new Error(`${regex} cannot be written into the nginx configuration as it is`);
  return `"~${regex.source}"`;
}

function inQuotes(value: string): string {
  if (/["$\\\n]/.test(value)) throw new Error(`"${value}" cannot be written into the nginx configuration as it is`);
  return value;
}
