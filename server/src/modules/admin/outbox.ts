import type { Db } from '../../db/engine';

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** The latest messages of the outbox, newest first (for `npm run outbox`). */
export async function latestOutbox(db: Db, limit: number): Promise<OutboxMessage[]> {
  const rows = await db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, channel: r.channel, recipient: r.recipient, subject: r.subject, body: r.body, createdAt: r.created_at.toISOString() }));
}
