import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, DateOnly } from '../../db/column-types';

// The demand module's tables: demands, their rules, history, claims and contact views. Row types for Kysely; keep in step with the SQL in db/migrations/.

export type DemandEventKind = 'submitted' | 'edited' | 'approved' | 'rejected' | 'claimed' | 'expired' | 'renewed' | 'takenDown';

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

export interface DemandClaimTable {
  demand_id: number;
  member_id: number;
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

export interface DemandEventTable {
  id: Generated<number>;
  demand_id: number;
  kind: DemandEventKind;
  actor: string;
  reason: string | null;
  member_id: number | null;
  created_at: Timestamp;
}

export interface DemandTables {
  demand: DemandTable;
  demand_claim: DemandClaimTable;
  contact_view_day: ContactViewDayTable;
  contact_view: ContactViewTable;
  demand_rule: DemandRuleTable;
  demand_revision: DemandRevisionTable;
  demand_event: DemandEventTable;
}
