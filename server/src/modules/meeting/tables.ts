import type { ColumnType, Generated } from 'kysely';
import type { MeetingStatus } from '@expo/contract';
import type { DateOnly, Timestamp } from '../../db/column-types';

// The meeting module's tables. Row types for Kysely; keep in step with the SQL in db/migrations/.

/** Meeting requests (migration 017). */
export interface MeetingTables {
  meeting_room: { id: Generated<number>; name_zh: string; name_en: string; hall_id: number | null; location_zh: string | null; location_en: string | null; sort: Generated<number> };
  meeting_setting: {
    exhibitor_id: number;
    slot_minutes: Generated<number>;
    capacity: Generated<number>;
    room_id: number | null;
    seeks: ColumnType<string[], string | undefined, string>;
    days: ColumnType<{ date: string; opens: string; closes: string }[] | null, string | null | undefined, string | null>;
    updated_at: Generated<Date>;
  };
  meeting_desk: { exhibitor_id: number; desk: number };
  meeting: {
    id: Generated<number>;
    edition: DateOnly;
    exhibitor_id: number;
    member_id: number;
    visitor_id: number | null;
    product_id: number | null;
    initiated_by: 'visitor' | 'team';
    status: MeetingStatus;
    starts_at: Timestamp;
    ends_at: Timestamp;
    room_id: number | null;
    topic: string;
    message: Generated<string>;
    reason: string | null;
    ended_by: 'visitor' | 'team' | 'system' | null;
    requested_at: Timestamp;
    asked_at: Timestamp;
    expires_at: Timestamp | null;
    answered_at: Timestamp | null;
    answered_by: number | null;
    was_accepted: Generated<boolean>;
    sequence: Generated<number>;
    reminded_at: Timestamp | null;
    soon_sent_at: Timestamp | null;
    updated_at: Timestamp;
  };
  meeting_hold: { meeting_id: number; exhibitor_id: number; desk: number; member_id: number; at: Timestamp };
  meeting_post: { id: Generated<number>; meeting_id: number; side: 'visitor' | 'team'; member_id: number | null; body: string; created_at: Timestamp };
}
