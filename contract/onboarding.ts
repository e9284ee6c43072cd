import { Type, type Static } from '@sinclair/typebox';
import { DateTime, OptStr, RecordId } from './nullable';

// Onboarding every exhibitor (issue 32, items 5 and 6): claim invitations e-mailed to each
// exhibitor's contact address, reminders, and the console's onboarding board.

/** The console's onboarding paths (under /api/editor). */
export const ONBOARDING_PATHS = {
  board: '/onboarding',
  invitations: '/onboarding/invitations',
  reminders: '/onboarding/reminders',
} as const;

export const ONBOARDING_LIMITS = {
  /** at most one onboarding e-mail (invitation or reminder) per exhibitor in this many minutes: a double click, or two editors at once, sends one */
  mailGapMinutes: 60,
  /** "not claimed after N days": invited at least this long ago and still no team */
  staleDays: 7,
  /** a profile this complete (profileCompleteness, percent) counts as complete */
  completePercent: 60,
  /** ids in one selection */
  maxIds: 5000,
  pageSizeMax: 100,
} as const;

/** The page of the site a claim link opens (the member centre's binding page) and its parameter. */
export const CLAIM_PAGE = '/member/binding/';
export const CLAIM_CODE_PARAM = 'code';
/** The exhibitor centre, where a reminder sends a bound team. */
export const CENTRE_PAGE = '/member/exhibitor/';

/** The path of a claim link in a language: the binding page with the code filled in. */
export function claimLinkPath(lang: 'zh' | 'en', code: string): string {
  return `${lang === 'en' ? '/en' : ''}${CLAIM_PAGE}?${CLAIM_CODE_PARAM}=${encodeURIComponent(code)}`;
}

export const ONBOARDING_FILTERS = ['all', 'notInvited', 'unclaimedStale', 'underComplete', 'claimed', 'waiting'] as const;
export type OnboardingFilter = (typeof ONBOARDING_FILTERS)[number];

export const OnboardingQuery = Type.Object({
  filter: Type.Optional(Type.Union(ONBOARDING_FILTERS.map((f) => Type.Literal(f)))),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: ONBOARDING_LIMITS.pageSizeMax })),
});
export type OnboardingQuery = Static<typeof OnboardingQuery>;

const MailState = Type.Union([Type.Literal('queued'), Type.Literal('sent'), Type.Literal('failed'), Type.Literal('skipped'), Type.Null()]);

/** One exhibitor on the board: created → invited → claimed → profile → changes waiting for review. */
export const OnboardingRow = Type.Object({
  exhibitorId: Type.Integer(),
  nameZh: OptStr,
  nameEn: OptStr,
  email: OptStr,
  createdAt: DateTime,
  firstInvitedAt: Type.Union([DateTime, Type.Null()]),
  lastInvitedAt: Type.Union([DateTime, Type.Null()]),
  invitations: Type.Integer(),
  lastRemindedAt: Type.Union([DateTime, Type.Null()]),
  reminders: Type.Integer(),
  /** the newest onboarding e-mail's state */
  lastMail: MailState,
  teamMembers: Type.Integer(),
  firstClaimedAt: Type.Union([DateTime, Type.Null()]),
  /** profileCompleteness of the published profile */
  completeness: Type.Integer(),
  /** the team's drafts submitted and waiting for an editor */
  waitingForReview: Type.Integer(),
});
export type OnboardingRow = Static<typeof OnboardingRow>;

export const OnboardingCounts = Type.Object({
  exhibitors: Type.Integer(),
  invited: Type.Integer(),
  claimed: Type.Integer(),
  complete: Type.Integer(),
  waitingForReview: Type.Integer(),
});
export type OnboardingCounts = Static<typeof OnboardingCounts>;

export const OnboardingBoard = Type.Object({
  counts: OnboardingCounts,
  /** rows matching the filter and keyword */
  total: Type.Integer(),
  rows: Type.Array(OnboardingRow),
});
export type OnboardingBoard = Static<typeof OnboardingBoard>;

/** Send claim invitations: to the chosen exhibitors, or (no ids) to every exhibitor without a team. */
export const InvitationRequest = Type.Object({
  ids: Type.Optional(Type.Array(RecordId, { minItems: 1, maxItems: ONBOARDING_LIMITS.maxIds })),
});
export type InvitationRequest = Static<typeof InvitationRequest>;

/** A reminder to the board's filtered set (the same filter and keyword as the board). */
export const ReminderRequest = Type.Object({
  filter: Type.Optional(Type.Union(ONBOARDING_FILTERS.map((f) => Type.Literal(f)))),
  q: Type.Optional(Type.String({ maxLength: 100 })),
});
export type ReminderRequest = Static<typeof ReminderRequest>;

/** What a send did: e-mails queued by kind, and the exhibitors skipped, by why. */
export const SendReport = Type.Object({
  invitations: Type.Integer(),
  reminders: Type.Integer(),
  skipped: Type.Object({
    /** already has a team (invitations only) */
    claimed: Type.Integer(),
    /** no contact e-mail address */
    noEmail: Type.Integer(),
    /** an onboarding e-mail went to it within the last mailGapMinutes */
    recent: Type.Integer(),
    /** claimed and its profile complete: nothing to remind (reminders only) */
    complete: Type.Integer(),
    /** ids that are no exhibitor */
    unknown: Type.Integer(),
  }),
});
export type SendReport = Static<typeof SendReport>;

