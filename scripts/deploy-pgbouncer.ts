import { parseArgs } from 'node:util';
import { runConfigCommand, writeConfig } from './deploy/config-cli';
import { renderPgbouncerConfig } from '../server/src/db/pgbouncer-config';

/**
 * `npm run deploy:pgbouncer -- --database expo=postgres://10.0.0.7:5432/expo [--database …] --admin-user expo
 * [--listen 127.0.0.1:6432] [--auth-file /etc/pgbouncer/userlist.txt]
 * [--pool-size 20] [--out /etc/pgbouncer/pgbouncer.ini]`: the shipped PgBouncer configuration
 * (deploy/pgbouncer/pgbouncer.ini) for one machine, on standard output or in --out, with
 * scram-sha-256 authentication. docs/operations.md, "PgBouncer".
 */
const USAGE = 'npm run deploy:pgbouncer -- --database NAME=postgres://HOST:PORT/DB [--database …] --admin-user NAME [--listen ADDR:PORT] [--auth-file FILE] [--pool-size N] [--out FILE]';

function main() {
  const { values } = parseArgs({
    options: {
      database: { type: 'string', multiple: true },
      listen: { type: 'string', default: '127.0.0.1:6432' },
      'auth-file': { type: 'string', default: '/etc/pgbouncer/userlist.txt' },
      'admin-user': { type: 'string', multiple: true },
      'pool-size': { type: 'string' },
      out: { type: 'string' },
    },
  });
  if (!values.database?.length || !values['admin-user']?.length) throw new Error(`Usage: ${USAGE}`);
  const databases = Object.fromEntries(values.database.map((entry) => {
    const at = entry.indexOf('=');
    if (at < 1) throw new Error(`--database ${entry}: NAME=postgres://HOST:PORT/DB expected`);
    return [entry.slice(0, at), entry.slice(at + 1)];
  }));
  const listen = /^(.+):(\d+)$/.exec(values.listen);
  if (!listen) throw new Error(`--listen ${values.listen}: ADDRESS:PORT expected`);
  const text = renderPgbouncerConfig({
    databases, listenAddr: listen[1]!, listenPort: Number(listen[2]), authType: 'scram-sha-256', authFile: values['auth-file'],
    adminUsers: values['admin-user'], poolSize: values['pool-size'] ? Number(values['pool-size']) : undefined,
  });
  writeConfig(text, values.out, `Restart PgBouncer (systemctl restart pgbouncer), then check it: psql -h ${listen[1]} -p ${listen[2]} -U ${values['admin-user'][0]} pgbouncer -c 'SHOW POOLS'.`);
}

runConfigCommand(main);
