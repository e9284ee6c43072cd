// The member area's API client (SPEC.md section 7): one axios instance per page language, the token
// from the session cookie, and the error handling of section 8. Public pages use public-api.ts.
import axios, { type AxiosError } from 'axios';
import { navigate } from 'gatsby';
import { readEnvelope, type Language } from '@expo/contract';
import { askDialog, notify } from '../../components/feedback/feedback-store';
import { loginPath } from '../sign-in-redirect';
import { clearSession, logout, readToken } from '../session';
import { failureAction } from './api-failure';
import { MemberApiError, type MemberApi, type Translate } from './member-api-error';
import { API_BASE, apiHeaders } from './public-api';

export function createMemberApi(language: Language, t: Translate): MemberApi {
  const api = axios.create({ baseURL: API_BASE, timeout: 30_000 });
  api.interceptors.request.use((config) => {
    for (const [name, value] of Object.entries(apiHeaders(language, readToken()))) config.headers.set(name, value);
    return config;
  });
  api.interceptors.response.use(
    (response) => {
      const outcome = readEnvelope(response.data, response.status);
      return outcome.ok ? { ...response, data: outcome.data } : Promise.reject(fail(outcome.code, outcome.msg, outcome.field, outcome.data));
    },
    (error: AxiosError) => {
      if (!error.response) return Promise.reject(fail(null, undefined, null));
      const outcome = readEnvelope(error.response.data, error.response.status);
      return Promise.reject(outcome.ok ? fail(error.response.status, undefined, null) : fail(outcome.code, outcome.msg, outcome.field, outcome.data));
    },
  );

  function fail(code: number | null, msg: string | undefined, field: string | null, data: unknown = null): MemberApiError {
    const action = failureAction(code, msg);
    const here = typeof window === 'undefined' ? undefined : window.location.pathname + window.location.search;
    if (action.kind === 'relogin') {
      void askDialog({ key: 'relogin', title: t('api.invalidSignIn'), message: t('api.invalidSignInMore'), confirmText: t('api.signIn'), cancelText: t('api.cancel') }).then(async (confirmed) => {
        if (!confirmed) return clearSession();
        await logout();
        await navigate(loginPath(language, here));
      });
    } else if (action.kind === 'otherUser') {
      void askDialog({ key: 'otherUser', title: t('api.otherUser'), confirmText: t('api.signIn') }).then(async () => {
        await logout();
        await navigate(loginPath(language, here));
      });
    } else if (action.kind === 'message') {
      notify(action.text ?? t(`api.${action.fallback}`), 'error');
    }
    return new MemberApiError(msg ?? t(`api.${code === null ? 'noPermission' : 'serverError'}`), code, field, data);
  }

  return {
    get: async <T>(path: string, params?: Record<string, unknown>, timeout?: number) => (await api.get<T>(path, { params, timeout })).data,
    post: async <T>(path: string, body?: unknown) => (await api.post<T>(path, body)).data,
    put: async <T>(path: string, body?: unknown) => (await api.put<T>(path, body)).data,
    delete: async <T>(path: string) => (await api.delete<T>(path)).data,
  };
}
