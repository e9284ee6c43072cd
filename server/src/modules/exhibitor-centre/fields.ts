import { DRAFT_FIELDS, DRAFT_NAME_FIELD, messageText, showDate, type DraftKind, type DraftValues, type Language } from '@expo/contract';
import { invalidField } from '../../lib/envelope';
import { mediaUrl } from '../content/query';
import type { Resource } from '../console/resources';
import { recordValues } from '../console/values';

// A draft's fields: checked with the editor's rules for the same columns (contract fields), kept
// as column values (a picture as its media id, photos as a list of ids, instants in ISO), and
// shown to people with pictures as their addresses.

/** The table behind each kind, and the console resource whose rules and rebuild rules it shares. */
export const KIND_TABLE = { profile: 'exhibitor', product: 'product', activity: 'activity' } as const;
export const KIND_RESOURCE: Record<DraftKind, string> = { profile: 'exhibitors', product: 'products', activity: 'exhibitorActivities' };

export interface ShowDays {
  start: string;
  end: string;
}

/** Checks the fields a team saves (all of them, a draft may be incomplete); their column values. */
export async function checkDraftFields(lang: Language, kind: DraftKind, body: DraftValues, show: ShowDays): Promise<DraftValues> {
  const resource: Resource = { name: KIND_RESOURCE[kind], table: KIND_TABLE[kind], key: ['id'], keyType: 'int', search: [], fields: DRAFT_FIELDS[kind] };
  const { values } = await recordValues(lang, resource, body, 'update');
  const stored: DraftValues = {};
  for (const [field, value] of Object.entries(values)) stored[field] = DRAFT_FIELDS[kind][field]?.type === 'mediaList' ? JSON.parse(value as string) : value;
  if (kind === 'activity') checkEventTimes(lang, stored, show);
  return stored;
}

/** What a submission needs besides valid fields: a name in one language, the required fields. */
export function checkSubmittable(lang: Language, kind: DraftKind, fields: DraftValues): void {
  const base = DRAFT_NAME_FIELD[kind];
  const named = [`${base}_zh`, `${base}_en`].some((field) => typeof fields[field] === 'string' && (fields[field] as string).trim() !== '');
  if (!named) throw invalidField(`${base}_zh`, messageText(lang, 'nameOneLanguage'));
  for (const [field, spec] of Object.entries(DRAFT_FIELDS[kind])) {
    if (spec.required && (fields[field] === null || fields[field] === undefined || fields[field] === '')) throw invalidField(field, messageText(lang, 'noBlank'));
  }
}

function checkEventTimes(lang: Language, fields: DraftValues, show: ShowDays): void {
  const starts = typeof fields.starts_at === 'string' ? new Date(fields.starts_at) : null;
  const ends = typeof fields.ends_at === 'string' ? new Date(fields.ends_at) : null;
  const outside = (at: Date) => showDate(at) < show.start || showDate(at) > show.end;
  for (const [field, at] of [['starts_at', starts], ['ends_at', ends]] as const) {
    if (at && outside(at)) throw invalidField(field, messageText(lang, 'outsideShowDays', { from: show.start, to: show.end }));
  }
  if (starts && ends && ends <= starts) throw invalidField('ends_at', messageText(lang, 'endsBeforeStart'));
}

/** A published record's fields as a draft keeps them (only the kind's fields). */
export function recordFields(kind: DraftKind, row: Record<string, unknown>): DraftValues {
  const fields: DraftValues = {};
  for (const [field, spec] of Object.entries(DRAFT_FIELDS[kind])) {
    const value = row[field];
    if (spec.type === 'timestamp' && value) fields[field] = new Date(value as string | Date).toISOString();
    else if (spec.type === 'mediaList') fields[field] = Array.isArray(value) ? value : [];
    else fields[field] = value ?? (spec.type === 'bool' ? false : null);
  }
  return fields;
}

/** Fields as people see them: pictures as addresses. */
export function presentFields(kind: DraftKind, fields: DraftValues): DraftValues {
  const shown: DraftValues = { ...fields };
  for (const [field, spec] of Object.entries(DRAFT_FIELDS[kind])) {
    if (spec.type === 'media') shown[field] = mediaUrl(fields[field] as string | null);
    if (spec.type === 'mediaList') shown[field] = ((fields[field] as string[] | undefined) ?? []).map((id) => mediaUrl(id));
  }
  return shown;
}

/** The fields whose values differ between two versions. */
export function changedFields(kind: DraftKind, before: DraftValues | null, after: DraftValues): string[] {
  return Object.keys(DRAFT_FIELDS[kind]).filter((field) => JSON.stringify(before?.[field] ?? null) !== JSON.stringify(after[field] ?? null));
}
