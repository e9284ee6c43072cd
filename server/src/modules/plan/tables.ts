import type { ColumnType } from 'kysely';
import type { Timestamp } from '../../db/column-types';

// The visit plan's tables. Row types for Kysely; keep in step with the SQL in db/migrations/.

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
