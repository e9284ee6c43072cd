// The member API as features call it, without axios: the client (member-api.ts, axios and the
// error handling of SPEC.md section 8) loads on the first call, so a public page that offers a
// sign-in form or a "collect" button does not carry it in its first load.
import type { Language } from '@expo/contract';

export { MemberApiError, type MemberApi, type Translate } from './member-api-error';
import type { MemberApi, Translate } from './member-api-error';

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
