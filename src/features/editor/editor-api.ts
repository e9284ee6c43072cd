import axios from 'axios';
import type { Language } from '../../../contract/constants';
import { readEnvelope } from '../../../contract/read-envelope';
import { bearerDownload } from '../../lib/api/bearer-call';
import { apiHeaders } from '../../lib/api/public-api';

// The editor console's calls to /api/editor: one fetch wrapper with the token and the envelope.

const TOKEN_KEY = 'expo_editor_token';

import type { EditorRecord, ResourceSpec } from '@expo/contract';

export type { EditorRecord, FieldSpec, ResourceSpec } from '@expo/contract';

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
  const outcome = readEnvelope<T>(await response.json().catch(() => null), response.status);
  if (!outcome.ok) {
    if (outcome.code === 401) editorToken.clear();
    throw new EditorApiError(outcome.code, outcome.msg ?? response.statusText, outcome.field ?? undefined);
  }
  return outcome.data;
}

/** A file the editor API sends (a CSV or .xlsx export), fetched with the editor's token. */
export function editorDownload(language: Language, path: string): Promise<Blob> {
  return bearerDownload(`/editor${path}`, language, editorToken.get());
}

/**
 * The bytes of a file POSTed as they are (an import), with the upload's progress (axios, for
 * `onUploadProgress`). Imported with the console, not on demand: every async chunk adds an entry
 * to the runtime every public page loads (e2e/tests/js-budget.spec.ts).
 */
export async function editorUpload<T>(language: Language, path: string, file: Blob, onProgress: (loaded: number, total: number | undefined) => void): Promise<T> {
  let response;
  try {
    response = await axios.post<unknown>(`/api/editor${path}`, file, {
      headers: { ...apiHeaders(language, editorToken.get()), 'content-type': 'application/octet-stream' },
      onUploadProgress: (event) => onProgress(event.loaded, event.total),
      validateStatus: () => true,
      // a large file on a slow line: the server's own limits end a request that never finishes
      timeout: 0,
    });
  } catch {
    throw new EditorApiError(0, 'network');
  }
  const outcome = readEnvelope<T>(response.data, response.status);
  if (!outcome.ok) {
    if (outcome.code === 401) editorToken.clear();
    throw new EditorApiError(outcome.code, outcome.msg ?? `HTTP ${response.status}`, outcome.field ?? undefined);
  }
  return outcome.data;
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
