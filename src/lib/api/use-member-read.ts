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
  return useSWR<T, MemberApiError>(key, () => api.get<T>(path!, params), { revalidateOnFocus: false, shouldRetryOnError: false, revalidateOnMount: true, dedupingInterval: 0 });
}
