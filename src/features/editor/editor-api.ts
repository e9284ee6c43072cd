import type { Language } from '../../../contract/constants';
import { apiHeaders } from '../../lib/api/public-api';

// The editor console's calls to /api/editor: one fetch wrapper with the token and the envelope.

const TOKEN_KEY = 'expo_editor_token';

export interface FieldSpec {
  type: 'text' | 'longText' | 'int' | 'bool' | 'timestamp' | 'date' | 'media' | 'mediaList' | 'url' | 'file' | 'password';
  required?: boolean;
  max?: number;
  /** the resource an id field points into */
  ref?: string;
}

export interface ResourceSpec {
  name: string;
  /** the columns naming a record, joined by ':' in URLs */
  key: string[];
  /** the key is typed in when a record is created */
  keyGiven: boolean;
  fields: Record<string, FieldSpec>;
  /** the site's own set: records are changed, never added or deleted */
  fixed: boolean;
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
      ...apiHeaders(language, token),
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

/** A record's key as the API's URLs name it. */
export function recordKey(resource: ResourceSpec, record: EditorRecord): string {
  return resource.key.map((column) => String(record[column] ?? '')).join(':');
}

export function recordUrl(resource: ResourceSpec, record: EditorRecord): string {
  return `/content/${resource.name}/${encodeURIComponent(recordKey(resource, record))}`;
}

/** A chosen file as base64, the way the editor API takes uploads. */
export function fileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
