import { Type, type Static } from '@sinclair/typebox';
import { OptInt, OptStr } from './nullable';

// The demand board's lifecycle (docs/demands.md): expiry and renewal, quotas, history,
// notifications. The numbers editors change (validity days, quotas) live in the database
// (resource demandRules); the fixed ones are here.

/** A renewal within this many days after expiry needs no new review; later it goes back to review. */
export const RENEW_WITHOUT_REVIEW_DAYS = 7;
/** The author is told this many days before a demand expires; renewing is open from then on. */
export const EXPIRY_NOTICE_DAYS = 3;

/** The demand board's four, then the exhibitor centre's: a change submitted, approved, rejected (told to its team). */
export const NOTICE_KINDS = ['approved', 'rejected', 'claimed', 'expiring', 'editSubmitted', 'editApproved', 'editRejected', 'meetingRequest', 'meetingAnswer', 'meetingReminder', 'leadsMasking'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const NOTICE_CHANNELS = ['email', 'sms', 'both', 'none'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export const DEMAND_EVENT_KINDS = ['submitted', 'edited', 'approved', 'rejected', 'claimed', 'expired', 'renewed', 'takenDown'] as const;
export type DemandEventKind = (typeof DEMAND_EVENT_KINDS)[number];

/** One entry of a demand's history. `claimer` names who claimed (nickname or company, never a contact). */
export const DemandEvent = Type.Object({
  kind: Type.Union(DEMAND_EVENT_KINDS.map((k) => Type.Literal(k))),
  time: Type.String(),
  by: Type.Union([Type.Literal('author'), Type.Literal('editor'), Type.Literal('system'), Type.Literal('member')]),
  /** the editor's name, in the editors' review queue only */
  editor: Type.Optional(Type.String()),
  reason: OptStr,
  claimer: OptStr,
});
export type DemandEvent = Static<typeof DemandEvent>;

/** What a member has used of a type's quotas, and the type's period on the board. */
export const DemandQuota = Type.Object({
  demandType: Type.Integer({ minimum: 1, maximum: 4 }),
  validityDays: Type.Integer(),
  openLimit: Type.Integer(),
  openUsed: Type.Integer(),
  monthlyClaims: Type.Integer(),
  claimsUsed: Type.Integer(),
});
export type DemandQuota = Static<typeof DemandQuota>;

export const RenewAnswer = Type.Object({ status: Type.Union([Type.Literal('approved'), Type.Literal('pending')]), expireTime: OptStr });
export type RenewAnswer = Static<typeof RenewAnswer>;

/** A notification of the member centre, its text in the request's language. */
export const Notice = Type.Object({
  id: Type.Integer(),
  kind: Type.Union(NOTICE_KINDS.map((k) => Type.Literal(k))),
  demandId: OptInt,
  /** the exhibitor centre's draft a change notice is about */
  draftId: OptInt,
  /** the meeting a meeting notice is about */
  meetingId: OptInt,
  text: Type.String(),
  createTime: Type.String(),
  read: Type.Boolean(),
});
export type Notice = Static<typeof Notice>;

export const NoticePage = Type.Object({ rows: Type.Array(Notice), total: Type.Integer(), unread: Type.Integer() });
export type NoticePage = Static<typeof NoticePage>;
export const UnreadCount = Type.Object({ unread: Type.Integer() });
export type UnreadCount = Static<typeof UnreadCount>;

const Channel = Type.Union(NOTICE_CHANNELS.map((c) => Type.Literal(c)));
/** Per kind, how the member is told besides the member centre. */
export const NoticeSettings = Type.Object(Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, Channel])) as Record<NoticeKind, typeof Channel>);
export type NoticeSettings = Static<typeof NoticeSettings>;
