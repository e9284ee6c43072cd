// Reads of the public content API from the browser (list paging, filters, search, demands).
// Plain fetch: public pages stay light; the member area's axios instance comes with its routes.
// SWR over these reads is in use-public-api.ts, for the pages that need it.
import { API_VERSION, LOCALE_OF, readEnvelope, type Language } from '@expo/contract';

export const API_BASE = '/api';

/** A read that did not end in a 200 envelope: `status` picks the error page (403, 404, else 500). */
export class PublicApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PublicApiError';
  }
}

/** The headers of every call to the API (docs/api.md): the API version, the language, the token when signed in. */
export function apiHeaders(lang: Language | undefined, token?: string | null): Record<string, string> {
  const headers: Record<string, string> = { version: API_VERSION, accept: 'application/json' };
  if (lang) headers.lang = LOCALE_OF[lang];
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export type ApiQuery = Record<string, string | number | boolean | undefined>;

export function apiUrl(path: string, query: ApiQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

export interface ApiCallOptions {
  /** the signed-in member's token: what they alone may see (their own marks, unmasked contacts) */
  token?: string;
  /** other headers (a badge's token) */
  headers?: Record<string, string>;
  /** gives up (a network error, status 0) when no answer came in time */
  timeoutMs?: number;
}

/** GET a public read. */
export function apiGet<T>(path: string, lang: Language, query?: ApiQuery, options: ApiCallOptions = {}): Promise<T> {
  return apiCall<T>('GET', apiUrl(path, query), lang, undefined, options);
}

/** POST without the member client (a visitor's own badge, by its token). */
export function apiPost<T>(path: string, lang: Language, body?: unknown, options: ApiCallOptions = {}): Promise<T> {
  return apiCall<T>('POST', apiUrl(path), lang, body, options);
}

async function apiCall<T>(method: 'GET' | 'POST', url: string, lang: Language, body: unknown, { token, timeoutMs, headers }: ApiCallOptions): Promise<T> {
  let response: Response;
  const abort = new AbortController();
  const timer = timeoutMs === undefined ? undefined : setTimeout(() => abort.abort(), timeoutMs);
  const json: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  try {
    response = await fetch(url, { method, headers: { ...apiHeaders(lang, token), ...json, ...headers }, body: body === undefined ? undefined : JSON.stringify(body), signal: abort.signal });
  } catch {
    throw new PublicApiError('network', 0);
  } finally {
    clearTimeout(timer);
  }
  const outcome = readEnvelope<T>(await response.json().catch(() => null), response.status);
  if (!outcome.ok) throw new PublicApiError(outcome.msg ?? `HTTP ${response.status}`, outcome.code);
  return outcome.data;
}
