import { CATALOGUE_KEY_MAX, EMAIL_MAX, INT_MAX, catalogueKey, emailProblem, isCountryCode, messageText, type FieldSpec, type Language, type MessageKey } from '@expo/contract';
import { invalidField } from '../../lib/envelope';
import { hashPassword } from '../../lib/passwords';
import { DOWNLOAD_MAX_BYTES, downloadFile } from './files';
import type { Resource } from './resources';

export type ColumnValue = string | number | boolean | Buffer | null;

export interface CheckedRecord {
  /** the column values to save */
  values: Record<string, ColumnValue>;
  /** what the audit log keeps: the values, with a file as its name and size and no password */
  audit: Record<string, unknown>;
}

const KEY_PART = /^[A-Za-z0-9/_-]{1,200}$/;
const MEDIA_ID = /^(?:\/api\/media\/)?([0-9a-f]{16})$/;
/** Pictures a list field holds at most. */
export const MEDIA_LIST_MAX = 12;

/**
 * Checks an editor's record against the resource's fields and gives the column values to save.
 * On update only the fields given change; on create every required field must be there.
 */
export async function recordValues(lang: Language, resource: Resource, body: Record<string, unknown>, mode: 'create' | 'update', key?: string): Promise<CheckedRecord> {
  const values: Record<string, ColumnValue> = {};
  const audit: Record<string, unknown> = {};
  if (mode === 'create' && (resource.keyGiven || resource.keyType === 'text')) {
    for (const column of resource.key) values[column] = keyPart(lang, resource, column, body[column]);
  }
  for (const [field, spec] of Object.entries(resource.fields)) {
    if (!(field in body)) {
      if (mode === 'create' && spec.required) throw invalidField(field, messageText(lang, 'noBlank'));
      continue;
    }
    if (spec.type === 'file') {
      const file = fileValue(lang, field, body[field]);
      Object.assign(values, file);
      audit[field] = { name: file.file_name, bytes: file.data.length };
    } else if (spec.type === 'password') {
      const password = body[field];
      if (typeof password !== 'string' || password.length < 8 || password.length > 100) throw invalidField(field, messageText(lang, 'passwordMin8'));
      values.password_hash = await hashPassword(password);
      audit[field] = '(changed)';
    } else {
      const checked = checkField(spec, body[field]);
      if ('problem' in checked) throw invalidField(field, messageText(lang, checked.problem.message, checked.problem.params));
      if ('keep' in checked) continue;
      values[field] = checked.value;
      audit[field] = checked.value;
    }
  }
  for (const field of Object.keys(body)) {
    if (!resource.key.includes(field) && !(field in resource.fields)) throw invalidField(field, messageText(lang, 'unknownField'));
  }
  const broken = resource.check?.(key ?? resource.key.map((c) => String(values[c] ?? '')).join(':'), values);
  if (broken) throw invalidField(broken.field, messageText(lang, 'badFormat', { problem: broken.problem }));
  return { values, audit };
}

function keyPart(lang: Language, resource: Resource, column: string, raw: unknown): string | number {
  if (resource.keyType === 'int') {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > INT_MAX) throw invalidField(column, messageText(lang, 'wholeNumber'));
    return n;
  }
  if (typeof raw !== 'string' || raw.trim() === '') throw invalidField(column, messageText(lang, 'pleaseEnter'));
  if (!KEY_PART.test(raw)) throw invalidField(column, messageText(lang, 'badKey'));
  return raw;
}

function fileValue(lang: Language, field: string, raw: unknown) {
  const given = raw as { name?: unknown; data?: unknown } | null;
  if (!given || typeof given.name !== 'string' || typeof given.data !== 'string') throw invalidField(field, messageText(lang, 'pleaseUpload'));
  const file = downloadFile(given.name, Buffer.from(given.data, 'base64'));
  if (file === 'type') throw invalidField(field, messageText(lang, 'fileType'));
  if (file === 'size') throw invalidField(field, messageText(lang, 'fileTooLarge', { n: DOWNLOAD_MAX_BYTES / 1024 / 1024 }));
  if (file === 'empty') throw invalidField(field, messageText(lang, 'fileEmpty'));
  return file;
}

/** Why a field's value is refused: a message and its parameters (the console's and the import's one rule). */
export interface FieldProblem {
  message: MessageKey;
  params?: Record<string, string | number>;
}

/** A field's value checked: the column value to save, `keep` (a catalogue key left empty: the database's or the record's own), or why not. */
export type FieldCheck = { value: ColumnValue } | { keep: true } | { problem: FieldProblem };

/**
 * The rule of one field (not a file or a password): the column value an editor's value saves,
 * or why it is refused. The console, the exhibitor centre and the catalogue import all use it.
 */
export function checkField(spec: FieldSpec, raw: unknown): FieldCheck {
  const empty = raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
  if (empty) {
    if (spec.required) return { problem: { message: 'noBlank' } };
    if (spec.catalogueKey) return { keep: true };
    if (spec.empty !== undefined) return { value: spec.empty };
    if (spec.type === 'bool') return { value: false };
    if (spec.type === 'mediaList') return { value: '[]' };
    return { value: null };
  }
  const bad = { problem: { message: 'badValue' as const } };
  switch (spec.type) {
    case 'text':
    case 'longText': {
      if (typeof raw !== 'string') return bad;
      const value = raw.trim();
      if (spec.countryCode) return isCountryCode(value.toUpperCase()) ? { value: value.toUpperCase() } : { problem: { message: 'countryCodeRule' } };
      if ([...value].length > (spec.max ?? 0)) return { problem: { message: 'maxLength', params: { n: spec.max ?? 0 } } };
      if (spec.catalogueKey && !catalogueKey(value)) return { problem: { message: 'catalogueKeyRule', params: { n: CATALOGUE_KEY_MAX } } };
      return { value };
    }
    case 'url': {
      const max = spec.max ?? 500;
      if (typeof raw !== 'string' || !/^https?:\/\/[^\s]+$/.test(raw.trim()) || raw.trim().length > max) return { problem: { message: 'linkRule', params: { n: max } } };
      return { value: raw.trim() };
    }
    case 'email': {
      if (typeof raw !== 'string') return bad;
      const value = raw.trim();
      if (emailProblem(value) || value.length > (spec.max ?? EMAIL_MAX)) return { problem: { message: 'wrongEmail' } };
      return { value };
    }
    case 'int': {
      const n = typeof raw === 'string' ? Number(raw.trim()) : Number(raw);
      const [min, max] = [spec.min ?? 0, spec.maxValue ?? INT_MAX];
      if ((typeof raw !== 'number' && typeof raw !== 'string') || !Number.isInteger(n) || n < min || n > max) return { problem: { message: spec.ref ? 'badValue' : 'numberFromTo', params: { min, max } } };
      return { value: n };
    }
    case 'bool':
      if (typeof raw !== 'boolean') return bad;
      return { value: raw };
    case 'timestamp': {
      if (typeof raw !== 'string' || Number.isNaN(Date.parse(raw))) return bad;
      return { value: new Date(raw).toISOString() };
    }
    case 'date': {
      const day = typeof raw === 'string' ? raw.slice(0, 10) : '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) return { problem: { message: 'badDate' } };
      return { value: day };
    }
    case 'media': {
      const id = typeof raw === 'string' ? raw.match(MEDIA_ID)?.[1] : undefined;
      if (!id) return bad;
      return { value: id };
    }
    case 'mediaList': {
      if (!Array.isArray(raw)) return bad;
      if (raw.length > MEDIA_LIST_MAX) return { problem: { message: 'catalogueTooManyPictures', params: { n: MEDIA_LIST_MAX } } };
      const ids = raw.map((item) => (typeof item === 'string' ? item.match(MEDIA_ID)?.[1] : undefined));
      if (ids.some((id) => !id)) return bad;
      return { value: JSON.stringify(ids) };
    }
    case 'file':
    case 'password':
      return bad;
  }
}
