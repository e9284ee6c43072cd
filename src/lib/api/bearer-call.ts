import { readEnvelope, type Language } from '@expo/contract';
import { API_BASE, apiHeaders } from './public-api';

// A call to the API with a bearer token of its own (a gate account's, the scanner's member scan, the
// editor console's) that tells a lost network from an answer: the scanner queues the first and
// shows the second. Plain fetch, no axios: the scanner page stays light.

export type CallOutcome<T> =
  | { kind: 'ok'; data: T }
  /** the API answered with an error envelope (or a bare HTTP error) */
  | { kind: 'refused'; code: number; msg: string | null; field: string | null }
  /** no answer: offline, the connection dropped or the call timed out */
  | { kind: 'network' };

export interface BearerCall {
  language: Language;
  token: string | null | undefined;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** give up after this long (then `network`: a retry is safe for the calls that use this) */
  timeoutMs?: number;
}

export async function bearerCall<T>(path: string, { language, token, method = 'GET', body, timeoutMs }: BearerCall): Promise<CallOutcome<T>> {
  const abort = new AbortController();
  const timer = timeoutMs === undefined ? undefined : setTimeout(() => abort.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: { ...apiHeaders(language, token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: abort.signal,
    });
  } catch {
    return { kind: 'network' };
  } finally {
    clearTimeout(timer);
  }
  const outcome = readEnvelope<T>(await response.json().catch(() => null), response.status);
  if (outcome.ok) return { kind: 'ok', data: outcome.data };
  return { kind: 'refused', code: outcome.code, msg: outcome.msg ?? null, field: outcome.field };
}

/**
 * GET a file (a CSV export, "My data") with a bearer token: the file, or the API's message when it
 * refused. A JSON answer is the envelope unless it comes as an attachment (the JSON file of "My data").
 */
export async function bearerDownload(path: string, language: Language, token: string | null | undefined): Promise<Blob> {
  const response = await fetch(`${API_BASE}${path}`, { headers: { ...apiHeaders(language, token), accept: 'text/csv, text/html, application/json' } });
  const attachment = (response.headers.get('content-disposition') ?? '').startsWith('attachment');
  if (!response.ok || (!attachment && (response.headers.get('content-type') ?? '').includes('application/json'))) {
    const outcome = readEnvelope<unknown>(await response.json().catch(() => null), response.status);
    throw new Error((!outcome.ok && outcome.msg) || response.statusText || `HTTP ${response.status}`);
  }
  return response.blob();
}
