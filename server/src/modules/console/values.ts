import { INT_MAX, messageText, type FieldSpec, type Language } from '@expo/contract';
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
      values[field] = fieldValue(lang, field, spec, body[field]);
      audit[field] = values[field];
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

function fieldValue(lang: Language, field: string, spec: FieldSpec, raw: unknown): ColumnValue {
  const empty = raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
  if (empty) {
    if (spec.required) throw invalidField(field, messageText(lang, 'noBlank'));
    if (spec.empty !== undefined) return spec.empty;
    if (spec.type === 'bool') return false;
    if (spec.type === 'mediaList') return '[]';
    return null;
  }
  const bad = () => invalidField(field, messageText(lang, 'badValue'));
  switch (spec.type) {
    case 'text':
    case 'longText': {
      if (typeof raw !== 'string') throw bad();
      const value = raw.trim();
      if ([...value].length > (spec.max ?? 0)) throw invalidField(field, messageText(lang, 'maxLength', { n: spec.max ?? 0 }));
      return value;
    }
    case 'url': {
      if (typeof raw !== 'string' || !/^https?:\/\/[^\s]+$/.test(raw.trim()) || raw.length > (spec.max ?? 500)) throw bad();
      return raw.trim();
    }
    case 'int': {
      const n = Number(raw);
      if (!Number.isInteger(n) || n < (spec.min ?? 0) || n > (spec.maxValue ?? INT_MAX)) throw bad();
      return n;
    }
    case 'bool':
      if (typeof raw !== 'boolean') throw bad();
      return raw;
    case 'timestamp': {
      if (typeof raw !== 'string' || Number.isNaN(Date.parse(raw))) throw bad();
      return new Date(raw).toISOString();
    }
    case 'date': {
      const day = typeof raw === 'string' ? raw.slice(0, 10) : '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) throw invalidField(field, messageText(lang, 'badDate'));
      return day;
    }
    case 'media': {
      const id = typeof raw === 'string' ? raw.match(MEDIA_ID)?.[1] : undefined;
      if (!id) throw bad();
      return id;
    }
    case 'mediaList': {
      if (!Array.isArray(raw) || raw.length > 12) throw bad();
      const ids = raw.map((item) => (typeof item === 'string' ? item.match(MEDIA_ID)?.[1] : undefined));
      if (ids.some((id) => !id)) throw bad();
      return JSON.stringify(ids);
    }
    case 'file':
    case 'password':
      throw bad();
  }
}
