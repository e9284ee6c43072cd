import { Type, type Static } from '@sinclair/typebox';
import { DateTime, OptStr, RecordId } from './nullable';
import { INVITATION_LIMITS } from './invitation-rules';
import { SHARED_VISITOR_FIELDS } from './visitor';

// Invitations and registration sources (issue 34, item 1; docs/visitors.md): an exhibitor team's
// links and codes for its buyers, the organiser's for media partners and campaigns, and what each
// brought. The plain rules are in invitation-rules.ts.
export * from './invitation-rules';

const InvitationKindOf = Type.Union([Type.Literal('link'), Type.Literal('batch')]);

/** A shared link (cap: its uses) or a batch of single-use codes (cap: how many). */
export const InvitationCreate = Type.Object({
  kind: InvitationKindOf,
  label: Type.String({ maxLength: 1000 }),
  cap: Type.Integer({ minimum: 1, maximum: INVITATION_LIMITS.linkCap }),
});
export type InvitationCreate = Static<typeof InvitationCreate>;

/** The organiser's source: the same, for a media partner or a named campaign. */
export const SourceCreate = Type.Composite([InvitationCreate, Type.Object({
  mediaPartnerId: Type.Optional(RecordId),
  campaign: Type.Optional(Type.String({ maxLength: 1000 })),
})]);
export type SourceCreate = Static<typeof SourceCreate>;

/** A link, batch or e-mail send, with what it brought. */
export const Invitation = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('link'), Type.Literal('batch'), Type.Literal('mail')]),
  label: Type.String(),
  /** a link's cap on uses; a batch's or send's number of codes */
  cap: Type.Integer(),
  /** uses of the link, or codes used */
  used: Type.Integer(),
  /** a link's code (the register page with `?invite=`); null for batches and sends (their codes are in the CSV) */
  code: OptStr,
  /** times the register page was opened with one of its codes */
  opened: Type.Integer(),
  registered: Type.Integer(),
  /** registered visitors admitted at a gate (any day) */
  admitted: Type.Integer(),
  createdAt: DateTime,
  /** the organiser's sources: who it credits (media partner or campaign) */
  owner: Type.Optional(Type.String()),
  sourceKind: Type.Optional(Type.Union([Type.Literal('exhibitor'), Type.Literal('media'), Type.Literal('campaign')])),
});
export type Invitation = Static<typeof Invitation>;

/** E-mails from the product to a pasted list, each address once, one single-use code each. */
export const InvitationSend = Type.Object({
  label: Type.Optional(Type.String({ maxLength: 1000 })),
  addresses: Type.String({ maxLength: 100_000 }),
  note: Type.Optional(Type.String({ maxLength: 5000 })),
});
export type InvitationSend = Static<typeof InvitationSend>;

export const InvitationSendReport = Type.Object({
  invitationId: Type.Union([Type.Integer(), Type.Null()]),
  queued: Type.Integer(),
  skipped: Type.Object({
    /** not an e-mail address */
    invalid: Type.Integer(),
    /** asked to receive no invitations */
    optedOut: Type.Integer(),
    /** invited by this exhibitor before */
    already: Type.Integer(),
    /** over today's cap, or the exhibitor's codes */
    overCap: Type.Integer(),
  }),
});
export type InvitationSendReport = Static<typeof InvitationSendReport>;

/** A visitor who registered through the team's invitations: what the visitor agreed to share, as with leads. */
export const InvitedVisitor = Type.Object({
  ...SHARED_VISITOR_FIELDS,
  invitationId: Type.Integer(),
  invitation: Type.String(),
  registeredAt: DateTime,
  admitted: Type.Boolean(),
});
export type InvitedVisitor = Static<typeof InvitedVisitor>;

/** What the register page shows for a code: who invites, and whether the code can still be used. */
export const InvitationLookup = Type.Object({
  inviter: Type.String(),
  sourceKind: Type.Union([Type.Literal('exhibitor'), Type.Literal('media'), Type.Literal('campaign')]),
  usable: Type.Boolean(),
});
export type InvitationLookup = Static<typeof InvitationLookup>;

export const MediaPartnerChoice = Type.Object({ id: Type.Integer(), name: Type.String() });
export type MediaPartnerChoice = Static<typeof MediaPartnerChoice>;
