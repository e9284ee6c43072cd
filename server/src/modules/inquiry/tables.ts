import type { Generated } from 'kysely';

// The inquiry module's table. Row types for Kysely; keep in step with the SQL in db/migrations/.

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

export interface InquiryTables {
  inquiry: InquiryTable;
}
