import type { ColumnType, Generated } from 'kysely';
import type { NoticeKind } from '@expo/contract';
import type { Timestamp } from './column-types';

// Tables of the core (content version, builds, rate events, outbox, secrets) and tables several modules share (members, the audit, notices). Row types for Kysely; keep in step with the SQL in db/migrations/.

export type NoticeChannelColumn = 'email' | 'sms' | 'both' | 'none' | null;

export interface ContentVersionTable {
  id: number;
  version: number;
  changed_at: Generated<Date>;
  epoch: Generated<string>;
}

export interface ContentChangeTable {
  version: number;
  kind: 'exhibitor' | 'product' | 'news' | 'activity' | '*';
  record_id: number | null;
}

export interface RebuildRequestTable {
  id: Generated<number>;
  reason: string;
  requested_at: Generated<Date>;
  taken_at: Date | null;
}

export interface SchemaMigrationTable {
  version: string;
  applied_at: Generated<Date>;
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

export interface BuildLeaseTable {
  name: string;
  /** host:pid:nonce of the worker that holds it */
  holder: string;
  acquired_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface AppSecretTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
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
  /** closing the account (migration 026): asked, cancelled by a sign-in, erased */
  close_requested_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  close_cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  erased_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
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

export interface EditorAuditTable {
  id: Generated<number>;
  editor_id: number | null;
  editor: string;
  action: 'create' | 'update' | 'delete' | 'approve' | 'reject' | 'rebuild' | 'import';
  resource: string;
  record_key: string | null;
  changes: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Date>;
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
  leadsMasking: NoticeChannelColumn;
}

export interface CoreTables {
  content_version: ContentVersionTable;
  content_change: ContentChangeTable;
  rebuild_request: RebuildRequestTable;
  schema_migration: SchemaMigrationTable;
  site_build: SiteBuildTable;
  build_lease: BuildLeaseTable;
  app_secret: AppSecretTable;
  member: MemberTable;
  rate_event: RateEventTable;
  outbox: OutboxTable;
  editor_audit: EditorAuditTable;
  notification: NotificationTable;
  notice_setting: NoticeSettingTable;
}
