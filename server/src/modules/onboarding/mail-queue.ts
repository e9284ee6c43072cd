import { sql, type Selectable } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { profileCompleteness } from '@expo/contract';
import type { Db } from '../../db/engine';
import { DeliveryFailed, type Delivery } from '../auth/delivery';
import { sha256 } from '../../lib/hashing';
import { makeInvite } from '../member/binding-invites';
import { claimMail, reminderMail } from './mail-text';
import type { OnboardingMailTable } from './tables';
import { PolledQueue } from '../../lib/polled-queue';

type Mail = Selectable<OnboardingMailTable>;

/** Sends of one e-mail, the waits before a retry, the polling and the batch a run claims. */
export const MAIL_QUEUE = { attempts: 3, waitSeconds: [30, 300], pollMs: 5_000, claimTimeoutSeconds: 120, batch: 10 } as const;

/**
 * The onboarding e-mails, sent after the console's request was answered: a send to 2,000
 * exhibitors is 2,000 rows here, delivered a batch at a time by every API process (claimed with
 * FOR UPDATE SKIP LOCKED; a row left by a process that died is claimed again after
 * claimTimeoutSeconds). An invitation's claim code is made as its e-mail goes out: once sent, it
 * replaces the exhibitor's previous claim code (which stops working); a send that fails leaves the
 * previous code alone and is retried.
 */
export class OnboardingMailQueue extends PolledQueue<Mail> {
  constructor(
    db: Db,
    private readonly delivery: Delivery,
    private readonly siteUrl: string,
    log: FastifyBaseLogger,
  ) {
    super(db, log, { table: 'onboarding_mail', name: 'onboarding mail', drainMs: 30_000, untilEmpty: true, ...MAIL_QUEUE });
  }

  protected async runOnce(): Promise<number> {
    const claimed = await this.claim();
    await Promise.all(claimed.map((row) => this.process(row)));
    return claimed.length;
  }

  private async process(mail: Mail): Promise<void> {
    let newInvite: number | null = null;
    try {
      const e = await this.db.selectFrom('exhibitor as e').leftJoin('exhibitor_onboarding as o', 'o.exhibitor_id', 'e.id')
        .select(['e.id', 'e.name_zh', 'e.name_en', 'e.intro_zh', 'e.intro_en', 'e.address_zh', 'e.address_en', 'e.logo', 'e.photos', 'e.website', 'e.email', 'e.phone', 'o.invite_id'])
        .select(sql<number>`(SELECT count(*)::int FROM member m WHERE m.exhibitor_id = e.id)`.as('members'))
        .where('e.id', '=', mail.exhibitor_id).executeTakeFirst();
      const to = e?.email?.trim();
      // Claimed (or its address removed) since it was queued: nothing to send.
      if (!e || !to || (mail.kind === 'invitation') !== (e.members === 0)) return this.finish(mail, 'skipped');
      if (mail.kind === 'reminder') {
        const message = reminderMail(e, this.siteUrl, profileCompleteness(e).percent);
        await this.delivery.email(to, message.subject, message.text);
        return this.finish(mail, 'sent');
      }
      const invite = await makeInvite(this.db, e.id, mail.made_by);
      newInvite = (await this.db.selectFrom('exhibitor_invite').select('id').where('code_hash', '=', sha256(invite.code)).executeTakeFirstOrThrow()).id;
      const message = claimMail(e, this.siteUrl, invite.code, new Date(invite.expiresAt));
      await this.delivery.email(to, message.subject, message.text);
      const sentInvite = newInvite;
      newInvite = null;
      await this.db.transaction().execute(async (trx) => {
        if (e.invite_id !== null) await trx.updateTable('exhibitor_invite').set({ expires_at: sql<Date>`now()` }).where('id', '=', e.invite_id).where('used_at', 'is', null).execute();
        await trx.updateTable('exhibitor_onboarding').set({ invite_id: sentInvite }).where('exhibitor_id', '=', e.id).execute();
        await trx.updateTable('onboarding_mail').set({ done_at: sql<Date>`now()`, outcome: 'sent' }).where('id', '=', mail.id).execute();
      });
    } catch (error) {
      if (!(error instanceof DeliveryFailed)) this.log.error({ err: error, onboardingMail: mail.id }, 'onboarding mail failed');
      if (newInvite !== null) await this.db.deleteFrom('exhibitor_invite').where('id', '=', newInvite).execute();
      if (!(await this.retryLater(mail))) return this.finish(mail, 'failed');
    }
  }

  private async finish(mail: Mail, outcome: 'sent' | 'failed' | 'skipped'): Promise<void> {
    await this.db.updateTable('onboarding_mail').set({ done_at: sql<Date>`now()`, outcome }).where('id', '=', mail.id).execute();
  }
}
