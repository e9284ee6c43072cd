import { DRAFT_FIELDS, type DraftKind, type DraftValues, type FieldSpec } from '@expo/contract';

// What the console's review of exhibitor changes shows of a submission: the fields it changes,
// each with the published value beside the submitted one. Pure, so it is tested on its own.

export interface ChangeRow {
  field: string;
  spec: FieldSpec;
  /** the published value; undefined for a new record */
  before: unknown;
  after: unknown;
}

/** No value at all: null, no text, no pictures. */
export function hasNoValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** A value that says nothing: no value, a switch left off, a number left at its default. */
export function isBlank(spec: FieldSpec, value: unknown): boolean {
  if (hasNoValue(value)) return true;
  if (spec.type === 'bool') return value === false;
  return spec.empty !== undefined && value === spec.empty;
}

function sameValue(spec: FieldSpec, a: unknown, b: unknown): boolean {
  if (isBlank(spec, a) || isBlank(spec, b)) return isBlank(spec, a) && isBlank(spec, b);
  if (spec.type === 'timestamp') return Date.parse(String(a)) === Date.parse(String(b));
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The rows of a submission, in the kind's field order. A change of a published record: the fields
 * it holds whose value differs (a field it leaves out keeps its published value). A new record:
 * every field it fills in.
 */
export function changeRows(kind: DraftKind, published: DraftValues | null, fields: DraftValues): ChangeRow[] {
  const rows: ChangeRow[] = [];
  for (const [field, spec] of Object.entries(DRAFT_FIELDS[kind])) {
    const after = fields[field];
    if (published === null) {
      if (!isBlank(spec, after)) rows.push({ field, spec, before: undefined, after });
    } else if (field in fields && !sameValue(spec, published[field], after)) {
      rows.push({ field, spec, before: published[field], after });
    }
  }
  return rows;
}

/** The picture addresses of a media or mediaList value. */
export function pictureUrls(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((url): url is string => typeof url === 'string' && url !== '');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** Widths the media route makes (16 to 2400 px); 160 is twice a thumbnail's size on the page. */
export const THUMB_WIDTH = 160;

/** A small version of a picture the API serves (/api/media/<id>); any other address as it is. */
export function thumbnailUrl(url: string): string {
  return /^\/api\/media\/[0-9a-f]{16}$/.test(url) ? `${url}?w=${THUMB_WIDTH}&fm=webp` : url;
}

export type Approver = { by: 'editor'; name: string } | { by: 'trusted' } | { by: 'organiser' } | { by: 'other'; text: string };

/** Who let a version go live, as the history records it: 'editor <name>', 'trusted' or 'organiser'. */
export function approverOf(approvedBy: string): Approver {
  const editor = approvedBy.match(/^editor (.+)$/)?.[1];
  if (editor) return { by: 'editor', name: editor };
  if (approvedBy === 'trusted' || approvedBy === 'organiser') return { by: approvedBy };
  return { by: 'other', text: approvedBy };
}
