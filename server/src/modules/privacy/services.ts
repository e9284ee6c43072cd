import type { FastifyInstance } from 'fastify';
import { DataExportQueue } from './export-queue';
import { scheduleRetentionJob } from './retention-job';

declare module 'fastify' {
  interface FastifyInstance {
    /** The members' data exports, prepared after the request was answered. */
    dataExports: DataExportQueue;
  }
}

/** The data exports' queue, decorated on the app as `dataExports`, and the retention job (with the closed accounts' erasure), started when the app is ready. */
export function registerPrivacyServices(app: FastifyInstance): void {
  const queue = new DataExportQueue(app.engine.db, app.log);
  app.decorate('dataExports', queue.runWhileOpen(app));
  scheduleRetentionJob(app, app.notices);
}
