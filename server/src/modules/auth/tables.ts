import type { ColumnType, Generated } from 'kysely';
import type { QueueColumns, Timestamp } from '../../db/column-types';

// The auth module's tables: sessions, captchas and codes. Row types for Kysely; keep in step with the SQL in db/migrations/.

export interface SessionTable {
  token_hash: string;
  member_id: number;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface CaptchaTable {
  id: string;
  answer_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  target: string;
  scene: 'register' | 'login' | 'reset' | 'contact' | 'visit' | 'close';
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: Generated<Date>;
  /** Scene 'contact': the member who asked to use this mobile or e-mail. */
  member_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A code request answered and waiting for its message (migration 008). */
export interface CodeRequestTable extends QueueColumns {
  id: Generated<number>;
  channel: 'sms' | 'email';
  target: string;
  scene: 'register' | 'login' | 'reset' | 'contact' | 'visit' | 'close';
  lang: 'zh' | 'en';
  member_id: ColumnType<number | null, number | null | undefined, number | null>;
  rate_event_id: ColumnType<number | null, number | null | undefined, number | null>;
  outcome: 'sent' | 'none' | 'failed' | 'expired' | null;
  created_at: Generated<Date>;
}

export interface AuthTables {
  session: SessionTable;
  captcha: CaptchaTable;
  verification_code: VerificationCodeTable;
  code_request: CodeRequestTable;
}
