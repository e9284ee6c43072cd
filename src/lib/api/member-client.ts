// The member API as features call it, without axios: the client (member-api.ts, axios and the
// error handling of SPEC.md section 8) loads on the first call, so a public page that offers a
// sign-in form or a "collect" button does not carry it in its first load.
import type { Language } from '@expo/contract';

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

/** The member API in a page language, its client loaded on the first call. */
export function memberApiFor(language: Language, t: Translate): MemberApi {
  let client: Promise<MemberApi> | null = null;
  const load = () =>
    (client ??= import('./member-api').then(
      ({ createMemberApi }) => createMemberApi(language, t),
      (error: unknown) => {
        client = null; // a failed chunk load is tried again on the next call
        throw error;
      },
    ));
  return {
    async get<T>(path: string, params?: Record<string, unknown>, timeoutMs?: number) {
      return (await load()).get<T>(path, params, timeoutMs);
    },
    async post<T>(path: string, body?: unknown) {
      return (await load()).post<T>(path, body);
    },
    async put<T>(path: string, body?: unknown) {
      return (await load()).put<T>(path, body);
    },
    async delete<T>(path: string) {
      return (await load()).delete<T>(path);
    },
  };
}
