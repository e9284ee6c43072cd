import { CENTRE_PATHS, fillPath, type CentreItem, type Draft, type DraftKind, type DraftSave, type DraftValues, type HistoryEntry, type SubmitAnswer } from '@expo/contract';
import type { MemberApi } from '../../lib/api/member-client';

// The exhibitor centre's calls (docs/api.md, "Exhibitor centre"): their paths are the contract's CENTRE_PATHS.

export const CENTRE_PATH = CENTRE_PATHS.overview;
export const itemsPath = (kind: DraftKind) => fillPath(CENTRE_PATHS.items, { kind });
export const itemPath = (kind: DraftKind, recordId: number) => fillPath(CENTRE_PATHS.item, { kind, recordId });
export const draftPath = (id: number) => fillPath(CENTRE_PATHS.draft, { id });
export const historyPath = (kind: DraftKind, recordId: number) => fillPath(CENTRE_PATHS.history, { kind, recordId });
export const STATS_PATH = CENTRE_PATHS.stats;

export function saveDraft(api: MemberApi, save: DraftSave): Promise<Draft> {
  return api.post<Draft>(CENTRE_PATHS.drafts, save);
}

export function submitDraft(api: MemberApi, draft: Pick<Draft, 'id' | 'version'>): Promise<SubmitAnswer> {
  return api.post<SubmitAnswer>(fillPath(CENTRE_PATHS.submit, { id: draft.id }), { version: draft.version });
}

export async function discardDraft(api: MemberApi, draft: Pick<Draft, 'id' | 'version'>): Promise<void> {
  await api.post(fillPath(CENTRE_PATHS.discard, { id: draft.id }), { version: draft.version });
}

export function restoreVersion(api: MemberApi, kind: DraftKind, recordId: number, version: number, draftVersion: number): Promise<Draft> {
  return api.post<Draft>(fillPath(CENTRE_PATHS.restore, { kind, recordId, version }), { version: draftVersion });
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
