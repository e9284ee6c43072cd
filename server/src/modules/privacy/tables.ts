import type { Generated } from 'kysely';
import type { RetentionKind } from '@expo/contract';
import type { DateOnly, QueueColumns, Timestamp } from '../../db/column-types';

// The privacy module's table: members' data exports. Row types for Kysely; keep in step with the SQL in db/migrations/.

/** A member's request for their data, and its files until they are downloaded or expire (migration 022). */
export interface DataExportTable extends QueueColumns {
  id: Generated<number>;
  member_id: number;
  token_hash: string;
  lang: Generated<'zh' | 'en'>;
  requested_at: Timestamp;
  expires_at: Timestamp;
  outcome: 'ready' | 'failed' | 'expired' | null;
  json_file: string | null;
  html_file: string | null;
  json_downloaded_at: Timestamp | null;
  html_downloaded_at: Timestamp | null;
}

/** The organiser's retention period per kind; days null: the contract's default (migration 028). */
export interface RetentionSettingTable {
  kind: RetentionKind;
  name_zh: string;
  name_en: string;
  days: number | null;
  sort: number;
}

/** A step of the retention job done, once per kind and edition (migration 028). */
export interface RetentionDoneTable {
  kind: RetentionKind | 'leadContactsNotice';
  edition: DateOnly;
  rows: number;
  done_at: Generated<Date>;
}

export interface PrivacyTables {
  data_export: DataExportTable;
  retention_setting: RetentionSettingTable;
  retention_done: RetentionDoneTable;
}
