import { Type, type Static } from '@sinclair/typebox';
import { DateTime, IsoDay, OptStr, RecordId } from './nullable';
import { CONSENT_KINDS, CONSENT_SOURCES, LEAD_CONSENTS, LEAD_STATES } from './consent';
import { LEAD_RATINGS, SCAN_RESULTS } from './visitor-rules';

// Visitor registration, the e-badge, entrance check-in and exhibitor lead capture (issue 25;
// docs/visitors.md). The choice lists (business types, product interests) are dictionaries the
// organiser edits in the console; their types are named here.

// The plain constants and rules (limits, dictionaries, badge numbers, the visitor's pages) are in
// visitor-rules.ts, without TypeBox: the site's registration page and badge load them alone.
export * from './visitor-rules';
export * from './visitor-paths';


/** The questionnaire, with the code that proves the mobile or e-mail (sent with scene `visit`). */
export const VisitorRegistration = Type.Object({
  name: Type.String({ maxLength: 1000 }),
  company: Type.String({ maxLength: 1000 }),
  jobTitle: Type.String({ maxLength: 1000 }),
  country: Type.String({ maxLength: 1000 }),
  province: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  mobile: Type.Optional(Type.String({ maxLength: 1000 })),
  email: Type.Optional(Type.String({ maxLength: 1000 })),
  code: Type.String({ maxLength: 20 }),
  businessType: Type.String({ maxLength: 50 }),
  interests: Type.Array(Type.String({ maxLength: 50 }), { maxItems: 50 }),
  days: Type.Array(IsoDay, { maxItems: 20 }),
  purpose: Type.Optional(Type.String({ maxLength: 5000 })),
  /** exhibitors who scan the badge may receive the contact details (off unless ticked) */
  shareContact: Type.Boolean(),
  /** exhibitors outside mainland China may receive them too (a separate consent, off unless ticked; contract/consent.ts) */
  transferConsent: Type.Optional(Type.Boolean()),
  /** the consent wording's version the form showed (CONSENT_VERSIONS; the current one when left out) */
  consentVersion: Type.Optional(Type.String({ maxLength: 10 })),
  /** an invitation code (the register page's `?invite=`): the registration credits its source */
  invitation: Type.Optional(Type.String({ maxLength: 40 })),
});
export type VisitorRegistration = Static<typeof VisitorRegistration>;

/**
 * Who a badge admits: a visitor, an exhibitor's staff member (issue 34: build-up and tear-down
 * days too) or the press. A printed badge carries the kind's colour band.
 */
export const BADGE_KINDS = ['visitor', 'staff', 'media'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

/** A badge as its holder sees it: no one else is ever shown it. `token` is what the QR code holds. */
export const Badge = Type.Object({
  kind: Type.Union(BADGE_KINDS.map((k) => Type.Literal(k))),
  number: Type.String(),
  token: Type.String(),
  name: Type.String(),
  company: Type.String(),
  jobTitle: Type.String(),
  days: Type.Array(Type.String()),
  shareContact: Type.Boolean(),
  transferConsent: Type.Boolean(),
  /** the wording version the consent now was given under */
  consentVersion: Type.String(),
  revoked: Type.Boolean(),
  /** true when this verified contact had registered already: the badge is the one it has */
  existing: Type.Boolean(),
  createdAt: Type.String(),
});
export type Badge = Static<typeof Badge>;

/** A key the scanning device makes (a scan's id, the device's own). */
const ClientKey = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

/** One scan, from a gate or an exhibitor's stand: the QR's token or the typed badge number. `scanId` makes a replayed scan count once. */
export const ScanRequest = Type.Object({
  scanId: ClientKey,
  code: Type.String({ maxLength: 200 }),
  deviceId: ClientKey,
  /** when it was scanned on the device (an offline scan is sent later) */
  scannedAt: Type.Optional(DateTime),
  gate: Type.Optional(Type.String({ maxLength: 50 })),
});
export type ScanRequest = Static<typeof ScanRequest>;

export const GateAnswer = Type.Object({
  result: Type.Union(SCAN_RESULTS.map((r) => Type.Literal(r))),
  /** the first admission of the day (for `already`, and `admitted`) */
  admittedAt: OptStr,
  /** who is at the gate, to compare with the person: only for a valid badge */
  name: OptStr,
  company: OptStr,
  number: OptStr,
  /** the badge's kind (a staff pass is marked EXHIBITOR): only for a valid badge */
  kind: Type.Union([...BADGE_KINDS.map((k) => Type.Literal(k)), Type.Null()]),
  /** why the badge is refused, in the operator's language: a valid badge not valid today (`notToday`), or a badge revoked because its holder's data was deleted (`revoked`) */
  reason: OptStr,
});
export type GateAnswer = Static<typeof GateAnswer>;

/** A walk-in's code request at a kiosk: no captcha, limited per kiosk account and device (KIOSK_LIMITS). */
export const KioskCodeRequest = Type.Object({
  mobile: Type.Optional(Type.String({ maxLength: 1000 })),
  email: Type.Optional(Type.String({ maxLength: 1000 })),
  deviceId: ClientKey,
});
export type KioskCodeRequest = Static<typeof KioskCodeRequest>;

/** A walk-in's registration at a kiosk: the questionnaire, from the kiosk's device. */
export const KioskRegistration = Type.Composite([Type.Omit(VisitorRegistration, ['invitation']), Type.Object({ deviceId: ClientKey })]);
export type KioskRegistration = Static<typeof KioskRegistration>;

/** A badge to print at a kiosk (its QR token) or a gate (the QR's token or the typed number). */
export const PrintRequest = Type.Object({ code: Type.String({ maxLength: 200 }), deviceId: ClientKey });
export type PrintRequest = Static<typeof PrintRequest>;

/** The badge to print, and how many times it has been printed with this one (more than 1: a reprint). */
export const PrintedBadge = Type.Composite([Badge, Type.Object({ prints: Type.Integer() })]);
export type PrintedBadge = Static<typeof PrintedBadge>;

/** One print of a badge, for the console's visitor record. */
export const BadgePrint = Type.Object({ printedAt: DateTime, where: Type.Union([Type.Literal('kiosk'), Type.Literal('gate')]), account: OptStr, deviceId: Type.String() });
export type BadgePrint = Static<typeof BadgePrint>;

/** The alert's device when a gate account guessed across device ids. */
export const SCAN_ALERT_ALL_DEVICES = '*';

/** A device stopped for guessing badge numbers (SCAN_LIMITS), for the console. */
export const ScanAlert = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('gate'), Type.Literal('lead')]),
  deviceId: Type.String(),
  /** the gate account's username, or the exhibitor's name, that the device scanned for */
  account: OptStr,
  scans: Type.Integer(),
  unknown: Type.Integer(),
  time: DateTime,
});
export type ScanAlert = Static<typeof ScanAlert>;

/**
 * A visitor as an exhibitor's team sees them (a lead, an invited visitor): the contact fields only
 * with the visitor's consent, never after it was withdrawn (then masked).
 */
export const SHARED_VISITOR_FIELDS = {
  id: Type.Integer(),
  name: Type.String(),
  company: Type.String(),
  jobTitle: Type.String(),
  mobile: OptStr,
  email: OptStr,
  country: OptStr,
  /** what the visitor's consent lets the team see, or `erased` (the visitor's data was deleted: LEAD_STATES) */
  consent: Type.Union(LEAD_STATES.map((c) => Type.Literal(c))),
};

/** A lead of an exhibitor: what the visitor agreed to share, and the team's own notes. */
export const Lead = Type.Object({
  ...SHARED_VISITOR_FIELDS,
  /** the consent the lead was collected under (the scan): sharing, the transfer outside mainland China, the wording's version */
  consentShare: Type.Boolean(),
  consentTransfer: Type.Boolean(),
  consentVersion: Type.String(),
  notes: Type.String(),
  rating: Type.Union([...LEAD_RATINGS.map((r) => Type.Literal(r)), Type.Null()]),
  tags: Type.Array(Type.String()),
  scannedBy: OptStr,
  scannedAt: Type.String(),
});
export type Lead = Static<typeof Lead>;

export const LeadUpdate = Type.Object({
  notes: Type.Optional(Type.String({ maxLength: 10000 })),
  rating: Type.Optional(Type.Union([...LEAD_RATINGS.map((r) => Type.Literal(r)), Type.Null()])),
  tags: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 })),
});

/**
 * An exhibitor that scanned the visitor's badge, its country, the consent its lead was collected
 * under (and the wording's version), what it holds now (`consent`), and whether it has the contact.
 */
export const BadgeScan = Type.Object({
  exhibitorId: RecordId,
  exhibitorName: Type.String(),
  exhibitorCountry: Type.String(),
  scannedAt: Type.String(),
  shared: Type.Boolean(),
  consent: Type.Union(LEAD_CONSENTS.map((c) => Type.Literal(c))),
  consentShare: Type.Boolean(),
  consentTransfer: Type.Boolean(),
  consentVersion: Type.String(),
});
export type BadgeScan = Static<typeof BadgeScan>;

/** A change of the visitor's consent (badge page or member centre), under the wording shown (the current one when left out). */
export const ConsentChange = Type.Object({
  shareContact: Type.Boolean(),
  transferConsent: Type.Boolean(),
  consentVersion: Type.Optional(Type.String({ maxLength: 10 })),
});
export type ConsentChange = Static<typeof ConsentChange>;

/** One recorded change: given or withdrawn, sharing or the transfer, everywhere or for one exhibitor (`exhibitorId`). */
export const ConsentEvent = Type.Object({
  kind: Type.Union(CONSENT_KINDS.map((k) => Type.Literal(k))),
  given: Type.Boolean(),
  exhibitorId: Type.Union([RecordId, Type.Null()]),
  version: Type.String(),
  source: Type.Union(CONSENT_SOURCES.map((k) => Type.Literal(k))),
  at: Type.String(),
});
export type ConsentEvent = Static<typeof ConsentEvent>;

/** The visitor's consent now and every change of it, oldest first. */
export const VisitorConsent = Type.Object({
  shareContact: Type.Boolean(),
  transferConsent: Type.Boolean(),
  consentVersion: Type.String(),
  history: Type.Array(ConsentEvent),
});
export type VisitorConsent = Static<typeof VisitorConsent>;

const Count = Type.Object({ key: Type.String(), count: Type.Integer() });
export const VisitorDashboard = Type.Object({
  registrations: Type.Integer(),
  admitted: Type.Integer(),
  registrationsByDay: Type.Array(Count),
  byBusinessType: Type.Array(Count),
  byRegion: Type.Array(Count),
  /** "YYYY-MM-DD HH" China time */
  checkinsByHour: Type.Array(Count),
  checkinsByGate: Type.Array(Count),
  /** registrations and admissions by source: an exhibitor's invitations, a media partner, a campaign, or none ('') */
  bySource: Type.Array(Type.Object({ kind: Type.String(), name: Type.String(), registrations: Type.Integer(), admitted: Type.Integer() })),
});
export type VisitorDashboard = Static<typeof VisitorDashboard>;
