import nodemailer from 'nodemailer';
import { maskEmail, maskPhone } from '@expo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/engine';

/** A transport (SMTP server or SMS webhook) did not take the message; the cause is logged, not shown. */
export class DeliveryFailed extends Error {}

export interface Delivery {
  sms(mobile: string, text: string): Promise<void>;
  email(to: string, subject: string, text: string): Promise<void>;
}

/**
 * Sends codes: e-mail over SMTP when SMTP_URL is set, SMS through the webhook when
 * SMS_WEBHOOK_URL is set; otherwise into the outbox table (`npm run outbox` prints it), so a
 * newcomer can sign up on a machine without either. Logs never carry the message text.
 */
export function createDelivery(config: Config, db: Db, log: FastifyBaseLogger): Delivery {
  const toOutbox = async (channel: 'sms' | 'email', recipient: string, subject: string | null, body: string) => {
    const { id } = await db.insertInto('outbox').values({ channel, recipient, subject, body }).returning('id').executeTakeFirstOrThrow();
    log.info({ outboxId: id, channel }, `message ${id} for ${maskRecipient(recipient)} is in the outbox (npm run outbox)`);
  };
  const mailer = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const webhook = config.smsWebhookUrl;

  const viaTransport = async (channel: 'sms' | 'email', recipient: string, send: () => Promise<void>) => {
    try {
      await send();
    } catch (error) {
      log.error({ err: error, channel }, `message for ${maskRecipient(recipient)} could not be sent`);
      throw new DeliveryFailed(`${channel} delivery failed`);
    }
  };

  return {
    async sms(mobile, text) {
      if (!webhook) return toOutbox('sms', mobile, null, text);
      await viaTransport('sms', mobile, async () => {
        const response = await fetch(webhook, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mobile, message: text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
      });
    },
    async email(to, subject, text) {
      if (!mailer) return toOutbox('email', to, subject, text);
      await viaTransport('email', to, async () => {
        await mailer.sendMail({ from: config.mailFrom, to, subject, text });
      });
    },
  };
}

function maskRecipient(value: string): string {
  return value.includes('@') ? maskEmail(value) : maskPhone(value);
}
