import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types';

// The member module's tables: exhibitor logins and the verified exhibitor binding (issue 17, item 5). Row types for Kysely; keep in step with the SQL in db/migrations/.

export interface ExhibitorLoginTable {
  exhibitor_id: number;
  username: string;
  password_hash: string;
}

export interface ExhibitorInviteTable {
  id: Generated<number>;
  exhibitor_id: number;
  code_hash: string;
  made_by: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  used_by: number | null;
}

export interface BindingEmailCodeTable {
  id: Generated<number>;
  member_id: number;
  exhibitor_id: number;
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface ExhibitorBindingEventTable {
  id: Generated<number>;
  exhibitor_id: number;
  member_id: number | null;
  action: 'bound' | 'unbound' | 'removed' | 'undone';
  via: 'login' | 'invite' | 'domain' | null;
  actor: string;
  created_at: Generated<Date>;
}

export interface MemberTables {
  exhibitor_login: ExhibitorLoginTable;
  exhibitor_invite: ExhibitorInviteTable;
  binding_email_code: BindingEmailCodeTable;
  exhibitor_binding_event: ExhibitorBindingEventTable;
}
