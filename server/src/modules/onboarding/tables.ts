import type { Generated } from 'kysely';
import type { QueueColumns, Timestamp } from '../../db/column-types';

// The onboarding module's tables (migration 020). Row types for Kysely; keep in step with the SQL in db/migrations/.

export interface ExhibitorOnboardingTable {
  exhibitor_id: number;
  first_invited_at: Timestamp | null;
  last_invited_at: Timestamp | null;
  invitations: Generated<number>;
  first_reminded_at: Timestamp | null;
  last_reminded_at: Timestamp | null;
  reminders: Generated<number>;
  last_mail_at: Timestamp;
  invite_id: number | null;
}

export interface OnboardingMailTable extends QueueColumns {
  id: Generated<number>;
  exhibitor_id: number;
  kind: 'invitation' | 'reminder';
  made_by: string;
  created_at: Generated<Date>;
  outcome: 'sent' | 'failed' | 'skipped' | null;
}

export interface OnboardingTables {
  exhibitor_onboarding: ExhibitorOnboardingTable;
  onboarding_mail: OnboardingMailTable;
}
