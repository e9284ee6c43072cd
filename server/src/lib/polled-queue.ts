import { sql } from 'kysely';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/engine';

/** A table of work delivered after the request was answered. */
export interface QueueSettings {
  table: 'code_request' | 'onboarding_mail' | 'data_export' | 'invitation_mail';
  /** what the log calls a failed run */
  name: string;
  /** tries of one row, and the waits before each retry */
  attempts: number;
  waitSeconds: readonly number[];
  pollMs: number;
  /** a row claimed this long ago by a process that died is claimed again */
  claimTimeoutSeconds: number;
  /** rows one run claims */
  batch: number;
  /** how long `drain` waits at most */
  drainMs: number;
  /**
   * A kick runs batch after batch until nothing is due, giving the event loop its turn between
   * batches: on the embedded engine a batch never waits for I/O, and without the turn thousands
   * of e-mails would hold every other request. Otherwise a kick runs one batch.
   */
  untilEmpty?: boolean;
}

/**
 * The scaffold of a queue in the database that every API process works: rows due and not done
 * are claimed a batch at a time (FOR UPDATE SKIP LOCKED, so two processes never take the same
 * row), polled for when work is left behind (other processes, retries, a restart), and waited for
 * by tests and tools (`drain`). What a row means is the subclass's `runOnce`.
 */
export abstract class PolledQueue<Row extends { id: number; attempts: number }> {
  private readonly running = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | null = null;

  protected constructor(
    protected readonly db: Db,
    protected readonly log: FastifyBaseLogger,
    protected readonly settings: QueueSettings,
  ) {}

  /** Polls for rows left behind (other processes, retries, a restart). */
  start(): void {
    this.timer ??= setInterval(() => this.kick(), this.settings.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Works while the app is open: started when it is ready, stopped (work in hand finished) when it closes. */
  runWhileOpen(app: FastifyInstance): this {
    app.addHook('onReady', async () => this.start());
    app.addHook('onClose', async () => this.stop());
    return this;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.running]);
  }

  /** Works what is due, in the background. */
  kick(): void {
    const run = this.runAll().catch((error) => this.log.error({ err: error }, `${this.settings.name} run failed`));
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  /**
   * Waits until no row is due and undone (in any process), running the worker here. For tests and
   * tools; rows waiting for a retry are not waited for.
   */
  async drain(timeoutMs = this.settings.drainMs): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      await Promise.allSettled([...this.running]);
      if ((await this.runOnce()) > 0) continue;
      const { rows } = await sql`SELECT 1 FROM ${sql.table(this.settings.table)} WHERE done_at IS NULL AND due_at <= now() LIMIT 1`.execute(this.db);
      if (!rows.length && this.running.size === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** What one kick does: one batch, or batches until nothing is due (`untilEmpty`). */
  private async runAll(): Promise<void> {
    if (!this.settings.untilEmpty) {
      await this.runOnce();
      return;
    }
    do await new Promise((resolve) => setImmediate(resolve));
    while ((await this.runOnce()) > 0);
  }

  /** Claims due rows and works them; the number claimed. */
  protected abstract runOnce(): Promise<number>;

  /** Claims the rows due, a batch, counting the try. */
  protected async claim(): Promise<Row[]> {
    const { table, claimTimeoutSeconds, batch } = this.settings;
    const claimed = await sql<Row>`
      UPDATE ${sql.table(table)} SET claimed_at = now(), attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM ${sql.table(table)}
        WHERE done_at IS NULL AND due_at <= now()
          AND (claimed_at IS NULL OR claimed_at < now() - make_interval(secs => ${claimTimeoutSeconds}))
        ORDER BY id LIMIT ${batch}
        FOR UPDATE SKIP LOCKED)
      RETURNING *`.execute(this.db);
    return claimed.rows;
  }

  /** After a failed try: false when the row had its last try; else it is due again after its wait. */
  protected async retryLater(row: Row): Promise<boolean> {
    const { table, attempts, waitSeconds } = this.settings;
    if (row.attempts >= attempts) return false;
    const wait = waitSeconds[row.attempts - 1] ?? waitSeconds.at(-1)!;
    await sql`UPDATE ${sql.table(table)} SET claimed_at = NULL, due_at = now() + make_interval(secs => ${wait}) WHERE id = ${row.id}`.execute(this.db);
    return true;
  }
}
