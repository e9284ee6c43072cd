import type { FastifyInstance } from 'fastify';
import { createDelivery } from '../auth/delivery';
import { OnboardingMailQueue } from './mail-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The onboarding e-mails' queue: claim invitations and reminders, sent after the console's answer. */
    onboardingMail: OnboardingMailQueue;
  }
}

/** The onboarding e-mails' queue (through the product's e-mail delivery), decorated on the app as `onboardingMail`, started when the app is ready. */
export function registerOnboardingServices(app: FastifyInstance): void {
  const queue = new OnboardingMailQueue(app.engine.db, createDelivery(app.config, app.engine.db, app.log), app.config.siteUrl, app.log);
  app.decorate('onboardingMail', queue.runWhileOpen(app));
}
