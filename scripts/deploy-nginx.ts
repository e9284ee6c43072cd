import path from 'node:path';
import { parseArgs } from 'node:util';
import { runConfigCommand, writeConfig } from './deploy/config-cli';
import { brotliModuleInstalled, renderNginxSite } from '../server/src/site/nginx-config';

/**
 * `npm run deploy:nginx -- --publish-dir /srv/expo-site --api 10.0.0.5:8000 --api 10.0.0.6:8000
 * [--listen 80] [--server-name www.example.com] [--access-log FILE] [--brotli | --no-brotli]
 * [--out /etc/nginx/conf.d/expo.conf]`: the shipped nginx configuration (deploy/nginx/expo.conf)
 * for one web server, on standard output or in --out. Brotli is on when this machine has the
 * module, unless told. docs/operations.md, "Several machines, step by step".
 */
const USAGE = 'npm run deploy:nginx -- --publish-dir DIR --api HOST:PORT [--api HOST:PORT …] [--listen 80] [--server-name NAME] [--access-log FILE] [--brotli | --no-brotli] [--out FILE]';

function main() {
  const { values } = parseArgs({
    options: {
      'publish-dir': { type: 'string' },
      api: { type: 'string', multiple: true },
      listen: { type: 'string', default: '80' },
      'server-name': { type: 'string', default: '_' },
      'access-log': { type: 'string', default: '/var/log/nginx/expo.access.log' },
      brotli: { type: 'boolean' },
      'no-brotli': { type: 'boolean' },
      out: { type: 'string' },
    },
  });
  if (!values['publish-dir'] || !values.api?.length) throw new Error(`Usage: ${USAGE}`);
  const text = renderNginxSite({
    listen: values.listen,
    serverName: values['server-name'],
    publishDir: path.resolve(values['publish-dir']),
    apiServers: values.api,
    accessLog: values['access-log'],
    brotli: values['no-brotli'] ? false : (values.brotli ?? brotliModuleInstalled()),
  });
  writeConfig(text, values.out, `Check it with nginx -t, then reload nginx (nginx -s reload).`);
}

runConfigCommand(main);
