import useSWR, { type SWRResponse } from 'swr';
import { usePageLanguage } from '../i18n/use-page-language';
import { readToken } from '../session';
import type { MemberApiError } from './member-client';
import { useMemberApi } from './use-member-api';

/**
 * A read of the member area through SWR: one request per path, parameters, language and session
 * (another member signing in on this tab never sees the previous one's data), with its loading and
 * error states. `path` null reads nothing. Failures were already shown by the member client.
 */
export function useMemberRead<T>(path: string | null, params?: Record<string, unknown>): SWRResponse<T, MemberApiError> {
  const api = useMemberApi();
  const { language } = usePageLanguage();
  const key = path === null ? null : ['member', path, JSON.stringify(params ?? {}), language, readToken() ?? ''];
  // Read again on every visit of a view (no deduplication window): the member's own short lists are
  // current, and a session that ended elsewhere shows its sign-in dialog at once.
  return useSWR<T, MemberApiError>(key, () => api.get<T>(path!, params), { revalidateOnFocus: false, shouldRetryOnError: false, revalidateOnMount: true, dedupingInterval: 0 });
}
