import type { Language } from '@expo/contract';
import useSWR, { type SWRResponse } from 'swr';
import { apiGet, type ApiQuery, type PublicApiError } from './public-api';

/** SWR over apiGet; `path` null skips the request (the static data is shown instead). */
export function usePublicApi<T>(path: string | null, lang: Language, query?: ApiQuery, token?: string): SWRResponse<T, PublicApiError> {
  return useSWR<T, PublicApiError>(path === null ? null : [path, lang, JSON.stringify(query ?? {}), token ?? ''], () => apiGet<T>(path!, lang, query, { token }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
}
