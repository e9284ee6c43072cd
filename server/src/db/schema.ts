import type { ColumnType, Generated } from 'kysely';
import type { DraftKind, DraftStatus, MeetingStatus, NoticeKind } from '@expo/contract';

// Row types of the tables in migrations/, for Kysely. Keep in step with the SQL.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateOnly = ColumnType<string, string, string>;

export interface MediaTable {
  id: string;
  mime: string;
  data: Uint8Array;
  width: number;
  height: number;
  created_at: Generated<Date>;
}

export interface ExhibitionTable {
  id: number;
  name_zh: string;
  name_en: string;
  venue_zh: string;
  venue_en: string;
  address_zh: string;
  address_en: string;
  intro_zh: string;
  intro_en: string;
  start_date: DateOnly;
  end_date: DateOnly;
  area: number;
  visitor_count: number;
  country_count: number;
  banner: string | null;
  /** the next edition's dates, once known (migration 013) */
  next_start_date: ColumnType<string | null, string | null | undefined, string | null>;
  next_end_date: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RegionTable {
  id: Generated<number>;
  name_zh: string;
  name_en: string;
  sort: Generated<number>;
}

export interface CategoryGroupTable {
  id: Generated<number>;
  name_zh: string;
  name_en: string;
  sort: Generated<number>;
  interest: string | null;
}

export interface CategoryTable {
  id: Generated<number>;
  group_id: number;
  name_zh: string;
  name_en: string;
  sort: Generated<number>;
}

export interface HallTable {
  id: Generated<number>;
  code: string;
  name_zh: string;
  name_en: string;
  width: number;
  height: number;
  sort: Generated<number>;
}

export interface ExhibitorTable {
  id: Generated<number>;
  name_zh: string | null;
  name_en: string | null;
  intro_zh: string | null;
  intro_en: string | null;
  address_zh: string | null;
  address_en: string | null;
  logo: string | null;
  region_id: number | null;
  email: string | null;
  phone: string | null;
  fax: string | null;
  website: string | null;
  popularity: Generated<number>;
  /** pictures of the stand and the company (migration 015) */
  photos: ColumnType<string[], string | undefined, string>;
  /** its team's submissions publish without review (migration 015) */
  trusted: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface BoothTable {
  id: Generated<number>;
  hall_id: number;
  code: string;
  x: number;
  y: number;
  width: number;
  height: number;
  exhibitor_id: number | null;
}

export interface ProductTable {
  id: Generated<number>;
  exhibitor_id: number;
  category_id: number | null;
  name_zh: string | null;
  name_en: string | null;
  intro_zh: string | null;
  intro_en: string | null;
  factory_zh: string | null;
  factory_en: string | null;
  brand_zh: string | null;
  brand_en: string | null;
  origin_zh: string | null;
  origin_en: string | null;
  qs: Generated<boolean>;
  photos: ColumnType<string[], string | undefined, string>;
  innovative: Generated<boolean>;
  /** kept off the site by its exhibitor's team; `sort` orders the exhibitor's products (migration 015) */
  hidden: Generated<boolean>;
  sort: Generated<number>;
  popularity: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface NewsTable {
  id: Generated<number>;
  title_zh: string | null;
  title_en: string | null;
  summary_zh: string | null;
  summary_en: string | null;
  content_zh: string | null;
  content_en: string | null;
  cover: string | null;
  source_url: string | null;
  published_at: Timestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ActivityTable {
  id: Generated<number>;
  exhibitor_id: number | null;
  title_zh: string | null;
  title_en: string | null;
  host_zh: string | null;
  host_en: string | null;
  address_zh: string | null;
  address_en: string | null;
  intro_zh: string | null;
  intro_en: string | null;
  cover: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  seats: number;
  /** the hall it takes place in (migration 013) */
  hall_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ProcurementTable {
  id: Generated<number>;
  title_zh: string | null;
  title_en: string | null;
  content_zh: string | null;
  content_en: string | null;
  published_at: Timestamp;
}

export interface MediaPartnerTable {
  id: Generated<number>;
  name_zh: string;
  name_en: string;
  logo: string | null;
  url: string;
  sort: Generated<number>;
}

export interface ContentPageTable {
  code: string;
  title_zh: string | null;
  title_en: string | null;
  content_zh: string | null;
  content_en: string | null;
  updated_at: Generated<Date>;
}

export interface SeoTable {
  path: string;
  title_zh: string;
  title_en: string;
  keyword_zh: string;
  keyword_en: string;
  description_zh: string;
  description_en: string;
  content_zh: Generated<string>;
  content_en: Generated<string>;
}

export interface ChannelTable {
  id: Generated<number>;
  parent_id: number | null;
  title_zh: string;
  title_en: string;
  path: string | null;
  url: string | null;
  new_window: Generated<boolean>;
  zh_only: Generated<boolean>;
  sort: Generated<number>;
}

export interface HomeModuleTable {
  code: string;
  title_zh: string;
  title_en: string;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

export interface DownloadTable {
  id: Generated<number>;
  title_zh: string | null;
  title_en: string | null;
  file_name: string;
  mime: string;
  data: Uint8Array;
  sort: Generated<number>;
  created_at: Generated<Date>;
}

export interface ContactTable {
  id: Generated<number>;
  dept_zh: string;
  dept_en: string;
  person_zh: string;
  person_en: string;
  phone: string;
  email: string;
  sort: Generated<number>;
}

export interface OtherSystemTable {
  id: Generated<number>;
  name_zh: string;
  name_en: string;
  url: string;
  sort: Generated<number>;
}

export interface QrCodeTable {
  id: Generated<number>;
  photo: string;
  name_zh: string;
  name_en: string;
  sort: Generated<number>;
}

export interface LiveTable {
  id: Generated<number>;
  live_type: number;
  title_zh: string | null;
  title_en: string | null;
  cover: string | null;
  wap_url: string | null;
  pc_url: string | null;
  wap_url_en: string | null;
  pc_url_en: string | null;
  starts_at: Timestamp;
  created_at: Generated<Date>;
}

export interface ConfigTable {
  key: string;
  value: string;
}

export interface DictTable {
  type: string;
  value: string;
  label_zh: string;
  label_en: string;
  sort: Generated<number>;
}

export interface ContentVersionTable {
  id: number;
  version: number;
  changed_at: Generated<Date>;
  epoch: Generated<string>;
}

export interface RebuildRequestTable {
  id: Generated<number>;
  reason: string;
  requested_at: Generated<Date>;
  taken_at: Date | null;
}

export interface ContentChangeTable {
  version: number;
  kind: 'exhibitor' | 'product' | 'news' | 'activity' | '*';
  record_id: number | null;
}

export interface SchemaMigrationTable {
  version: string;
  applied_at: Generated<Date>;
}

/** The exhibitor centre's drafts and published versions (migration 015). */
export interface ExhibitorDraftTable {
  id: Generated<number>;
  exhibitor_id: number;
  kind: DraftKind;
  record_id: number | null;
  status: DraftStatus;
  version: Generated<number>;
  fields: ColumnType<Record<string, unknown>, string, string>;
  reason: string | null;
  saved_by: number | null;
  saved_at: Generated<Date>;
  submitted_by: number | null;
  submitted_at: Timestamp | null;
  decided_by: string | null;
  decided_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface ExhibitorVersionTable {
  id: Generated<number>;
  exhibitor_id: number;
  kind: DraftKind;
  record_id: number;
  version: number;
  fields: ColumnType<Record<string, unknown>, string, string>;
  draft_id: number | null;
  author: string | null;
  approved_by: string;
  published_at: Generated<Date>;
}

/** Visitors, badges, scans, admissions and leads (migration 016). */
export interface VisitorTables {
  visitor: {
    id: Generated<number>;
    edition: DateOnly;
    contact: string;
    member_id: number | null;
    name: string;
    company: string;
    job_title: string;
    country: string;
    province: string | null;
    mobile: string | null;
    email: string | null;
    business_type: string;
    interests: ColumnType<string[], string, string>;
    days: ColumnType<string[], string, string>;
    purpose: string | null;
    share_contact: Generated<boolean>;
    badge_number: string;
    token_version: Generated<number>;
    token_nonce: string;
    revoked_at: Timestamp | null;
    lang: Generated<'zh' | 'en'>;
    created_at: Generated<Date>;
    findable: Generated<boolean>;
  };
  gate_account: { id: Generated<number>; username: string; password_hash: string; created_at: Generated<Date> };
  gate_session: { token_hash: string; gate_account_id: number; created_at: Generated<Date>; expires_at: Timestamp; revoked_at: Timestamp | null };
  badge_scan: {
    scan_id: string;
    kind: 'gate' | 'lead';
    visitor_id: number | null;
    result: string;
    gate: string | null;
    device_id: string;
    gate_account_id: number | null;
    member_id: number | null;
    exhibitor_id: number | null;
    scanned_at: Timestamp;
    received_at: Generated<Date>;
  };
  admission: { visitor_id: number; day: DateOnly; gate: string | null; admitted_at: Timestamp; scan_id: string };
  lead: {
    id: Generated<number>;
    exhibitor_id: number;
    visitor_id: number;
    scanned_by: number | null;
    notes: Generated<string>;
    rating: 'hot' | 'warm' | 'cold' | null;
    tags: ColumnType<string[], string | undefined, string>;
    withdrawn_at: Timestamp | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  lead_access: { id: Generated<number>; exhibitor_id: number; member_id: number | null; action: 'view' | 'export' | 'scan' | 'update'; leads: number; created_at: Generated<Date> };
}

/** Meeting requests (migration 017). */
export interface MeetingTables {
  meeting_room: { id: Generated<number>; name_zh: string; name_en: string; hall_id: number | null; location_zh: string | null; location_en: string | null; sort: Generated<number> };
  meeting_setting: {
    exhibitor_id: number;
    slot_minutes: Generated<number>;
    capacity: Generated<number>;
    room_id: number | null;
    seeks: ColumnType<string[], string | undefined, string>;
    days: ColumnType<{ date: string; opens: string; closes: string }[] | null, string | null | undefined, string | null>;
    updated_at: Generated<Date>;
  };
  meeting_desk: { exhibitor_id: number; desk: number };
  meeting: {
    id: Generated<number>;
    edition: DateOnly;
    exhibitor_id: number;
    member_id: number;
    visitor_id: number | null;
    product_id: number | null;
    initiated_by: 'visitor' | 'team';
    status: MeetingStatus;
    starts_at: Timestamp;
    ends_at: Timestamp;
    room_id: number | null;
    topic: string;
    message: Generated<string>;
    reason: string | null;
    ended_by: 'visitor' | 'team' | 'system' | null;
    requested_at: Timestamp;
    asked_at: Timestamp;
    expires_at: Timestamp | null;
    answered_at: Timestamp | null;
    answered_by: number | null;
    was_accepted: Generated<boolean>;
    sequence: Generated<number>;
    reminded_at: Timestamp | null;
    soon_sent_at: Timestamp | null;
    updated_at: Timestamp;
  };
  meeting_hold: { meeting_id: number; exhibitor_id: number; desk: number; member_id: number; at: Timestamp };
  meeting_post: { id: Generated<number>; meeting_id: number; side: 'visitor' | 'team'; member_id: number | null; body: string; created_at: Timestamp };
}

export interface Database extends AccountTables, InteractionTables, TrustTables, VisitPlanTables, VisitorTables, MeetingTables {
  exhibitor_draft: ExhibitorDraftTable;
  exhibitor_version: ExhibitorVersionTable;
  media: MediaTable;
  exhibition: ExhibitionTable;
  region: RegionTable;
  category_group: CategoryGroupTable;
  category: CategoryTable;
  hall: HallTable;
  exhibitor: ExhibitorTable;
  booth: BoothTable;
  product: ProductTable;
  news: NewsTable;
  activity: ActivityTable;
  procurement: ProcurementTable;
  media_partner: MediaPartnerTable;
  content_page: ContentPageTable;
  seo: SeoTable;
  channel: ChannelTable;
  home_module: HomeModuleTable;
  download: DownloadTable;
  contact: ContactTable;
  other_system: OtherSystemTable;
  qr_code: QrCodeTable;
  live: LiveTable;
  config: ConfigTable;
  dict: DictTable;
  content_version: ContentVersionTable;
  content_change: ContentChangeTable;
  rebuild_request: RebuildRequestTable;
  schema_migration: SchemaMigrationTable;
  site_build: SiteBuildTable;
  build_lease: BuildLeaseTable;
  editor_session: EditorSessionTable;
  editor_audit: EditorAuditTable;
  upload_quota: UploadQuotaTable;
}

export interface AppSecretTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

export interface ExhibitorLoginTable {
  exhibitor_id: number;
  username: string;
  password_hash: string;
}

export interface MemberTable {
  id: Generated<number>;
  mobile: string | null;
  email: string | null;
  password_hash: string;
  nickname: string | null;
  avatar: string | null;
  company_name: string | null;
  position: string | null;
  remark: string | null;
  exhibitor_id: number | null;
  exhibitor_bound_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SessionTable {
  token_hash: string;
  member_id: number;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface CaptchaTable {
  id: string;
  answer_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  target: string;
  scene: 'register' | 'login' | 'reset' | 'contact' | 'visit';
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: Generated<Date>;
  /** Scene 'contact': the member who asked to use this mobile or e-mail. */
  member_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A code request answered and waiting for its message (migration 008). */
export interface CodeRequestTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  target: string;
  scene: 'register' | 'login' | 'reset' | 'contact' | 'visit';
  lang: 'zh' | 'en';
  member_id: ColumnType<number | null, number | null | undefined, number | null>;
  rate_event_id: ColumnType<number | null, number | null | undefined, number | null>;
  attempts: Generated<number>;
  due_at: Generated<Date>;
  claimed_at: Timestamp | null;
  done_at: Timestamp | null;
  outcome: 'sent' | 'none' | 'failed' | 'expired' | null;
  created_at: Generated<Date>;
}

export interface RateEventTable {
  id: Generated<number>;
  key: string;
  created_at: Generated<Date>;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Generated<Date>;
}

export interface AccountTables {
  app_secret: AppSecretTable;
  exhibitor_login: ExhibitorLoginTable;
  member: MemberTable;
  session: SessionTable;
  captcha: CaptchaTable;
  verification_code: VerificationCodeTable;
  rate_event: RateEventTable;
  outbox: OutboxTable;
  code_request: CodeRequestTable;
}

export interface EditorTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: Generated<Date>;
}

export interface DemandTable {
  id: Generated<number>;
  member_id: number;
  demand_type: number;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  reject_reason: string | null;
  product_name: string | null;
  product_category_id: number | null;
  production: number | null;
  regional_req: string | null;
  brand_req: string | null;
  product_brand: string | null;
  brand_logo: string | null;
  product_photo: string | null;
  demand_time: string | null;
  company_name: string | null;
  company_address: string | null;
  job_title: string | null;
  member_name: string | null;
  nickname: string | null;
  now_city: string | null;
  intention_city: string | null;
  edu: string | null;
  age: number | null;
  work_experience: string | null;
  effective_time: DateOnly | null;
  intro: string;
  mobile: string;
  email: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  reviewed_at: Timestamp | null;
  reviewed_by: string | null;
  approved_at: Timestamp | null;
  expires_at: Timestamp | null;
  expiry_stage: Generated<number>;
}

export interface DemandRuleTable {
  demand_type: number;
  name_zh: string;
  name_en: string;
  validity_days: Generated<number>;
  open_limit: Generated<number>;
  monthly_claims: Generated<number>;
}

export interface DemandRevisionTable {
  demand_id: number;
  demand_type: number;
  columns: ColumnType<Record<string, unknown>, string, string>;
  submitted_at: Timestamp;
}

export type DemandEventKind = 'submitted' | 'edited' | 'approved' | 'rejected' | 'claimed' | 'expired' | 'renewed' | 'takenDown';

export interface DemandEventTable {
  id: Generated<number>;
  demand_id: number;
  kind: DemandEventKind;
  actor: string;
  reason: string | null;
  member_id: number | null;
  created_at: Timestamp;
}

export interface NotificationTable {
  id: Generated<number>;
  member_id: number;
  kind: NoticeKind;
  demand_id: ColumnType<number | null, number | null | undefined, number | null>;
  draft_id: ColumnType<number | null, number | null | undefined, number | null>;
  meeting_id: ColumnType<number | null, number | null | undefined, number | null>;
  title: string;
  reason: string | null;
  due_at: Timestamp | null;
  lang: Generated<'zh' | 'en'>;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

export type NoticeChannelColumn = 'email' | 'sms' | 'both' | 'none' | null;

export interface NoticeSettingTable {
  member_id: number;
  lang: Generated<'zh' | 'en'>;
  approved: NoticeChannelColumn;
  rejected: NoticeChannelColumn;
  claimed: NoticeChannelColumn;
  expiring: NoticeChannelColumn;
  editSubmitted: NoticeChannelColumn;
  editApproved: NoticeChannelColumn;
  editRejected: NoticeChannelColumn;
  meetingRequest: NoticeChannelColumn;
  meetingAnswer: NoticeChannelColumn;
  meetingReminder: NoticeChannelColumn;
}

export interface DemandClaimTable {
  demand_id: number;
  member_id: number;
  created_at: Generated<Date>;
}

export interface MemberMarkTable {
  member_id: number;
  mark: 'collect' | 'like';
  target_type: 'activity' | 'exhibitor' | 'product';
  target_id: number;
  created_at: Generated<Date>;
}

export interface InquiryTable {
  id: Generated<number>;
  member_id: number;
  exhibitor_id: number;
  product_id: number | null;
  name: string;
  mobile: string;
  email: string;
  quantity: number | null;
  contents: string;
  created_at: Generated<Date>;
}

export interface ContactViewDayTable {
  member_id: number;
  day: DateOnly;
  used: number;
}

export interface ContactViewTable {
  member_id: number;
  day: DateOnly;
  demand_id: number;
}

export interface InteractionTables {
  editor: EditorTable;
  demand: DemandTable;
  demand_claim: DemandClaimTable;
  contact_view_day: ContactViewDayTable;
  contact_view: ContactViewTable;
  demand_rule: DemandRuleTable;
  demand_revision: DemandRevisionTable;
  demand_event: DemandEventTable;
  notification: NotificationTable;
  notice_setting: NoticeSettingTable;
  member_mark: MemberMarkTable;
  inquiry: InquiryTable;
}

export interface BuildLeaseTable {
  name: string;
  /** host:pid:nonce of the worker that holds it */
  holder: string;
  acquired_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface SiteBuildTable {
  id: Generated<number>;
  trigger: string;
  fingerprint: string;
  started_at: Generated<Date>;
  finished_at: Timestamp | null;
  status: Generated<'running' | 'succeeded' | 'failed'>;
  error: string | null;
}

export interface EditorSessionTable {
  token_hash: string;
  editor_id: number;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface EditorAuditTable {
  id: Generated<number>;
  editor_id: number | null;
  editor: string;
  action: 'create' | 'update' | 'delete' | 'approve' | 'reject' | 'rebuild';
  resource: string;
  record_key: string | null;
  changes: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Date>;
}

/** Uploads a member made in one clock hour (migration 009). */
export interface UploadQuotaTable {
  member_id: number;
  hour: Date;
  uploads: number;
}

export interface ExhibitorInviteTable {
  id: Generated<number>;
  exhibitor_id: number;
  code_hash: string;
  made_by: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  used_by: number | null;
}

export interface BindingEmailCodeTable {
  id: Generated<number>;
  member_id: number;
  exhibitor_id: number;
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface ExhibitorBindingEventTable {
  id: Generated<number>;
  exhibitor_id: number;
  member_id: number | null;
  action: 'bound' | 'unbound' | 'removed' | 'undone';
  via: 'login' | 'invite' | 'domain' | null;
  actor: string;
  created_at: Generated<Date>;
}

export interface RankingTallyTable {
  target_type: 'exhibitor' | 'product';
  target_id: number;
  day: DateOnly;
  collects: Generated<number>;
  likes: Generated<number>;
  views: Generated<number>;
}

export interface RankingActTable {
  member_id: number;
  target_type: 'exhibitor' | 'product';
  target_id: number;
  mark: 'collect' | 'like';
  day: DateOnly;
}

export interface RankingVisitTable {
  day: DateOnly;
  target_type: 'exhibitor' | 'product';
  target_id: number;
  visitor: string;
}

export interface RankingAddressTable {
  day: DateOnly;
  target_type: 'exhibitor' | 'product';
  target_id: number;
  address: string;
  views: number;
}

export interface RankingSaltTable {
  day: DateOnly;
  salt: string;
}

/** Verified exhibitor binding and the ranking counts (issue 17, items 5 and 6). */
export interface TrustTables {
  exhibitor_invite: ExhibitorInviteTable;
  binding_email_code: BindingEmailCodeTable;
  exhibitor_binding_event: ExhibitorBindingEventTable;
  ranking_tally: RankingTallyTable;
  ranking_act: RankingActTable;
  ranking_visit: RankingVisitTable;
  ranking_salt: RankingSaltTable;
  ranking_address: RankingAddressTable;
}

export interface VisitPlanTimeTable {
  member_id: number;
  target_type: 'exhibitor' | 'product';
  target_id: number;
  visit_at: Timestamp;
}

export interface VisitPlanLinkTable {
  member_id: number;
  share_token: string | null;
  feed_token: string | null;
  feed_lang: ColumnType<'zh' | 'en', 'zh' | 'en' | undefined, 'zh' | 'en'>;
}

export interface VisitPlanTables {
  visit_plan_time: VisitPlanTimeTable;
  visit_plan_link: VisitPlanLinkTable;
}
