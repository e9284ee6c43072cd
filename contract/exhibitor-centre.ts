import { Type, type Static } from '@sinclair/typebox';
import { INT_MAX } from './constants';
import { MAINLAND_CHINA } from './consent';
import type { FieldSpec } from './editor-api';
import { OptInt, OptRecordId, OptStr, RecordId } from './nullable';

// The exhibitor centre (docs/exhibitor-centre.md): what a bound exhibitor's team edits, the
// limits on it, the drafts, their review and history. The server checks every draft with these
// fields; the centre's forms are built from them; the console's resources take them too.

/** Products one exhibitor may have, published and new drafts together. */
export const EXHIBITOR_PRODUCTS_MAX = 200;
/** Submissions (to review or, when trusted, to publish) per exhibitor team and hour. */
export const EXHIBITOR_SUBMISSIONS_PER_HOUR = 60;
/** The site config holding the printed catalogue's edit deadline: a day (YYYY-MM-DD, China time, inclusive) or empty. */
export const EDIT_DEADLINE_CONFIG = 'exhibitor_edit_deadline';

/** The exhibitor centre's API paths (member area; docs/api.md, "Exhibitor centre"): the server's routes and the site's calls. */
export const CENTRE_PATHS = {
  /** the overview: the exhibitor, its deadline, its product count */
  overview: '/member/exhibitor',
  items: '/member/exhibitor/items/:kind',
  item: '/member/exhibitor/items/:kind/:recordId',
  drafts: '/member/exhibitor/drafts',
  draft: '/member/exhibitor/drafts/:id',
  submit: '/member/exhibitor/drafts/:id/submit',
  discard: '/member/exhibitor/drafts/:id/discard',
  history: '/member/exhibitor/history/:kind/:recordId',
  restore: '/member/exhibitor/history/:kind/:recordId/:version/restore',
  stats: '/member/exhibitor/stats',
} as const;

export const DRAFT_KINDS = ['profile', 'product', 'activity'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];
export const DRAFT_STATUSES = ['draft', 'submitted', 'rejected', 'published', 'withdrawn'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];
/** Statuses of a draft still being worked on: one per record at a time. */
export const OPEN_DRAFT_STATUSES: readonly DraftStatus[] = ['draft', 'submitted', 'rejected'];

const text = (max: number): FieldSpec => ({ type: 'text', max });
const long = (max: number): FieldSpec => ({ type: 'longText', max });
const pair = (base: string, spec: FieldSpec) => ({ [`${base}_zh`]: spec, [`${base}_en`]: spec });
const int = (min: number, maxValue: number, required = false): FieldSpec => ({ type: 'int', min, maxValue, required });
const ref = (resource: string): FieldSpec => ({ ...int(1, INT_MAX), ref: resource });

/** The company's own page. Its categories are those of its products. */
export const PROFILE_FIELDS: Record<string, FieldSpec> = {
  ...pair('name', text(200)), ...pair('intro', long(5000)), ...pair('address', text(200)),
  logo: { type: 'media' }, photos: { type: 'mediaList' }, region_id: ref('regions'),
  // ISO 3166-1 alpha-2, CN (mainland China) when left empty: outside it, leads need the visitor's transfer consent (contract/consent.ts)
  country: { type: 'text', max: 2, empty: MAINLAND_CHINA, countryCode: true },
  website: { type: 'url', max: 300 }, email: { type: 'email', max: 200 }, phone: text(50), fax: text(50),
};

/** One product; `hidden` keeps it off the site, `sort` orders the exhibitor's products (smaller first). */
export const PRODUCT_FIELDS: Record<string, FieldSpec> = {
  category_id: ref('categories'), ...pair('name', text(200)), ...pair('intro', long(5000)), ...pair('factory', text(200)),
  ...pair('brand', text(100)), ...pair('origin', text(100)), qs: { type: 'bool' }, innovative: { type: 'bool' },
  photos: { type: 'mediaList' }, hidden: { type: 'bool' }, sort: { ...int(0, 10000), empty: 0 },
};

/** An event at the exhibitor's booth: the activity fields, within the show's days. */
export const BOOTH_EVENT_FIELDS: Record<string, FieldSpec> = {
  ...pair('title', text(200)), ...pair('host', text(200)), ...pair('address', text(200)), ...pair('intro', long(5000)),
  cover: { type: 'media' }, starts_at: { type: 'timestamp', required: true }, ends_at: { type: 'timestamp', required: true }, seats: int(0, 1_000_000, true),
};

export const DRAFT_FIELDS: Record<DraftKind, Record<string, FieldSpec>> = { profile: PROFILE_FIELDS, product: PRODUCT_FIELDS, activity: BOOTH_EVENT_FIELDS };
/** The field a record of each kind is named by (both languages). */
export const DRAFT_NAME_FIELD: Record<DraftKind, string> = { profile: 'name', product: 'name', activity: 'title' };

export type DraftValues = Record<string, unknown>;

/** A record's name in a language, the other language's when it has none there. */
export function draftName(kind: DraftKind, fields: DraftValues, lang: 'zh' | 'en'): string {
  const base = DRAFT_NAME_FIELD[kind];
  const own = fields[`${base}_${lang}`];
  const other = fields[`${base}_${lang === 'zh' ? 'en' : 'zh'}`];
  return (typeof own === 'string' && own.trim()) || (typeof other === 'string' && other.trim()) || '';
}

/** What the completeness meter checks: a part of the profile, in a language or in both. */
export interface ProfileGap {
  part: 'name' | 'intro' | 'address' | 'logo' | 'photos' | 'website' | 'contact';
  lang: 'zh' | 'en' | null;
}

/** The parts of a profile that are still missing, and how complete it is (0 to 100). */
export function profileCompleteness(fields: DraftValues): { percent: number; missing: ProfileGap[] } {
  const filled = (field: string) => {
    const value = fields[field];
    return Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined;
  };
  const checks: [ProfileGap, boolean][] = [];
  for (const part of ['name', 'intro', 'address'] as const) {
    for (const lang of ['zh', 'en'] as const) checks.push([{ part, lang }, filled(`${part}_${lang}`)]);
  }
  checks.push([{ part: 'logo', lang: null }, filled('logo')], [{ part: 'photos', lang: null }, filled('photos')], [{ part: 'website', lang: null }, filled('website')]);
  checks.push([{ part: 'contact', lang: null }, filled('email') || filled('phone')]);
  const missing = checks.filter(([, ok]) => !ok).map(([gap]) => gap);
  return { percent: Math.round(((checks.length - missing.length) / checks.length) * 100), missing };
}

/** The deadline's last instant, or null for none or a value that is not a day. */
export function editDeadlineEnd(raw: string | null | undefined): Date | null {
  const day = raw?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const end = new Date(`${day}T23:59:59.999+08:00`);
  return Number.isNaN(end.getTime()) ? null : end;
}

const Kind = Type.Union(DRAFT_KINDS.map((k) => Type.Literal(k)));
const Status = Type.Union(DRAFT_STATUSES.map((s) => Type.Literal(s)));
export const DraftFieldValues = Type.Record(Type.String(), Type.Unknown());

export const Draft = Type.Object({
  id: Type.Integer(),
  kind: Kind,
  /** the record it changes; null for a new product or event until it is published */
  recordId: OptInt,
  status: Status,
  /** counts the draft's saves: a save names the one it builds on */
  version: Type.Integer(),
  fields: DraftFieldValues,
  reason: OptStr,
  savedBy: OptStr,
  savedAt: Type.String(),
  submittedAt: OptStr,
  decidedAt: OptStr,
});
export type Draft = Static<typeof Draft>;

/** A record as the team sees it: the published version and the open draft, if any. */
export const CentreItem = Type.Object({
  kind: Kind,
  recordId: OptInt,
  /** the published version's number; null before the record is published */
  version: OptInt,
  published: Type.Union([DraftFieldValues, Type.Null()]),
  draft: Type.Union([Draft, Type.Null()]),
});
export type CentreItem = Static<typeof CentreItem>;

export const CentreOverview = Type.Object({
  exhibitorId: Type.Integer(),
  name: Type.String(),
  trusted: Type.Boolean(),
  /** the catalogue's edit deadline (a day, China time), or null */
  deadline: OptStr,
  afterDeadline: Type.Boolean(),
  products: Type.Integer(),
  productsMax: Type.Integer(),
  /** the show's days, for booth events */
  showStart: Type.String(),
  showEnd: Type.String(),
});
export type CentreOverview = Static<typeof CentreOverview>;

export const DraftSave = Type.Object({
  kind: Kind,
  recordId: OptRecordId,
  /** the open draft saved over, or null for a record's first draft */
  draftId: OptRecordId,
  /** the draft version this save builds on (0 for a first draft) */
  version: Type.Integer({ minimum: 0, maximum: INT_MAX }),
  fields: DraftFieldValues,
});
export type DraftSave = Static<typeof DraftSave>;

export const DraftVersion = Type.Object({ version: Type.Integer({ minimum: 0, maximum: INT_MAX }) });

/** The 409 answer's data: the draft as someone else saved it, and the values that were not saved. */
export const DraftConflict = Type.Object({ theirs: Draft, yours: DraftFieldValues });
export type DraftConflict = Static<typeof DraftConflict>;

export const SubmitAnswer = Type.Object({ draft: Draft, published: Type.Boolean() });
export type SubmitAnswer = Static<typeof SubmitAnswer>;

export const HistoryEntry = Type.Object({
  version: Type.Integer(),
  fields: DraftFieldValues,
  /** the fields that differ from the version before */
  changed: Type.Array(Type.String()),
  /** the team member who submitted it; null for the organiser's own version */
  author: OptStr,
  /** 'editor <name>', 'trusted' or 'organiser' */
  approvedBy: Type.String(),
  publishedAt: Type.String(),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

export const StatsDay = Type.Object({
  day: Type.String(),
  exhibitorViews: Type.Integer(),
  productViews: Type.Integer(),
  collects: Type.Integer(),
  inquiries: Type.Integer(),
  claims: Type.Integer(),
  /** visitors who registered through the exhibitor's invitations */
  invited: Type.Integer(),
});
export type StatsDay = Static<typeof StatsDay>;
export const CentreStats = Type.Object({ from: Type.String(), to: Type.String(), days: Type.Array(StatsDay) });
export type CentreStats = Static<typeof CentreStats>;

/** A submission in the console's review queue: the draft beside the version it would replace. */
export const ChangeReviewItem = Type.Object({
  draft: Draft,
  exhibitorId: Type.Integer(),
  exhibitorName: Type.String(),
  trusted: Type.Boolean(),
  published: Type.Union([DraftFieldValues, Type.Null()]),
});
export type ChangeReviewItem = Static<typeof ChangeReviewItem>;

export const ReviewDecision = Type.Object({ ids: Type.Array(RecordId, { minItems: 1, maxItems: 100 }) });
export const ReviewRejection = Type.Object({ reason: Type.String({ maxLength: 1000 }) });
export const ReviewResult = Type.Object({ published: Type.Array(Type.Integer()), skipped: Type.Array(Type.Integer()) });
