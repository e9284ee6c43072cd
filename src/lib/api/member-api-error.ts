// What a member API call answers and how it fails, shared by the lazy client (member-client.ts)
// and the axios client it loads (member-api.ts), so neither imports the other for them.

/** A call that did not end in a 200 envelope; `field` names the form field of a 400. */
export class MemberApiError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    readonly field: string | null = null,
    /** what the error answer carries besides its message (a 409: both versions) */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'MemberApiError';
  }

  /** The envelope's code as a status for the error pages (0: no answer). */
  get status(): number {
    return this.code ?? 0;
  }
}

/** Each call answers the envelope's data, or rejects with a MemberApiError the client has already shown. */
export interface MemberApi {
  get<T>(path: string, params?: Record<string, unknown>, timeoutMs?: number): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

export type Translate = (key: string) => string;
