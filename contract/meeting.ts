import { Type, type Static } from '@sinclair/typebox';
import { IsoDay, OptInt, OptStr, RecordId } from './nullable';
import { MEETING_STATUSES, MEETING_TOPICS } from './meeting-rules';

// Meeting requests at the show (issue 26; docs/meetings.md): the payload shapes and paths of the
// API. The plain rules and limits are in meeting-rules.ts (the site's slot picker loads them alone).

export * from './meeting-rules';

const Str = Type.String();
const Int = Type.Integer();
/** An instant as the API writes it (ISO 8601, UTC) or reads it (ISO 8601 with its offset). */
const Instant = Type.String({ maxLength: 40 });
const Time = Type.String({ maxLength: 5, description: 'HH:mm, China time, on the 15-minute grid' });
const Topic = Type.Union(MEETING_TOPICS.map((t) => Type.Literal(t)));
const Status = Type.Union(MEETING_STATUSES.map((s) => Type.Literal(s)));
const Side = Type.Union([Type.Literal('visitor'), Type.Literal('team')]);

export const MEETING_PATHS = {
  /** public: an exhibitor's free slots, place and answer rate */
  slots: '/meetings/exhibitors/:exhibitorId/slots',
  /** public: the meeting rooms the organiser lists */
  rooms: '/meetings/rooms',
  /** the member's meetings as a visitor; POST asks for one */
  mine: '/member/meetings',
  one: '/member/meetings/:id',
  accept: '/member/meetings/:id/accept',
  decline: '/member/meetings/:id/decline',
  propose: '/member/meetings/:id/propose',
  cancel: '/member/meetings/:id/cancel',
  posts: '/member/meetings/:id/posts',
  suggestions: '/member/meetings/suggestions',
  findable: '/member/meetings/findable',
  /** the member's exhibitor team: its meetings, its hours, the visitors it may invite */
  team: '/member/exhibitor/meetings',
  teamSettings: '/member/exhibitor/meetings/settings',
  teamVisitors: '/member/exhibitor/meetings/visitors',
  teamInvite: '/member/exhibitor/meetings/invite',
  /** the organiser's editors */
  editorList: '/editor/meetings',
  editorOne: '/editor/meetings/:id',
} as const;

/** Where a meeting takes place: the exhibitor's booth, or a meeting room the organiser lists. */
export const MeetingPlace = Type.Object({
  kind: Type.Union([Type.Literal('booth'), Type.Literal('room')]),
  /** the booth's code or the room's name (null: the exhibitor has no booth yet) */
  name: OptStr,
  hallCode: OptStr,
  hallName: OptStr,
});
export type MeetingPlace = Static<typeof MeetingPlace>;

export const MeetingRoom = Type.Object({ id: Int, name: Str, hallCode: OptStr, hallName: OptStr, location: OptStr });
export type MeetingRoom = Static<typeof MeetingRoom>;

export const MeetingDayHours = Type.Object({ date: IsoDay, opens: Time, closes: Time });

/** An exhibitor's meeting settings; a team that never saved any has the defaults. */
export const MeetingSettings = Type.Object({
  slotMinutes: Type.Union([Type.Literal(15), Type.Literal(30)]),
  capacity: Type.Integer({ minimum: 1, maximum: 1000 }),
  /** null: at the booth */
  roomId: Type.Union([Type.Null(), RecordId]),
  /** the visitor business types the team wants to meet (dictionary values): suggestions favour them */
  seeks: Type.Array(Type.String({ maxLength: 50 }), { maxItems: 50 }),
  /** meeting hours per show day; a day left out has none */
  days: Type.Array(MeetingDayHours, { maxItems: 31 }),
});
export type MeetingSettings = Static<typeof MeetingSettings>;

export const AnswerStats = Type.Object({
  /** requests received so far */
  requests: Int,
  /** answered share, 0…1; null until MEETING_RATE_MIN_REQUESTS requests */
  answerRate: Type.Union([Type.Number(), Type.Null()]),
  /** median minutes to an answer; null until MEETING_RATE_MIN_REQUESTS requests */
  typicalMinutes: OptInt,
});
export type AnswerStats = Static<typeof AnswerStats>;

export const SlotDay = Type.Object({
  date: Str,
  slots: Type.Array(Type.Object({ startsAt: Str, free: Type.Boolean() })),
});
export const ExhibitorSlots = Type.Object({
  exhibitorId: Int,
  exhibitorName: Str,
  slotMinutes: Int,
  place: MeetingPlace,
  days: Type.Array(SlotDay),
  stats: AnswerStats,
});
export type ExhibitorSlots = Static<typeof ExhibitorSlots>;

/** A visitor asks an exhibitor for a slot (from its page or one of its products' pages). */
export const MeetingRequestBody = Type.Object({
  exhibitorId: RecordId,
  productId: Type.Optional(Type.Union([Type.Null(), RecordId])),
  startsAt: Instant,
  topic: Topic,
  message: Type.String({ maxLength: 5000 }),
});
export type MeetingRequestBody = Static<typeof MeetingRequestBody>;

/** A team invites a findable visitor. */
export const MeetingInviteBody = Type.Object({
  visitorId: RecordId,
  startsAt: Instant,
  topic: Topic,
  message: Type.String({ maxLength: 5000 }),
});
export type MeetingInviteBody = Static<typeof MeetingInviteBody>;

export const MeetingReasonBody = Type.Object({ reason: Type.String({ maxLength: 5000 }) });
export const MeetingProposeBody = Type.Object({ startsAt: Instant });
export const MeetingPostBody = Type.Object({ body: Type.String({ maxLength: 5000 }) });
export const FindableBody = Type.Object({ on: Type.Boolean() });

/** A side's name and contact; the contact is masked until the meeting is accepted. */
export const MeetingParty = Type.Object({ name: Str, company: OptStr, jobTitle: OptStr, mobile: OptStr, email: OptStr });
export type MeetingParty = Static<typeof MeetingParty>;

export const Meeting = Type.Object({
  id: Int,
  status: Status,
  /** the side that must answer now, or null */
  awaiting: Type.Union([Side, Type.Null()]),
  /** the caller's side; 'editor' in the console */
  you: Type.Union([Side, Type.Literal('editor')]),
  /** who asked first: the visitor (a request) or the team (an invitation) */
  initiatedBy: Side,
  exhibitorId: Int,
  exhibitorName: Str,
  productId: OptInt,
  productName: OptStr,
  visitor: MeetingParty,
  team: MeetingParty,
  startsAt: Str,
  endsAt: Str,
  place: MeetingPlace,
  topic: Topic,
  message: Str,
  /** the decline's or the cancellation's reason */
  reason: OptStr,
  requestedAt: Str,
  answeredAt: OptStr,
  /** when an open meeting expires unanswered */
  expiresAt: OptStr,
  /** grows with each change of time or status (the calendar feeds' SEQUENCE) */
  sequence: Int,
  posts: Int,
  /** the visitor closed their account and their data was erased: the meeting takes no answer and no message */
  visitorErased: Type.Boolean(),
});
export type Meeting = Static<typeof Meeting>;

export const MeetingPost = Type.Object({ id: Int, side: Side, author: Str, body: Str, at: Str });
export type MeetingPost = Static<typeof MeetingPost>;

export const MeetingDetail = Type.Composite([Meeting, Type.Object({ thread: Type.Array(MeetingPost) })]);
export type MeetingDetail = Static<typeof MeetingDetail>;

export const MeetingListQuery = Type.Object({
  status: Type.Optional(Type.Union([Status, Type.Literal('open')])),
});

/** An exhibitor suggested to a registered visitor, with why. */
export const MeetingSuggestion = Type.Object({
  exhibitorId: Int,
  exhibitorName: Str,
  boothCode: OptStr,
  hallName: OptStr,
  /** what the exhibitor makes that the visitor chose: "makes Ovens; you chose Baking equipment" */
  reasons: Type.Array(Type.Object({ category: Str, interest: Str })),
  /** the team wants to meet the visitor's business type */
  seeksYou: Type.Boolean(),
});
export type MeetingSuggestion = Static<typeof MeetingSuggestion>;

export const Suggestions = Type.Object({
  /** false: the member has no visitor registration for this show (the page links to it) */
  registered: Type.Boolean(),
  findable: Type.Boolean(),
  items: Type.Array(MeetingSuggestion),
});
export type Suggestions = Static<typeof Suggestions>;

/** A visitor who chose to be findable, as a team sees it: no contact details. */
export const FindableVisitor = Type.Object({
  visitorId: Int,
  name: Str,
  company: Str,
  jobTitle: Str,
  businessType: Str,
  interests: Type.Array(Str),
  /** the team's categories the visitor chose */
  reasons: Type.Array(Type.Object({ category: Str, interest: Str })),
  seeked: Type.Boolean(),
});
export type FindableVisitor = Static<typeof FindableVisitor>;

/** The entries of a visit plan that are meetings. */
export const PlanMeeting = Type.Object({
  id: Int,
  status: Status,
  you: Side,
  /** the other side's name */
  withName: Str,
  startsAt: Str,
  endsAt: Str,
  place: MeetingPlace,
  conflictsWith: Type.Array(Str),
});
export type PlanMeeting = Static<typeof PlanMeeting>;

