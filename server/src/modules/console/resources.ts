import { BOOTH_EVENT_FIELDS, CATALOGUE_KEY_MAX, EDIT_DEADLINE_CONFIG, INT_MAX, PRODUCT_FIELDS, RETENTION_MAX_DAYS, PROFILE_FIELDS, STAFF_PASS_LIMITS, configProblem, type FieldSpec } from '@expo/contract';
import type { Database } from '../../db/schema';

// The content an editor can change, described once: the routes, validation, the console's forms
// and the audit log are generated from these descriptions. Field names are the table's columns,
// except `file` (a download's file_name, mime and data) and `password` (a password_hash).

export interface Resource {
  name: string;
  table: keyof Database;
  /** the columns that name a record in URLs, joined by ':' when there are two */
  key: string[];
  /** 'int': a number the database gives on create (unless keyGiven); 'text': given by the editor */
  keyType: 'int' | 'text';
  /** the key is given on create (always for text keys) */
  keyGiven?: boolean;
  /** columns searched by `keyword` */
  search: string[];
  fields: Record<string, FieldSpec>;
  /** the table has updated_at, bumped on every change */
  touch?: boolean;
  /** the site's own fixed set of records (the templates know them): update only */
  fixed?: boolean;
  /** only the records with this column null ('null') or set ('set') */
  scope?: { column: string; is: 'null' | 'set' };
  /** changes do not show on the public site, so they do not mark it stale */
  private?: boolean;
  /** A rule across the record: the field at fault and why, in English (the site's reader's words). */
  check?: (key: string, values: Record<string, unknown>) => { field: string; problem: string } | null;
}

const text = (max: number, required = false): FieldSpec => ({ type: 'text', max, required });
const long = (max = 20000, required = false): FieldSpec => ({ type: 'longText', max, required });
const pair = (base: string, spec: FieldSpec) => ({ [`${base}_zh`]: spec, [`${base}_en`]: spec });
const int = (min: number, maxValue: number, required = false): FieldSpec => ({ type: 'int', min, maxValue, required });
const ref = (resource: string, required = false): FieldSpec => ({ ...int(1, INT_MAX, required), ref: resource });
const url = (required = false, max = 300): FieldSpec => ({ type: 'url', max, required });
const sort: FieldSpec = { ...int(0, 10000), empty: 0 };
const names = (max = 100) => pair('name', text(max, true));
/** A catalogue key (the import matches rows by it): empty on create, the database gives the next one. */
const catalogueKey = (required = false): FieldSpec => ({ type: 'text', max: CATALOGUE_KEY_MAX, required, catalogueKey: true });

// The exhibitor centre's fields (the contract) are the console's too, with what only editors set.
const ACTIVITY_FIELDS: Record<string, FieldSpec> = { ...BOOTH_EVENT_FIELDS, hall_id: ref('halls') };

export const RESOURCES: Resource[] = [
  {
    name: 'exhibitors', table: 'exhibitor', key: ['id'], keyType: 'int', search: ['ref_no', 'name_zh', 'name_en'], touch: true,
    fields: { ref_no: catalogueKey(), ...PROFILE_FIELDS, trusted: { type: 'bool' } },
  },
  {
    name: 'products', table: 'product', key: ['id'], keyType: 'int', search: ['code', 'name_zh', 'name_en'], touch: true,
    fields: { code: catalogueKey(), exhibitor_id: ref('exhibitors', true), ...PRODUCT_FIELDS },
  },
  {
    name: 'news', table: 'news', key: ['id'], keyType: 'int', search: ['title_zh', 'title_en'], touch: true,
    fields: { ...pair('title', text(200)), ...pair('summary', text(500)), ...pair('content', long()), cover: { type: 'media' }, source_url: url(), published_at: { type: 'timestamp', required: true } },
  },
  { name: 'activities', table: 'activity', key: ['id'], keyType: 'int', search: ['title_zh', 'title_en'], touch: true, scope: { column: 'exhibitor_id', is: 'null' }, fields: ACTIVITY_FIELDS },
  {
    name: 'exhibitorActivities', table: 'activity', key: ['id'], keyType: 'int', search: ['title_zh', 'title_en'], touch: true, scope: { column: 'exhibitor_id', is: 'set' },
    fields: { exhibitor_id: ref('exhibitors', true), ...ACTIVITY_FIELDS },
  },
  {
    name: 'live', table: 'live', key: ['id'], keyType: 'int', search: ['title_zh', 'title_en'],
    fields: {
      live_type: int(1, 2, true), ...pair('title', text(200)), cover: { type: 'media' }, wap_url: url(false, 500), pc_url: url(false, 500),
      wap_url_en: url(false, 500), pc_url_en: url(false, 500), starts_at: { type: 'timestamp', required: true },
    },
  },
  {
    name: 'downloads', table: 'download', key: ['id'], keyType: 'int', search: ['title_zh', 'title_en', 'file_name'],
    fields: { ...pair('title', text(200)), file: { type: 'file', required: true }, sort },
  },
  { name: 'pages', table: 'content_page', key: ['code'], keyType: 'text', search: ['code', 'title_zh', 'title_en'], touch: true, fields: { ...pair('title', text(200)), ...pair('content', long()) } },
  {
    name: 'seo', table: 'seo', key: ['path'], keyType: 'text', search: ['path', 'title_zh', 'title_en'],
    fields: { ...pair('title', text(200, true)), ...pair('keyword', text(300, true)), ...pair('description', text(500, true)), ...pair('content', { ...long(5000), empty: '' }) },
  },
  {
    name: 'channels', table: 'channel', key: ['id'], keyType: 'int', search: ['title_zh', 'title_en'],
    fields: { parent_id: ref('channels'), ...pair('title', text(50, true)), path: text(200), url: url(), new_window: { type: 'bool' }, zh_only: { type: 'bool' }, sort },
  },
  { name: 'qrcodes', table: 'qr_code', key: ['id'], keyType: 'int', search: ['name_zh', 'name_en'], fields: { photo: { type: 'media', required: true }, ...names(50), sort } },
  {
    // Empty only where empty means something (the edit deadline: none); the site's configs are checked as the build reads them.
    name: 'configs', table: 'config', key: ['key'], keyType: 'text', search: ['key', 'value'], fields: { value: { ...long(5000, false), empty: '' } },
    check: (key, values) => {
      if (values.value === '' && key !== EDIT_DEADLINE_CONFIG) return { field: 'value', problem: 'the value cannot be empty' };
      const problem = typeof values.value === 'string' ? configProblem(key, values.value) : null;
      return problem ? { field: 'value', problem } : null;
    },
  },
  { name: 'dicts', table: 'dict', key: ['type', 'value'], keyType: 'text', search: ['type', 'label_zh', 'label_en'], fields: { ...pair('label', text(100, true)), sort } },
  { name: 'procurement', table: 'procurement', key: ['id'], keyType: 'int', search: ['title_zh', 'title_en'], fields: { ...pair('title', text(200)), ...pair('content', long()), published_at: { type: 'timestamp', required: true } } },
  {
    name: 'contacts', table: 'contact', key: ['id'], keyType: 'int', search: ['dept_zh', 'dept_en'],
    fields: { ...pair('dept', text(100, true)), ...pair('person', text(100, true)), phone: text(50, true), email: text(200, true), sort },
  },
  { name: 'mediaPartners', table: 'media_partner', key: ['id'], keyType: 'int', search: ['name_zh', 'name_en'], fields: { ...names(), logo: { type: 'media' }, url: url(true), sort } },
  { name: 'otherSystems', table: 'other_system', key: ['id'], keyType: 'int', search: ['name_zh', 'name_en'], fields: { ...names(), url: url(true), sort } },
  { name: 'homeModules', table: 'home_module', key: ['code'], keyType: 'text', fixed: true, search: ['code', 'title_zh', 'title_en'], fields: { ...pair('title', text(50, true)), sort, enabled: { type: 'bool' } } },
  {
    name: 'exhibition', table: 'exhibition', key: ['id'], keyType: 'int', fixed: true, search: ['name_zh', 'name_en'],
    fields: {
      ...pair('name', text(200, true)), ...pair('venue', text(200, true)), ...pair('address', text(200, true)), ...pair('intro', long(5000, true)),
      start_date: { type: 'date', required: true }, end_date: { type: 'date', required: true },
      area: int(0, 10_000_000, true), visitor_count: int(0, 100_000_000, true), country_count: int(0, 300, true), banner: { type: 'media' },
      next_start_date: { type: 'date' }, next_end_date: { type: 'date' },
      // Staff passes (issue 34, item 2): build-up from this day to the show's eve, tear-down from the day after to this day; the quota's defaults.
      build_up_start_date: { type: 'date' }, tear_down_end_date: { type: 'date' },
      staff_passes_default: int(0, STAFF_PASS_LIMITS.quota, true), staff_passes_per_9sqm: int(0, STAFF_PASS_LIMITS.quota),
    },
    check: (_key, values) => showDatesProblem(values),
  },
  { name: 'regions', table: 'region', key: ['id'], keyType: 'int', search: ['name_zh', 'name_en'], fields: { ...names(), sort } },
  // `interest`: the visitor questionnaire's product interest (dict visitor_interest) the group serves, for meeting suggestions.
  { name: 'categoryGroups', table: 'category_group', key: ['id'], keyType: 'int', search: ['code', 'name_zh', 'name_en'], fields: { code: catalogueKey(), ...names(), interest: text(50), sort } },
  { name: 'categories', table: 'category', key: ['id'], keyType: 'int', search: ['code', 'name_zh', 'name_en'], fields: { code: catalogueKey(), group_id: ref('categoryGroups', true), ...names(), sort } },
  {
    name: 'halls', table: 'hall', key: ['id'], keyType: 'int', search: ['code', 'name_zh', 'name_en'],
    fields: { code: catalogueKey(true), ...names(), width: int(1, 10_000, true), height: int(1, 10_000, true), sort },
  },
  {
    name: 'booths', table: 'booth', key: ['id'], keyType: 'int', search: ['code'],
    fields: { hall_id: ref('halls', true), code: catalogueKey(true), x: int(0, 10_000, true), y: int(0, 10_000, true), width: int(1, 1000, true), height: int(1, 1000, true), exhibitor_id: ref('exhibitors') },
  },
  {
    // The demand board's numbers per type (docs/demands.md): days on the board, open demands and claims a month per member.
    name: 'demandRules', table: 'demand_rule', key: ['demand_type'], keyType: 'int', fixed: true, private: true, search: ['name_zh', 'name_en'],
    fields: { ...names(20), validity_days: int(1, 365, true), open_limit: int(0, 1000, true), monthly_claims: int(0, 10_000, true) },
  },
  {
    // How long after the show's last day each kind of personal record is kept (issue 35, item 3): empty is RETENTION_DEFAULT_DAYS.
    // Not private: the privacy notice prints the periods, so a change rebuilds it.
    name: 'retentionPeriods', table: 'retention_setting', key: ['kind'], keyType: 'text', fixed: true, search: ['name_zh', 'name_en'],
    fields: { days: int(1, RETENTION_MAX_DAYS) },
  },
  {
    // Rooms a team may choose for its meetings (issue 26) instead of its booth.
    name: 'meetingRooms', table: 'meeting_room', key: ['id'], keyType: 'int', private: true, search: ['name_zh', 'name_en'],
    fields: { ...names(), hall_id: ref('halls'), ...pair('location', text(200)), sort },
  },
  {
    // The entrance's scanning accounts (issue 25): they sign in at /scan/ and admit badges.
    name: 'gateAccounts', table: 'gate_account', key: ['id'], keyType: 'int', private: true, search: ['username'],
    // scans_per_hour: the account's own limit (its lanes × a fast lane's pace); empty: SCAN_LIMITS' default.
    fields: { username: text(50, true), password: { type: 'password', required: true }, scans_per_hour: int(100, 1_000_000) },
  },
  {
    // The venue's kiosk tablets (issue 34): they sign in at /kiosk/, register walk-ins and print badges.
    // codes_per_hour: the account's own limit of walk-ins' code requests; empty: KIOSK_LIMITS' default.
    name: 'kioskAccounts', table: 'kiosk_account', key: ['id'], keyType: 'int', private: true, search: ['username'],
    fields: { username: text(50, true), password: { type: 'password', required: true }, codes_per_hour: int(1, 100_000) },
  },
  {
    // An exhibitor's own staff-pass quota (issue 34, item 2), over the show's default; an approved request raises it.
    name: 'staffPassQuotas', table: 'staff_pass_quota', key: ['exhibitor_id'], keyType: 'int', keyGiven: true, private: true, search: [],
    fields: { passes: int(0, STAFF_PASS_LIMITS.quota, true) },
  },
  {
    name: 'exhibitorLogins', table: 'exhibitor_login', key: ['exhibitor_id'], keyType: 'int', keyGiven: true, private: true, search: ['username'],
    fields: { username: text(50, true), password: { type: 'password', required: true } },
  },
];

/**
 * The exhibition's dates in order: this edition's, and the next edition's (both or neither) after
 * it. Only the dates given are compared (an update may give some fields only).
 */
function showDatesProblem(values: Record<string, unknown>): { field: string; problem: string } | null {
  const given = (field: string) => field in values;
  const date = (field: string) => (typeof values[field] === 'string' && values[field] !== '' ? (values[field] as string) : null);
  const [start, end, nextStart, nextEnd, buildUp, tearDown] = ['start_date', 'end_date', 'next_start_date', 'next_end_date', 'build_up_start_date', 'tear_down_end_date'].map(date);
  if (start && end && end < start) return { field: 'end_date', problem: 'the show cannot end before it starts' };
  const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
  const most = STAFF_PASS_LIMITS.buildUpDays;
  if (buildUp && start && !(buildUp < start)) return { field: 'build_up_start_date', problem: 'build-up starts before the show opens' };
  if (buildUp && start && daysBetween(buildUp, start) > most) return { field: 'build_up_start_date', problem: `build-up lasts at most ${most} days` };
  if (tearDown && end && !(tearDown > end)) return { field: 'tear_down_end_date', problem: 'tear-down ends after the show closes' };
  if (tearDown && end && daysBetween(end, tearDown) > most) return { field: 'tear_down_end_date', problem: `tear-down lasts at most ${most} days` };
  if (given('next_start_date') && given('next_end_date') && (nextStart === null) !== (nextEnd === null)) {
    return nextStart === null
      ? { field: 'next_start_date', problem: "give the next edition's first day too, or neither day" }
      : { field: 'next_end_date', problem: "give the next edition's last day too, or neither day" };
  }
  if (nextStart && nextEnd && nextEnd < nextStart) return { field: 'next_end_date', problem: 'the next edition cannot end before it starts' };
  if (nextStart && end && nextStart <= end) return { field: 'next_start_date', problem: 'the next edition starts after this one ends' };
  return null;
}

export function resourceNamed(name: string): Resource | undefined {
  return RESOURCES.find((r) => r.name === name);
}

/** The columns a resource's records are read with: the key, the fields, never a file's bytes or a password hash. */
export function readColumns(resource: Resource): string[] {
  const columns = [...resource.key];
  for (const [field, spec] of Object.entries(resource.fields)) {
    if (spec.type === 'file') columns.push('file_name', 'mime');
    else if (spec.type !== 'password') columns.push(field);
  }
  if (resource.touch) columns.push('updated_at');
  return [...new Set(columns)];
}
