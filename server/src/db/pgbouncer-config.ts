import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { POSTGRES_POOL_SIZE } from './engine';

/** The shipped PgBouncer configuration: a template whose {{SLOTS}} renderPgbouncerConfig fills. */
export const PGBOUNCER_TEMPLATE = path.join(REPO_ROOT, 'deploy/pgbouncer/pgbouncer.ini');

/**
 * PostgreSQL connections one PgBouncer opens per database, at most: two per core of a two-core
 * database machine is where throughput stops growing, and the rest covers transactions that wait
 * on a lock (rate limits, a meeting hold) without holding up the others. docs/operations.md, "PgBouncer".
 */
export const PGBOUNCER_POOL_SIZE = 20;
/** Clients one PgBouncer takes: 100 processes' pools of POSTGRES_POOL_SIZE; more wait for a slot rather than being refused. */
export const PGBOUNCER_MAX_CLIENT_CONN = 100 * POSTGRES_POOL_SIZE;

export interface PgbouncerOptions {
  /** The database name clients give → the PostgreSQL URL it stands for (its host, port and database). */
  databases: Readonly<Record<string, string>>;
  listenAddr: string;
  listenPort: number;
  /** trust only where PostgreSQL itself trusts the clients (a check or a test on one machine). */
  authType: 'trust' | 'scram-sha-256';
  /** The user list (`"name" "secret"` a line): for trust, the names allowed. */
  authFile: string;
  adminUsers: readonly string[];
  /** Where it logs; unset: standard error (a part of the layout run in the foreground). */
  logFile?: string;
  pidFile?: string;
  poolSize?: number;
  maxClientConn?: number;
}

/** deploy/pgbouncer/pgbouncer.ini with its slots filled. */
export function renderPgbouncerConfig(options: PgbouncerOptions, template = readFileSync(PGBOUNCER_TEMPLATE, 'utf8')): string {
  const entries = Object.entries(options.databases);
  if (entries.length === 0) throw new Error('At least one database is needed');
  if (!options.adminUsers.length) throw new Error('At least one admin user is needed');
  const slots: Record<string, string> = {
    DATABASES: entries.map(([name, url]) => `${word(name)} = ${databaseTarget(url)}`).join('\n'),
    LISTEN_ADDR: word(options.listenAddr),
    LISTEN_PORT: String(port(options.listenPort)),
    POOL_SIZE: String(positive(options.poolSize ?? PGBOUNCER_POOL_SIZE)),
    MAX_CLIENT_CONN: String(positive(options.maxClientConn ?? PGBOUNCER_MAX_CLIENT_CONN)),
    AUTH_TYPE: options.authType,
    AUTH_NOTE: options.authType === 'trust'
      ? 'trust, as PostgreSQL here trusts its local clients (a check or a test); the names in auth_file only.'
      : 'scram-sha-256 with the secrets in auth_file (as pg_shadow has them), or auth_user with auth_query.',
    AUTH_FILE: word(options.authFile),
    ADMIN_USERS: options.adminUsers.map(word).join(', '),
    LOGFILE: options.logFile ? `logfile = ${word(options.logFile)}` : '; No logfile: it logs to standard error.',
    PIDFILE: options.pidFile ? `pidfile = ${word(options.pidFile)}` : '; No pidfile: run in the foreground.',
  };
  const text = template.replace(/\{\{([A-Z_]+)\}\}/g, (_slot, name: string) => {
    const value = slots[name];
    if (value === undefined) throw new Error(`${PGBOUNCER_TEMPLATE} has an unknown slot {{${name}}}`);
    return value;
  });
  return `; Written from deploy/pgbouncer/pgbouncer.ini: change the template or the settings, not this file.\n${text}`;
}

/** The auth_file of a trusted setup: the user names, with no secret. */
export function trustedUserList(users: readonly string[]): string {
  return users.map((user) => `"${word(user)}" ""\n`).join('');
}

/** A connection string PgBouncer's [databases] takes for a postgres:// URL. */
function databaseTarget(url: string): string {
  const parsed = new URL(url);
  if (!/^postgres(ql)?:$/.test(parsed.protocol)) throw new Error(`Not a PostgreSQL URL: ${parsed.protocol}//…`);
  const dbname = decodeURIComponent(parsed.pathname.slice(1));
  if (!dbname) throw new Error(`The URL names no database: ${parsed.host}`);
  return `host=${word(parsed.hostname.replace(/^\[|\]$/g, ''))} port=${port(Number(parsed.port || 5432))} dbname=${word(dbname)}`;
}

function word(value: string): string {
  if (!/^[\w.:/@*-]+$/.test(value)) throw new Error(`"${value}" cannot be written into the PgBouncer configuration as it is`);
  return value;
}

function port(value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`Not a port: ${value}`);
  return value;
}

function positive(value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new Error(`Not a positive whole number: ${value}`);
  return value;
}
