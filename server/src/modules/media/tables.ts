import type { Generated } from 'kysely';

// The media module's tables: stored pictures and members' upload quota. Row types for Kysely; keep in step with the SQL in db/migrations/.

export interface MediaTable {
  id: string;
  mime: string;
  data: Uint8Array;
  width: number;
  height: number;
  created_at: Generated<Date>;
}

/** Uploads a member made in one clock hour (migration 009). */
export interface UploadQuotaTable {
  member_id: number;
  hour: Date;
  uploads: number;
}

export interface MediaTables {
  media: MediaTable;
  upload_quota: UploadQuotaTable;
}
