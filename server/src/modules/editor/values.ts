import type { Language } from '@expo/contract';
import { invalidField } from '../../lib/envelope';
import { message } from '../../lib/messages';
import type { FieldSpec, Resource } from './resources';

export type RecordValues = Record<string, string | number | boolean | null>;

/**
 * Checks an editor's record against the resource's fields and gives the column values to save.
 * On update only the fields given change; on create every required field must be there.
 */
export function recordValues(lang: Language, resource: Resource, body: Record<string, unknown>, mode: 'create' | 'update', key?: string): RecordValues {
  const values: RecordValues = {};
  if (mode === 'create' && resource.keyType === 'text') {
    const key = body[resource.key];
    if (typeof key !== 'string' || !/^[A-Za-z0-9/_-]{1,200}$/.test(key)) throw invalidField(resource.key, message(lang, 'pleaseEnter'));
    values[resource.key] = key;
  }
  for (const [field, spec] of Object.entries(resource.fields)) {
    if (!(field in body)) {
      if (mode === 'create' && spec.required) throw invalidField(field, message(lang, 'noBlank'));
      continue;
    }
    values[field] = fieldValue(lang, field, spec, body[field]);
  }
  for (const field of Object.keys(body)) {
    if (field !== resource.key && !(field in resource.fields)) throw invalidField(field, lang === 'zh' ? '未知字段' : 'Unknown field');
  }
  const broken = resource.check?.(key ?? String(values[resource.key] ?? ''), values);
  if (broken) throw invalidField(broken.field, lang === 'zh' ? `格式不正确：${broken.problem}` : `Invalid format: ${broken.problem}`);
  return values;
}

function fieldValue(lang: Language, field: string, spec: FieldSpec, raw: unknown): string | number | boolean | null {
  const empty = raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
  if (empty) {
    if (spec.required) throw invalidField(field, message(lang, 'noBlank'));
    if (spec.type === 'bool') return false;
    if (spec.type === 'mediaList') return '[]';
    return null;
  }
  const bad = () => invalidField(field, lang === 'zh' ? '格式不正确' : 'Invalid value');
  switch (spec.type) {
    case 'text':
    case 'longText': {
      if (typeof raw !== 'string') throw bad();
      const value = raw.trim();
      if ([...value].length > (spec.max ?? 0)) throw invalidField(field, message(lang, 'maxLength', { n: spec.max ?? 0 }));
      return value;
    }
    case 'url': {
      if (typeof raw !== 'string' || !/^https?:\/\/[^\s]+$/.test(raw.trim()) || raw.length > (spec.max ?? 500)) throw bad();
      return raw.trim();
    }
    case 'int': {
      const n = Number(raw);
      if (!Number.isInteger(n) || n < (spec.min ?? 0) || n > (spec.maxValue ?? 2147483647)) throw bad();
      return n;
    }
    case 'bool':
      if (typeof raw !== 'boolean') throw bad();
      return raw;
    case 'timestamp': {
      if (typeof raw !== 'string' || Number.isNaN(Date.parse(raw))) throw bad();
      return new Date(raw).toISOString();
    }
    case 'media': {
      const id = typeof raw === 'string' ? raw.match(/^(?:\/api\/media\/)?([0-9a-f]{16})$/)?.[1] : undefined;
      if (!id) throw bad();
      return id;
    }
    case 'mediaList': {
      if (!Array.isArray(raw) || raw.length > 12) throw bad();
      const ids = raw.map((item) => (typeof item === 'string' ? item.match(/^(?:\/api\/media\/)?([0-9a-f]{16})$/)?.[1] : undefined));
      if (ids.some((id) => !id)) throw bad();
      return JSON.stringify(ids);
    }
  }
}
