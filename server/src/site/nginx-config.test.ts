import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BALANCER_IDLE_MS } from '../lib/graceful-stop';
import { CACHE_RULES, cacheControlFor } from './cache-policy';
import { localNginxConfig, renderNginxSite, type NginxSiteOptions } from './nginx-config';
import { HEADER_ONLY_POLICY, SECURITY_HEADERS } from './security-headers';

// The shipped nginx configuration, rendered from the product's own rules. (That nginx then sends
// the same headers as the product's server is tested against the running layout: e2e/deploy.)

const NGINX = '/usr/sbin/nginx';
const OPTIONS: NginxSiteOptions = {
  listen: '127.0.0.1:8149', serverName: 'www.example.com', publishDir: '/srv/expo-site/', apiServers: ['10.0.0.5:8000', '10.0.0.6:8000'],
  accessLog: '/var/log/nginx/expo.access.log', brotli: false,
};

test('every slot is filled: the machine\'s settings, the API processes with keep-alive, the live release', () => {
  const text = renderNginxSite(OPTIONS);
  expect(text).not.toMatch(/\{\{|\}\}/);
  expect(text).toContain('    server 10.0.0.5:8000;\n    server 10.0.0.6:8000;\n');
  expect(text).toMatch(/keepalive \d+;/);
  // nginx closes its idle connections before a stopping API process would (graceful-stop.ts), and its workers share which process is out.
  expect(text).toContain(`keepalive_timeout ${BALANCER_IDLE_MS / 1000}s;`);
  expect(text).toMatch(/^\s*zone expo_api \w+;/m);
  expect(text).toContain('proxy_set_header Connection "";');
  expect(text).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  expect(text).toContain('root /srv/expo-site/current;');
  expect(text).toContain('include /srv/expo-site/current/nginx-routes*.conf;');
  expect(text).toContain('listen 127.0.0.1:8149;');
  expect(text).toMatch(/^\s*# brotli_static on;/m);
  expect(renderNginxSite({ ...OPTIONS, brotli: true })).toMatch(/^\s*brotli_static on;/m);
});

test('every header of the product\'s server is sent with every answer of the site, the policy by kind of file', () => {
  const text = renderNginxSite(OPTIONS);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name === 'content-security-policy') continue;
    expect(text.toLowerCase()).toContain(`add_header ${name} "${value.toLowerCase()}" always;`);
  }
  expect(text).toContain(`"~\\.html$" "${HEADER_ONLY_POLICY}";`);
  expect(text).toContain(`default "${SECURITY_HEADERS['content-security-policy']}";`);
});

test('the cache map gives each path what the product\'s server gives it', () => {
  const text = renderNginxSite(OPTIONS);
  const map = /map \$uri \$expo_cache_control \{\n([\s\S]*?)\n\}/.exec(text)![1]!.split('\n').map((line) => line.trim());
  const rules = map.filter((line) => line.startsWith('"~')).map((line) => {
    const [, pattern, value] = /^"~(.*)" "(.*)";$/.exec(line)!;
    return { pattern: new RegExp(pattern!), value: value! };
  });
  expect(rules).toHaveLength(CACHE_RULES.length);
  const fallback = /^default "(.*)";$/.exec(map.find((line) => line.startsWith('default'))!)![1];
  for (const urlPath of ['/sw.js', '/static/a/b.png', '/page-data/x/page-data.json', '/app-0123456789abcdef0123.js', '/styles-0123456789abcdef.css', '/app.js', '/', '/index.html', '/en/news/index.html']) {
    expect([urlPath, rules.find((rule) => rule.pattern.test(urlPath))?.value ?? fallback]).toEqual([urlPath, cacheControlFor(urlPath)]);
  }
});

test('settings nginx would read differently are refused', () => {
  expect(() => renderNginxSite({ ...OPTIONS, publishDir: 'relative/dir' })).toThrow(/absolute/);
  expect(() => renderNginxSite({ ...OPTIONS, serverName: 'a; include /etc/passwd' })).toThrow(/cannot be written/);
  expect(() => renderNginxSite({ ...OPTIONS, apiServers: [] })).toThrow(/At least one/);
  expect(() => renderNginxSite(OPTIONS, 'listen {{PORT}};')).toThrow(/unknown slot \{\{PORT\}\}/);
});

(existsSync(NGINX) ? test : test.skip)('nginx accepts the rendered configuration (nginx -t)', () => {
  const prefix = mkdtempSync(path.join(tmpdir(), 'expo-nginx-'));
  try {
    mkdirSync(path.join(prefix, 'temp'));
    const siteFile = path.join(prefix, 'expo.conf');
    writeFileSync(siteFile, renderNginxSite({ ...OPTIONS, publishDir: path.join(prefix, 'publish'), accessLog: path.join(prefix, 'access.log') }));
    writeFileSync(path.join(prefix, 'nginx.conf'), localNginxConfig({ prefix, siteFile, brotli: false }));
    const result = spawnSync(NGINX, ['-t', '-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', path.join(prefix, 'nginx.conf')], { encoding: 'utf8' });
    expect(result.stderr).toContain('test is successful');
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
});
