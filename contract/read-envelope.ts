import { ApiCode } from './constants';
import type { ApiEnvelope } from './envelope';

// Reading an answer as the envelope of docs/api.md, for every client (site and source plugin).
// Free of TypeBox, so browser code that reads answers does not load the schemas.

/** The envelope's data, or what went wrong: the envelope's code (else the HTTP status), message and field. */
export type EnvelopeOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; code: number; msg: string | undefined; field: string | null; /** false: the answer was no envelope */ envelope: boolean; /** what an error answer carries besides (a 409: both versions) */ data: unknown };

export function readEnvelope<T>(body: unknown, httpStatus: number): EnvelopeOutcome<T> {
  const envelope = body && typeof body === 'object' && typeof (body as ApiEnvelope<unknown>).code === 'number' ? (body as ApiEnvelope<unknown>) : null;
  if (envelope?.code === ApiCode.ok) return { ok: true, data: envelope.data as T };
  const data = envelope?.data;
  const field = data && typeof data === 'object' && 'field' in data && typeof data.field === 'string' ? data.field : null;
  return { ok: false, code: envelope?.code ?? httpStatus, msg: envelope?.msg || undefined, field, envelope: envelope !== null, data: data ?? null };
}
