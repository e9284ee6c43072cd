import { randomBytes } from 'node:crypto';

/** The secrets NODE_ENV=production requires (PRODUCTION_SECRETS in config.ts), made up for one test or benchmark run. */
export function productionSecrets(): { ADMIN_SECRET: string; POLYV_SECRET: string } {
  return { ADMIN_SECRET: randomBytes(32).toString('hex'), POLYV_SECRET: randomBytes(16).toString('hex') };
}
