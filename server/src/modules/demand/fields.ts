import {
  AGE_RANGE, DEMAND_FIELDS, EMAIL_MAX, EMAIL_PATTERN, MOBILE_PATTERN, type DemandField, type DemandFieldName, type DemandTypeName, type Language,
} from '@expo/contract';
import type { Db } from '../../db/engine';
import { invalidField } from '../../lib/envelope';
import { message } from '../../lib/messages';

export type DemandInput = Partial<Record<DemandFieldName, string | number | null>>;
export type DemandColumns = Record<string, string | number | null>;

/** productCategoryId → product_category_id */
export function columnOf(field: DemandFieldName): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * Checks a demand's fields against DEMAND_FIELDS for its type and gives the column values to
 * store; every field of the other types is set to null. User text is stored as given (trimmed):
 * it is escaped where it is shown, never here.
 */
export async function demandColumns(db: Db, lang: Language, type: DemandTypeName, input: DemandInput): Promise<DemandColumns> {
  const columns: DemandColumns = {};
  for (const specs of Object.values(DEMAND_FIELDS)) for (const spec of specs) columns[columnOf(spec.name)] = null;
  for (const spec of DEMAND_FIELDS[type]) {
    columns[columnOf(spec.name)] = await fieldValue(db, lang, spec, input[spec.name]);
  }
  return columns;
}

async function fieldValue(db: Db, lang: Language, spec: DemandField, raw: string | number | null | undefined) {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  const fail = (key: Parameters<typeof message>[1], params?: Record<string, string | number>) => invalidField(spec.name, message(lang, key, params));
  if (!text) {
    if (spec.fallback) return spec.fallback;
    if (spec.required) throw fail(promptFor(spec));
    return null;
  }
  switch (spec.kind) {
    case 'text':
    case 'longText':
      if ([...text].length > (spec.max ?? 0)) throw fail('maxLength', { n: spec.max ?? 0 });
      return text;
    case 'amount': {
      const amount = Number(text);
      if (!Number.isInteger(amount) || amount < 1) throw fail('wholeNumber');
      if (amount > (spec.max ?? 0)) throw fail('amountMax', { n: (spec.max ?? 0).toLocaleString('en-US') });
      return amount;
    }
    case 'age': {
      const age = Number(text);
      if (!Number.isInteger(age) || age < AGE_RANGE.min || age > AGE_RANGE.max) throw fail('ageRange', { min: AGE_RANGE.min, max: AGE_RANGE.max });
      return age;
    }
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) throw fail('badDate');
      return text;
    case 'mobile':
      if (!MOBILE_PATTERN.test(text)) throw fail('wrongPhone');
      return text;
    case 'email':
      if (text.length > EMAIL_MAX || !EMAIL_PATTERN.test(text)) throw fail('wrongEmail');
      return text.toLowerCase();
    case 'category': {
      const id = Number(text);
      const found = Number.isInteger(id) && (await db.selectFrom('category').select('id').where('id', '=', id).executeTakeFirst());
      if (!found) throw fail('pleaseChoose');
      return id;
    }
    case 'dict': {
      const found = await db.selectFrom('dict').select('value').where('type', '=', spec.dict ?? '').where('value', '=', text).executeTakeFirst();
      if (!found) throw fail('pleaseChoose');
      return text;
    }
    case 'image': {
      const id = text.match(/^(?:\/api\/media\/)?([0-9a-f]{16})$/)?.[1];
      const found = id && (await db.selectFrom('media').select('id').where('id', '=', id).executeTakeFirst());
      if (!found) throw fail('pleaseUpload');
      return id;
    }
  }
}

function promptFor(spec: DemandField): 'pleaseEnter' | 'pleaseChoose' | 'pleaseUpload' {
  if (spec.kind === 'image') return 'pleaseUpload';
  if (spec.kind === 'category' || spec.kind === 'dict' || spec.kind === 'date') return 'pleaseChoose';
  return 'pleaseEnter';
}
