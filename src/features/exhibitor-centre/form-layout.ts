import { DRAFT_FIELDS, type DraftKind, type DraftValues, type FieldSpec } from '@expo/contract';

// The centre's forms come from the contract's fields: a Chinese and English pair side by side as
// one row (labelled once), every other field on its own row, in the contract's order.

export type FormRow = { kind: 'pair'; base: string; spec: FieldSpec } | { kind: 'single'; field: string; spec: FieldSpec };

export function formRows(kind: DraftKind): FormRow[] {
  const rows: FormRow[] = [];
  for (const [field, spec] of Object.entries(DRAFT_FIELDS[kind])) {
    if (field.endsWith('_en') && `${field.slice(0, -3)}_zh` in DRAFT_FIELDS[kind]) continue;
    if (field.endsWith('_zh') && `${field.slice(0, -3)}_en` in DRAFT_FIELDS[kind]) rows.push({ kind: 'pair', base: field.slice(0, -3), spec });
    else rows.push({ kind: 'single', field, spec });
  }
  return rows;
}

/** A new record's values: nothing filled, booleans off, no pictures. */
export function emptyValues(kind: DraftKind): DraftValues {
  return Object.fromEntries(Object.entries(DRAFT_FIELDS[kind]).map(([field, spec]) => [field, spec.type === 'bool' ? false : spec.type === 'mediaList' ? [] : null]));
}

/** The fields whose values differ (what a conflict or an unsaved form shows). */
export function differingFields(kind: DraftKind, a: DraftValues, b: DraftValues): string[] {
  const norm = (v: unknown) => JSON.stringify(v === '' || v === undefined ? null : v);
  return Object.keys(DRAFT_FIELDS[kind]).filter((field) => norm(a[field]) !== norm(b[field]));
}

/** The label key of a field: the pair's base for zh/en fields. */
export function labelKey(field: string): string {
  return field.replace(/_(zh|en)$/, '');
}
