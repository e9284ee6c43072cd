import type { FastifyInstance } from 'fastify';
import { createDelivery } from '../auth/delivery';
import { scheduleExpiryJob } from './expiry';
import { DemandNotices } from './notices';

declare module 'fastify' {
  interface FastifyInstance {
    demandNotices: DemandNotices;
  }
}

/** The demand board's notifications (through the e-mail and SMS delivery) and its expiry job. */
export async function registerDemandServices(app: FastifyInstance): Promise<void> {
  const notices = new DemandNotices(app.engine.db, createDelivery(app.config, app.engine.db, app.log), app.log);
  app.decorate('demandNotices', notices);
  scheduleExpiryJob(app, notices);
}
