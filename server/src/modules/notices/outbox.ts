import type { FastifyBaseLogger } from 'fastify';
import { NOTICE_KINDS, messageText, type Language, type MessageKey, type NoticeChannel, type NoticeKind, type NoticeSettings, showDate } from '@expo/contract';
import type { Db } from '../../db/engine';
import type { Delivery } from '../auth/delivery';

// The product's notice outbox. What a member is told: a demand approved, rejected (with the
// reason), claimed or expiring in 3 days; an exhibitor edit submitted, approved or rejected; a
// meeting asked, answered or coming up. Each notification is a row (the member centre's list), recorded in the transaction of
// the decision; it is sent by e-mail and/or SMS after that transaction, as the member chose per
// kind, in the member's language. Its text names the author's own demand and the editor's reason,
// never another member or their contacts.

export interface NoticeInput {
  memberId: number;
  kind: NoticeKind;
  demandId?: number | null;
  draftId?: number | null;
  meetingId?: number | null;
  title: string;
  reason?: string | null;
  dueAt?: Date | null;
  at: Date;
}

/** Records a notification (inside the caller's transaction), in the member's language of now; its id, to send once committed. */
export async function recordNotice(db: Db, n: NoticeInput): Promise<number> {
  const setting = await db.selectFrom('notice_setting').select('lang').where('member_id', '=', n.memberId).executeTakeFirst();
  const row = await db.insertInto('notification')
    .values({ member_id: n.memberId, kind: n.kind, demand_id: n.demandId ?? null, draft_id: n.draftId ?? null, meeting_id: n.meetingId ?? null, title: n.title, reason: n.reason ?? null, due_at: n.dueAt ?? null, lang: setting?.lang ?? 'zh', created_at: n.at })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const TEXT: Record<NoticeKind, { subject: MessageKey; text: MessageKey }> = {
  approved: { subject: 'noticeApprovedSubject', text: 'noticeApproved' },
  rejected: { subject: 'noticeRejectedSubject', text: 'noticeRejected' },
  claimed: { subject: 'noticeClaimedSubject', text: 'noticeClaimed' },
  expiring: { subject: 'noticeExpiringSubject', text: 'noticeExpiring' },
  editSubmitted: { subject: 'noticeEditSubmittedSubject', text: 'noticeEditSubmitted' },
  editApproved: { subject: 'noticeEditApprovedSubject', text: 'noticeEditApproved' },
  editRejected: { subject: 'noticeEditRejectedSubject', text: 'noticeEditRejected' },
  meetingRequest: { subject: 'noticeMeetingRequestSubject', text: 'noticeMeeting' },
  meetingAnswer: { subject: 'noticeMeetingAnswerSubject', text: 'noticeMeeting' },
  meetingReminder: { subject: 'noticeMeetingReminderSubject', text: 'noticeMeeting' },
  leadsMasking: { subject: 'noticeLeadsMaskingSubject', text: 'noticeLeadsMasking' },
};

/** A notification's subject and text in a language. */
export function noticeText(lang: Language, n: { kind: NoticeKind; title: string; reason: string | null; due_at: Date | null }) {
  const params = { title: n.title, reason: n.reason ?? '', date: n.due_at ? showDate(n.due_at) : '' };
  return { subject: messageText(lang, TEXT[n.kind].subject), text: messageText(lang, TEXT[n.kind].text, params) };
}

/** The member's choice per kind; without one, the account's mobile (SMS), else its e-mail. */
export function resolveSettings(row: Partial<Record<NoticeKind, NoticeChannel | null>> | undefined, member: { mobile: string | null }): NoticeSettings {
  const fallback: NoticeChannel = member.mobile ? 'sms' : 'email';
  return Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, row?.[kind] ?? fallback])) as NoticeSettings;
}

/** Sends recorded notifications through the e-mail and SMS delivery, after the answer; failures are logged. */
export class NoticeOutbox {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly delivery: Delivery,
    private readonly log: FastifyBaseLogger,
  ) {}

  send(ids: number[]): void {
    for (const id of ids) {
      const sending = this.deliver(id).catch((error: unknown) => this.log.error({ err: error, notification: id }, 'notification could not be sent'));
      this.pending.add(sending);
      void sending.finally(() => this.pending.delete(sending));
    }
  }

  /** Resolves once every send started so far has ended (tests; closing the app). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  private async deliver(id: number): Promise<void> {
    const n = await this.db.selectFrom('notification as n').innerJoin('member as m', 'm.id', 'n.member_id').leftJoin('notice_setting as s', 's.member_id', 'n.member_id')
      .select(['n.kind', 'n.title', 'n.reason', 'n.due_at', 'n.lang', 'm.mobile', 'm.email', ...NOTICE_KINDS.map((kind) => `s.${kind}` as const)])
      .where('n.id', '=', id).executeTakeFirst();
    if (!n) return;
    const channel = resolveSettings(n, n)[n.kind];
    const { subject, text } = noticeText(n.lang, n);
    const sends: Promise<void>[] = [];
    if ((channel === 'sms' || channel === 'both') && n.mobile) sends.push(this.delivery.sms(n.mobile, text));
    if ((channel === 'email' || channel === 'both') && n.email) sends.push(this.delivery.email(n.email, subject, text));
    for (const result of await Promise.allSettled(sends)) {
      if (result.status === 'rejected') this.log.error({ err: result.reason, notification: id }, 'notification could not be sent');
    }
  }
}
