import { Type } from '@sinclair/typebox';
import { INT_MAX } from './constants';

// The field shapes every payload schema shares.
export const OptStr = Type.Union([Type.String(), Type.Null()]);
export const OptInt = Type.Union([Type.Integer(), Type.Null()]);
/** The id of a stored record, as a request names it: a whole number the database's `integer` holds. */
export const RecordId = Type.Integer({ minimum: 1, maximum: INT_MAX });
