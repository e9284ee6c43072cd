import type { FastifyInstance } from 'fastify';
import { scheduleExpiryJob } from './expiry';

/** The demand board's expiry job (its notices go through the notice outbox, app.notices). */
export async function registerDemandServices(app: FastifyInstance): Promise<void> {
  scheduleExpiryJob(app, app.notices);
}
