import type { ColumnType, Generated } from 'kysely';
import type { DateOnly, QueueColumns, Timestamp } from '../../db/column-types';

// The visitor module's tables. Row types for Kysely; keep in step with the SQL in db/migrations/.

/** Visitors, badges, scans, admissions and leads (migration 016). */
export interface VisitorTables {
  visitor: {
    id: Generated<number>;
    edition: DateOnly;
    contact: string;
    member_id: number | null;
    name: string;
    company: string;
    job_title: string;
    country: string;
    province: string | null;
    mobile: string | null;
    email: string | null;
    business_type: string;
    interests: ColumnType<string[], string, string>;
    days: ColumnType<string[], string, string>;
    purpose: string | null;
    share_contact: Generated<boolean>;
    badge_number: string;
    token_version: Generated<number>;
    token_nonce: string;
    revoked_at: Timestamp | null;
    lang: Generated<'zh' | 'en'>;
    created_at: Generated<Date>;
    findable: Generated<boolean>;
    /** the invitation and code it registered with (migration 022) */
    invitation_id: number | null;
    invitation_code: string | null;
    /** the person erased: account closed, registration deleted or past retention (migration 026) */
    erased_at: ColumnType<Date | null, Date | null | undefined, Date | null>;

    /** the transfer outside mainland China, and the wording version of the last consent given or changed (migration 027) */
    transfer_consent: Generated<boolean>;
    consent_version: Generated<string>;

    /** a badge's kind; a staff pass's exhibitor and last hand-over (migration 024) */
    kind: Generated<'visitor' | 'staff' | 'media'>;
    exhibitor_id: number | null;
    handed_over_at: Timestamp | null;
  };
  gate_account: { id: Generated<number>; username: string; password_hash: string; created_at: Generated<Date>; scans_per_hour: number | null };
  scan_alert: {
    id: Generated<number>;
    kind: 'gate' | 'lead';
    device_id: string;
    gate_account_id: number | null;
    member_id: number | null;
    exhibitor_id: number | null;
    scans: number;
    unknown: number;
    hour: Timestamp;
    created_at: Generated<Date>;
  };
  gate_session: { token_hash: string; gate_account_id: number; created_at: Generated<Date>; expires_at: Timestamp; revoked_at: Timestamp | null };
  /** venue tablets and the badges printed at kiosks and gates (migration 025) */
  kiosk_account: { id: Generated<number>; username: string; password_hash: string; codes_per_hour: number | null; created_at: Generated<Date> };
  kiosk_session: { token_hash: string; kiosk_account_id: number; created_at: Generated<Date>; expires_at: Timestamp; revoked_at: Timestamp | null };
  badge_print: { id: Generated<number>; visitor_id: number; printed_by: 'kiosk' | 'gate'; kiosk_account_id: number | null; gate_account_id: number | null; device_id: string; printed_at: Generated<Date> };
  badge_scan: {
    scan_id: string;
    kind: 'gate' | 'lead';
    visitor_id: number | null;
    result: string;
    gate: string | null;
    device_id: string;
    gate_account_id: number | null;
    member_id: number | null;
    exhibitor_id: number | null;
    scanned_at: Timestamp;
    received_at: Generated<Date>;
  };
  admission: { visitor_id: number; day: DateOnly; gate: string | null; admitted_at: Timestamp; scan_id: string };
  lead: {
    id: Generated<number>;
    exhibitor_id: number;
    visitor_id: number;
    scanned_by: number | null;
    notes: Generated<string>;
    rating: 'hot' | 'warm' | 'cold' | null;
    tags: ColumnType<string[], string | undefined, string>;
    withdrawn_at: Timestamp | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
    /** the consent it was collected under, its wording version, and the exhibitor's country then (migration 027) */
    consent_share: Generated<boolean>;
    consent_transfer: Generated<boolean>;
    consent_version: Generated<string>;
    exhibitor_country: Generated<string>;
  };
  consent_event: {
    id: Generated<number>;
    visitor_id: number;
    kind: 'share' | 'transfer';
    given: boolean;
    exhibitor_id: number | null;
    version: string;
    source: 'registration' | 'badge' | 'member';
    at: Timestamp;
  };
  lead_access: { id: Generated<number>; exhibitor_id: number; member_id: number | null; action: 'view' | 'export' | 'scan' | 'update'; leads: number; created_at: Generated<Date> };
  invitation: {
    id: Generated<number>;
    source_kind: 'exhibitor' | 'media' | 'campaign';
    exhibitor_id: number | null;
    media_partner_id: number | null;
    campaign: string | null;
    kind: 'link' | 'batch' | 'mail';
    label: string;
    cap: number;
    made_by_member: number | null;
    made_by_editor: string | null;
    created_at: Generated<Date>;
  };
  invitation_code: {
    code: string;
    invitation_id: number;
    exhibitor_id: number | null;
    max_uses: number;
    uses: Generated<number>;
    opened: Generated<number>;
    email: string | null;
    created_at: Generated<Date>;
  };
  invitation_quota: { exhibitor_id: number; codes: Generated<number> };
  invitation_mail: {
    id: Generated<number>;
    code: string;
    note: string | null;
    created_at: Generated<Date>;
    outcome: 'sent' | 'failed' | 'skipped' | null;
  } & QueueColumns;
  invitation_mail_day: { exhibitor_id: number; day: DateOnly; mails: Generated<number> };
  invitation_opt_out: { email: string; created_at: Generated<Date> };
  staff_pass_quota: { exhibitor_id: number; passes: number };
  staff_pass_request: {
    id: Generated<number>;
    exhibitor_id: number;
    passes: number;
    note: Generated<string>;
    status: Generated<'pending' | 'approved' | 'refused'>;
    reason: string | null;
    made_by: number | null;
    decided_by: string | null;
    created_at: Generated<Date>;
    decided_at: Timestamp | null;
  };
}
