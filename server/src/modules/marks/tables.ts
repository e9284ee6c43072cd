import type { Generated } from 'kysely';

// The marks module's table: members' collects and likes. Row types for Kysely; keep in step with the SQL in db/migrations/.

export interface MemberMarkTable {
  member_id: number;
  mark: 'collect' | 'like';
  target_type: 'activity' | 'exhibitor' | 'product';
  target_id: number;
  created_at: Generated<Date>;
}

export interface MarkTables {
  member_mark: MemberMarkTable;
}
