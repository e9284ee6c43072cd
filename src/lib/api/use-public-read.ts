import { useEffect, useState } from 'react';
import type { Language } from '@expo/contract';
import { apiGet, type ApiQuery, type PublicApiError } from './public-api';

export interface PublicRead<T> {
  /** the answer for the current key, else the previous key's while the next one loads */
  data: T | undefined;
  error: PublicApiError | undefined;
  isLoading: boolean;
}

/** Answers of this visit, newest last; going back to a list state shows it at once. */
const answers = new Map<string, unknown>();
const REMEMBERED = 50;

function remember(key: string, data: unknown): void {
  answers.delete(key);
  answers.set(key, data);
  if (answers.size > REMEMBERED) answers.delete(answers.keys().next().value as string);
}

/**
 * A public read for the states of a static page that are not in its HTML (a filter, a page asked
 * by `?page=`): plain fetch, so the static list pages do not carry SWR in their first load (the
 * client-only routes read through SWR, use-public-api.ts). `path` null reads nothing.
 */
export function usePublicRead<T>(path: string | null, lang: Language, query: ApiQuery = {}): PublicRead<T> {
  const key = path === null ? null : JSON.stringify([path, lang, query]);
  const [state, setState] = useState<{ key: string | null; data?: T; error?: PublicApiError }>(() => ({ key: null }));

  useEffect(() => {
    if (key === null) return undefined;
    if (answers.has(key)) {
      setState({ key, data: answers.get(key) as T });
      return undefined;
    }
    let current = true;
    const [readPath, readLang, readQuery] = JSON.parse(key) as [string, Language, ApiQuery];
    apiGet<T>(readPath, readLang, readQuery).then(
      (data) => {
        remember(key, data);
        if (current) setState({ key, data });
      },
      (error: PublicApiError) => {
        if (current) setState((previous) => ({ key, data: previous.data, error }));
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  const settled = key !== null && state.key === key;
  return { data: state.data, error: settled ? state.error : undefined, isLoading: key !== null && !settled };
}
