import { Type } from '@sinclair/typebox';
import { INT_MAX } from './constants';

// The field shapes every payload schema shares.
export const OptStr = Type.Union([Type.String(), Type.Null()]);
export const OptInt = Type.Union([Type.Integer(), Type.Null()]);
/** The id of a stored record, as a request names it: a whole number the database's `integer` holds. */
export const RecordId = Type.Integer({ minimum: 1, maximum: INT_MAX });
/** A record's id, or null (none yet, or not one of them). */
export const OptRecordId = Type.Union([RecordId, Type.Null()]);
/** An instant as a request or answer writes it: ISO 8601 date-time. */
export const DateTime = Type.String({ format: 'date-time' });
/** A calendar day, YYYY-MM-DD (China time where it is a show day). */
export const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
