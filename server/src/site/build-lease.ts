import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import type { Db } from '../db/engine';

/** How long a claim of the build lease lasts without renewal (the database's clock). */
export const LEASE_MS = 15_000;
/** How often the holder renews the lease, and a waiting worker tries to take it. */
export const RENEW_MS = 5_000;
/**
 * The holder counts its lease as lost this long before it would expire (measured from when it
 * asked for the renewal, by its own clock), so that it stops building before another can start.
 */
const SAFETY_MS = 2_000;
const LEASE_NAME = 'site';

export interface LeaseTimings {
  leaseMs: number;
  safetyMs: number;
}

/**
 * The lease that makes exactly one of several rebuild workers build (one row of `build_lease`).
 * A claim takes the lease when it is free or expired, or renews it for its holder, in one
 * statement: PostgreSQL locks the row for the conflict, so two workers claiming at once cannot
 * both win. A worker that dies stops renewing; another takes over once the lease has expired, at
 * most LEASE_MS + RENEW_MS later. The holder in turn gives up building as soon as it cannot be
 * sure the lease is still its own (`held`), before anyone else can have taken it.
 */
export class BuildLease {
  /** This worker, as the lease names it: machine, process and a nonce. */
  readonly holder = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private ownUntil = 0;

  constructor(
    private readonly db: Db,
    private readonly timings: LeaseTimings = { leaseMs: LEASE_MS, safetyMs: SAFETY_MS },
  ) {}

  /** Takes or renews the lease; whether this worker holds it now. */
  async claim(): Promise<boolean> {
    const asked = Date.now();
    const seconds = this.timings.leaseMs / 1000;
    const { rows } = await sql<{ holder: string }>`
      INSERT INTO build_lease (name, holder, expires_at) VALUES (${LEASE_NAME}, ${this.holder}, now() + make_interval(secs => ${seconds}))
      ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at,
        acquired_at = CASE WHEN build_lease.holder = excluded.holder THEN build_lease.acquired_at ELSE now() END
      WHERE build_lease.holder = excluded.holder OR build_lease.expires_at < now()
      RETURNING holder`.execute(this.db);
    this.ownUntil = rows.length ? asked + this.timings.leaseMs - this.timings.safetyMs : 0;
    return rows.length > 0;
  }

  /** Whether the lease is surely still this worker's: renewed recently enough by its own clock. */
  get held(): boolean {
    return Date.now() < this.ownUntil;
  }

  /** Gives the lease up (a worker that stops), so another can take it at once. */
  async release(): Promise<void> {
    this.ownUntil = 0;
    await this.db.deleteFrom('build_lease').where('name', '=', LEASE_NAME).where('holder', '=', this.holder).execute();
  }

  /** Who holds the lease and until when, if anyone. */
  async current(): Promise<{ holder: string; expiresAt: Date } | null> {
    const row = await this.db.selectFrom('build_lease').select(['holder', 'expires_at']).where('name', '=', LEASE_NAME).executeTakeFirst();
    return row ? { holder: row.holder, expiresAt: row.expires_at } : null;
  }
}
