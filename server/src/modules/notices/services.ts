import type { FastifyInstance } from 'fastify';
import { createDelivery } from '../auth/delivery';
import { NoticeOutbox } from './outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notice outbox: every module's notifications to members, sent after their transaction. */
    notices: NoticeOutbox;
  }
}

/** The notice outbox (through the e-mail and SMS delivery), decorated on the app as `notices`. */
export function registerNoticeServices(app: FastifyInstance): void {
  app.decorate('notices', new NoticeOutbox(app.engine.db, createDelivery(app.config, app.engine.db, app.log), app.log));
}
