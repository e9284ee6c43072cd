import { sql, type RawBuilder } from 'kysely';
import { SHOW_UTC_OFFSET_HOURS } from '@expo/contract';

/**
 * A timestamp column as the show's wall time (China time, the contract's SHOW_UTC_OFFSET_HOURS,
 * sent as a parameter): for grouping and matching by the show's days and hours in SQL.
 */
export function showLocalTime(column: string): RawBuilder<Date> {
  return sql<Date>`((${sql.ref(column)} AT TIME ZONE 'UTC') + make_interval(hours => ${SHOW_UTC_OFFSET_HOURS}))`;
}
