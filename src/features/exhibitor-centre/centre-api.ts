import type { CentreItem, Draft, DraftKind, DraftSave, DraftValues, HistoryEntry, SubmitAnswer } from '@expo/contract';
import type { MemberApi } from '../../lib/api/member-client';

// The exhibitor centre's calls (docs/api.md, "Exhibitor centre"): one place for their paths.

export const CENTRE_PATH = '/member/exhibitor';
export const itemsPath = (kind: DraftKind) => `${CENTRE_PATH}/items/${kind}`;
export const itemPath = (kind: DraftKind, recordId: number) => `${CENTRE_PATH}/items/${kind}/${recordId}`;
export const draftPath = (id: number) => `${CENTRE_PATH}/drafts/${id}`;
export const historyPath = (kind: DraftKind, recordId: number) => `${CENTRE_PATH}/history/${kind}/${recordId}`;
export const STATS_PATH = `${CENTRE_PATH}/stats`;

export function saveDraft(api: MemberApi, save: DraftSave): Promise<Draft> {
  return api.post<Draft>(`${CENTRE_PATH}/drafts`, save);
}

export function submitDraft(api: MemberApi, draft: Pick<Draft, 'id' | 'version'>): Promise<SubmitAnswer> {
  return api.post<SubmitAnswer>(`${draftPath(draft.id)}/submit`, { version: draft.version });
}

export async function discardDraft(api: MemberApi, draft: Pick<Draft, 'id' | 'version'>): Promise<void> {
  await api.post(`${draftPath(draft.id)}/discard`, { version: draft.version });
}

export function restoreVersion(api: MemberApi, kind: DraftKind, recordId: number, version: number, draftVersion: number): Promise<Draft> {
  return api.post<Draft>(`${historyPath(kind, recordId)}/${version}/restore`, { version: draftVersion });
}

/** A picture for the centre's forms, as the demand forms upload theirs: the logo size or the photo size. */
export async function uploadPicture(api: MemberApi, file: File, use: 'logo' | 'photo'): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return (await api.post<{ url: string }>(`/member/image?use=${use}`, body)).url;
}

/** The 409 answer: the draft as a team member saved it, and the values that were not saved. */
export interface DraftConflictData {
  theirs: Draft;
  yours: DraftValues;
}

export function isDraftConflict(data: unknown): data is DraftConflictData {
  return typeof data === 'object' && data !== null && 'theirs' in data && 'yours' in data;
}

export type { CentreItem, HistoryEntry };
