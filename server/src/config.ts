import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { CAPTCHA_LIMITS } from './lib/captcha-limits';
import { SEED_KINDS, type SeedKind } from './lib/seed-kinds';

/** Every setting of the server, read from the environment and checked in one place. */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server; unset means the embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Directory of the built static site to serve; unset serves the API alone. */
  siteDir: string | undefined;
  /** Public origin of the site, used in absolute links (sitemap, canonical). */
  siteUrl: string;
  nodeEnv: string;
  /** SMTP server for e-mail codes (smtp://user:pass@host:port); unset: messages go to the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** HTTP endpoint that delivers SMS (JSON { mobile, message }); unset: messages go to the outbox. */
  smsWebhookUrl: string | undefined;
  /** Tests only: every captcha accepts this answer. Refused outside NODE_ENV=test. */
  captchaTestAnswer: string | undefined;
  /** Tests only: the gates take every scan as made on this show day (YYYY-MM-DD), so end-to-end tests admit badges whatever today is. Refused outside NODE_ENV=test. */
  gateTestDay: string | undefined;
  /** New image captchas per IP and minute (a venue's visitors share one address). */
  captchaPerIpPerMinute: number;
  /** Trust X-Forwarded-For from a proxy in front (for per-IP limits behind a load balancer). */
  trustProxy: boolean;
  /** Secret of the live-stream provider's external authorisation; unset: one random secret kept in the database (required in production). */
  polyvSecret: string | undefined;
  /** Key that signs visitors' badge tokens (at least 32 characters); unset: one random key kept in the database. */
  badgeSecret: string | undefined;
  /** Key of the local admin API (at least 32 characters); unset: one random key kept in the database (required in production). */
  adminSecret: string | undefined;
  /** Content loaded into an empty database at start: the demo (small, large), the structure alone (the default in production), or none. */
  seedWhenEmpty: SeedKind | 'none';
  /** The build's source maps (`*.js.map`) are served to anyone (SOURCE_MAPS=public); otherwise 404. */
  sourceMaps: boolean;
  /** `npm start` runs the rebuild worker; off where `npm run worker` builds the site on its own. */
  rebuilds: boolean;
  /** `npm run worker`: the content API the build reads. */
  apiUrl: string | undefined;
  /** `npm run worker`: where releases are published (PUBLISH_DIR/current is the live one). */
  publishDir: string | undefined;
  /** `npm start`: where the built site's releases are kept (outside the repository by default). */
  releasesDir: string;
}

export class ConfigError extends Error {}

/** The shortest key we accept for a secret of our own (BADGE_SECRET, ADMIN_SECRET). */
const SECRET_MIN_LENGTH = 32;

/**
 * The secrets an API process refuses to start without under NODE_ENV=production: those someone
 * outside the API processes must know too, so a random one kept in the database cannot serve.
 * (The badge key and the RSA key pair are used by the API processes alone: the database's do.)
 */
const PRODUCTION_SECRETS = [
  { variable: 'ADMIN_SECRET', setting: 'adminSecret', why: `the key of the local admin API (header x-admin-secret), which the operator's tools send; at least ${SECRET_MIN_LENGTH} characters, e.g. \`openssl rand -hex 32\`` },
  { variable: 'POLYV_SECRET', setting: 'polyvSecret', why: "the live-stream provider's secret (Polyv's external authorisation checks the signature of members-only watch URLs with it)" },
] as const;

/** Refuses to start an API process under NODE_ENV=production without every secret of PRODUCTION_SECRETS, naming each. */
export function requireProductionSecrets(config: Config): void {
  if (config.nodeEnv !== 'production') return;
  const missing = PRODUCTION_SECRETS.filter(({ setting }) => !config[setting]);
  if (!missing.length) return;
  throw new ConfigError(
    `NODE_ENV=production needs these settings (the same value on every API process):\n  - ${missing.map(({ variable, why }) => `${variable}: ${why}`).join('\n  - ')}`,
  );
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const port = parsePort(env.PORT ?? '8000', problems);
  const host = env.HOST ?? '127.0.0.1';
  if (!host.trim()) problems.push('HOST must not be empty');

  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push(`DATABASE_URL must start with postgres:// or postgresql:// (got "${redact(databaseUrl)}")`);
  }

  const logLevel = (env.LOG_LEVEL ?? 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);
  }

  const siteUrl = env.SITE_URL ?? `http://localhost:${port}`;
  if (!/^https?:\/\/[^/]+$/.test(siteUrl)) problems.push(`SITE_URL must be an origin like https://example.com (got "${siteUrl}")`);

  const nodeEnv = env.NODE_ENV ?? 'development';
  const seedWhenEmpty = (env.SEED_WHEN_EMPTY ?? (nodeEnv === 'production' ? 'structure' : 'small')) as Config['seedWhenEmpty'];
  if (![...SEED_KINDS, 'none'].includes(seedWhenEmpty)) {
    problems.push(`SEED_WHEN_EMPTY must be ${SEED_KINDS.join(', ')} or none (got "${env.SEED_WHEN_EMPTY}")`);
  }

  const sourceMaps = env.SOURCE_MAPS === 'public';
  if (![undefined, '', 'public', 'hidden'].includes(env.SOURCE_MAPS)) problems.push(`SOURCE_MAPS must be public or hidden (got "${env.SOURCE_MAPS}")`);

  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) problems.push(`SMTP_URL must start with smtp:// or smtps:// (got "${redact(smtpUrl)}")`);
  const smsWebhookUrl = env.SMS_WEBHOOK_URL?.trim() || undefined;
  if (smsWebhookUrl && !/^https?:\/\//.test(smsWebhookUrl)) problems.push('SMS_WEBHOOK_URL must be an http:// or https:// URL');
  const mailFrom = env.MAIL_FROM ?? 'Bakery China <no-reply@bakerychina.example>';
  if (!mailFrom.includes('@')) problems.push(`MAIL_FROM must hold an e-mail address (got "${mailFrom}")`);
  const captchaTestAnswer = env.CAPTCHA_TEST_ANSWER || undefined;
  if (captchaTestAnswer && env.NODE_ENV !== 'test') problems.push('CAPTCHA_TEST_ANSWER is allowed only with NODE_ENV=test');
  const gateTestDay = env.GATE_TEST_DAY || undefined;
  if (gateTestDay && env.NODE_ENV !== 'test') problems.push('GATE_TEST_DAY is allowed only with NODE_ENV=test');
  if (gateTestDay && !/^\d{4}-\d{2}-\d{2}$/.test(gateTestDay)) problems.push(`GATE_TEST_DAY must be a date, YYYY-MM-DD (got "${gateTestDay}")`);
  const captchaPerIpPerMinute = Number(env.CAPTCHA_PER_IP_PER_MINUTE ?? CAPTCHA_LIMITS.perIpPerMinuteDefault);
  if (!Number.isInteger(captchaPerIpPerMinute) || captchaPerIpPerMinute < 1) problems.push(`CAPTCHA_PER_IP_PER_MINUTE must be a whole number of at least 1 (got "${env.CAPTCHA_PER_IP_PER_MINUTE}")`);
  const trustProxy = (env.TRUST_PROXY ?? 'false') === 'true';
  if (!['true', 'false'].includes(env.TRUST_PROXY ?? 'false')) problems.push('TRUST_PROXY must be true or false');

  const rebuilds = (env.REBUILDS ?? 'on') === 'on';
  if (!['on', 'off'].includes(env.REBUILDS ?? 'on')) problems.push(`REBUILDS must be on or off (got "${env.REBUILDS}")`);
  const apiUrl = env.API_URL?.trim() || undefined;
  if (apiUrl && !/^https?:\/\/[^\s]+\/api$/.test(apiUrl)) problems.push(`API_URL must be the content API's address, ending in /api (got "${apiUrl}")`);

  const badgeSecret = env.BADGE_SECRET?.trim() || undefined;
  if (badgeSecret && badgeSecret.length < SECRET_MIN_LENGTH) problems.push(`BADGE_SECRET must have at least ${SECRET_MIN_LENGTH} characters`);
  const adminSecret = env.ADMIN_SECRET?.trim() || undefined;
  if (adminSecret && adminSecret.length < SECRET_MIN_LENGTH) problems.push(`ADMIN_SECRET must have at least ${SECRET_MIN_LENGTH} characters`);

  const dataDir = resolveDataDir(env.DATA_DIR);

  if (problems.length) throw new ConfigError(`Invalid settings:\n  - ${problems.join('\n  - ')}`);
  return {
    port,
    host,
    databaseUrl,
    dataDir,
    logLevel,
    siteDir: env.SITE_DIR ? path.resolve(env.SITE_DIR) : undefined,
    siteUrl,
    nodeEnv,
    seedWhenEmpty,
    sourceMaps,
    smtpUrl,
    mailFrom,
    smsWebhookUrl,
    captchaTestAnswer,
    gateTestDay,
    captchaPerIpPerMinute,
    trustProxy,
    polyvSecret: env.POLYV_SECRET?.trim() || undefined,
    badgeSecret,
    adminSecret,
    rebuilds,
    apiUrl,
    publishDir: env.PUBLISH_DIR ? path.resolve(REPO_ROOT, env.PUBLISH_DIR) : undefined,
    releasesDir: env.RELEASES_DIR ? path.resolve(REPO_ROOT, env.RELEASES_DIR) : defaultReleasesDir(dataDir),
  };
}

/** Where the server keeps its own files (secrets, image cache); a temporary folder when the database is in memory. */
export function filesDir(config: Pick<Config, 'dataDir'>): string {
  return config.dataDir === 'memory://' ? path.join(os.tmpdir(), 'expo-memory') : config.dataDir;
}

/** The repository root: settings' relative paths are taken from here, whichever workspace runs. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

/**
 * Releases are whole copies of the site (a hundred thousand files for the large catalogue): kept
 * out of the repository, because every build's first step (Gatsby compiling its own files with
 * Parcel) walks the whole repository tree, and releases inside it cost each build 20 seconds.
 * One folder per data directory, under the user's cache.
 */
function defaultReleasesDir(dataDir: string): string {
  const id = createHash('sha256').update(dataDir).digest('hex').slice(0, 10);
  const root = dataDir === 'memory://' ? os.tmpdir() : path.join(os.homedir(), '.cache');
  return path.join(root, 'bakery-expo-releases', `${path.basename(dataDir).replace(/[^\w.-]/g, '') || 'data'}-${id}`);
}

function resolveDataDir(value: string | undefined): string {
  if (value === 'memory://') return value;
  return path.resolve(REPO_ROOT, value ?? '.data');
}

function parsePort(value: string, problems: string[]): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 0 || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${value}")`);
  }
  return port;
}

/** A database URL without its password, for messages. */
export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
