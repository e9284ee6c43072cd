import { LOCALE_OF, type Language } from '../../../contract/constants';

// The editor console's calls to /api/editor: one fetch wrapper with the token and the envelope.

const TOKEN_KEY = 'expo_editor_token';

export interface FieldSpec {
  type: 'text' | 'longText' | 'int' | 'bool' | 'timestamp' | 'media' | 'mediaList' | 'url';
  required?: boolean;
  max?: number;
}

export interface ResourceSpec {
  name: string;
  key: string;
  fields: Record<string, FieldSpec>;
}

export type EditorRecord = Record<string, unknown>;

export class EditorApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const editorToken = {
  get: () => (typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(TOKEN_KEY)),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

export async function editorCall<T>(language: Language, method: string, path: string, body?: unknown): Promise<T> {
  const token = editorToken.get();
  const response = await fetch(`/api/editor${path}`, {
    method,
    headers: {
      lang: LOCALE_OF[language],
      version: '1',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json().catch(() => ({ code: response.status, msg: response.statusText, data: null }))) as { code: number; msg: string; data: T & { field?: string } };
  if (envelope.code !== 200) {
    if (envelope.code === 401) editorToken.clear();
    throw new EditorApiError(envelope.code, envelope.msg, envelope.data?.field);
  }
  return envelope.data;
}
