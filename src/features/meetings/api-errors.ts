import { MemberApiError } from '../../lib/api/member-client';

/**
 * Where a refused call's message goes in a form: next to the field the API named when the form has
 * it, else above the form. Other failures (401, 403, 5xx, no answer) the member client has shown.
 */
export function placeApiError<F extends string>(error: unknown, fields: readonly F[]): { field: F; message: string } | { field: null; message: string } | null {
  if (!(error instanceof MemberApiError) || error.code === null || error.code === 401 || error.code === 700 || error.code === 403 || error.code >= 500) return null;
  const field = fields.find((name) => name === error.field);
  return field ? { field, message: error.message } : { field: null, message: error.message };
}
