import { API_VERSION, ApiCode, LOCALE_OF, SITE_BUILD_USER_AGENT, readEnvelope, type Language } from './contract';
import { REQUEST_RETRIES, REQUEST_TIMEOUT_MS } from './constants';

/** A request to the content API that did not end in a 200 envelope; the message names the URL. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export type Query = Record<string, string | number>;

export interface ApiClient {
  readonly apiUrl: string;
  /** GET `path` in `lang` and return the envelope's `data`, or throw ApiRequestError. */
  get<T>(path: string, lang: Language, query?: Query): Promise<T>;
}

export interface ApiClientOptions {
  apiUrl: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  retries?: number;
  /** Waits between attempts; replaced in tests. */
  sleep?: (ms: number) => Promise<void>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const retries = options.retries ?? REQUEST_RETRIES;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function attempt<T>(url: string, lang: Language): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { lang: LOCALE_OF[lang], version: API_VERSION, accept: 'application/json', 'user-agent': SITE_BUILD_USER_AGENT },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ApiRequestError(`cannot reach ${url} (${describe(error)})`, url, true);
    }
    const outcome = readEnvelope<T>(parseJson(await response.text()), response.status);
    if (outcome.ok && response.ok) return outcome.data;
    if (!outcome.ok && !outcome.envelope) {
      throw new ApiRequestError(`${url} answered HTTP ${response.status} without a JSON envelope`, url, isRetryable(response.status));
    }
    const code = outcome.ok ? ApiCode.ok : outcome.code;
    const retryable = isRetryable(response.status) || isRetryable(code);
    throw new ApiRequestError(`${url} answered code ${code} (HTTP ${response.status}): ${outcome.ok ? '' : (outcome.msg ?? '')}`, url, retryable);
  }

  return {
    apiUrl,
    async get<T>(path: string, lang: Language, query?: Query): Promise<T> {
      const url = buildUrl(apiUrl, path, query);
      for (let tries = 0; ; tries += 1) {
        try {
          return await attempt<T>(url, lang);
        } catch (error) {
          if (!(error instanceof ApiRequestError) || !error.retryable || tries >= retries) {
            if (error instanceof ApiRequestError) error.message = `${error.message} [lang ${LOCALE_OF[lang]}]`;
            throw error;
          }
          await sleep(500 * 2 ** tries);
        }
      }
    },
  };
}

export function buildUrl(apiUrl: string, path: string, query?: Query): string {
  const search = query
    ? new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()
    : '';
  return `${apiUrl}${path}${search ? `?${search}` : ''}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isRetryable(status: number): boolean {
  return status === ApiCode.tooMany || (status >= 500 && status < 600);
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.name}: ${error.message}${cause}`;
  }
  return String(error);
}
