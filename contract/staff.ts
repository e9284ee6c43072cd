import { Type, type Static } from '@sinclair/typebox';
import { OptInt, OptStr } from './nullable';
import { DemandEvent } from './demand-board';

// Shapes of the operations calls: health, the demand review queue, rebuilds and build history
// (the editor API and the local admin API answer the same ones).

export const Health = Type.Object({ status: Type.Literal('ok'), db: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]) });
export type Health = Static<typeof Health>;

export const DemandStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);

/** A demand as a reviewer reads it: `details` holds every filled field, contacts unmasked. */
export const ReviewItem = Type.Object({
  id: Type.Integer(),
  demandType: Type.Integer(),
  status: DemandStatus,
  title: Type.String(),
  intro: OptStr,
  rejectReason: OptStr,
  createTime: Type.String(),
  updateTime: Type.String(),
  reviewedBy: OptStr,
  reviewTime: OptStr,
  details: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  /** a waiting edit of an approved demand: `details` are the edit's, the board shows the approved version */
  edit: Type.Boolean(),
  /** until when an approved demand stays on the board */
  expireTime: OptStr,
  history: Type.Array(DemandEvent),
});
export type ReviewItem = Static<typeof ReviewItem>;

export const ReviewOutcome = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
  rejectReason: OptStr,
});
export type ReviewOutcome = Static<typeof ReviewOutcome>;

export const RebuildAnswer = Type.Object({ queued: Type.Literal(true), building: Type.Boolean() });
export type RebuildAnswer = Static<typeof RebuildAnswer>;

/** One site build: when, how long (null while running), why, how it ended. */
export const BuildRecord = Type.Object({
  id: Type.Integer(),
  trigger: Type.String(),
  status: Type.String(),
  startedAt: Type.String(),
  seconds: OptInt,
  error: OptStr,
});
export type BuildRecord = Static<typeof BuildRecord>;

/** A message the server sent, or would have sent, by SMS or e-mail (the outbox without delivery settings). */
export const OutboxMessage = Type.Object({
  id: Type.Integer(),
  channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
  recipient: Type.String(),
  subject: OptStr,
  body: Type.String(),
  createdAt: Type.String(),
});
export type OutboxMessage = Static<typeof OutboxMessage>;
