import type { ColumnType, Generated } from 'kysely';
import type { DraftKind, DraftStatus } from '@expo/contract';
import type { Timestamp } from '../../db/column-types';

// The exhibitor centre's tables. Row types for Kysely; keep in step with the SQL in db/migrations/.

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

export interface ExhibitorCentreTables {
  exhibitor_draft: ExhibitorDraftTable;
  exhibitor_version: ExhibitorVersionTable;
}
