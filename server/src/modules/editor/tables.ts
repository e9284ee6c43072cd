import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types';

// The editor module's tables: editors and their sessions. Row types for Kysely; keep in step with the SQL in db/migrations/.

export interface EditorTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: Generated<Date>;
}

export interface EditorSessionTable {
  token_hash: string;
  editor_id: number;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface EditorTables {
  editor: EditorTable;
  editor_session: EditorSessionTable;
}
