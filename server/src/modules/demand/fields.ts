import {
  DEMAND_FIELDS, demandFieldProblem, messageText, demandFieldValue, type DemandField, type DemandFieldName, type DemandTypeName, type Language,
} from '@expo/contract';
import type { Db } from '../../db/engine';
import { invalidField } from '../../lib/envelope';

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
  const problem = demandFieldProblem(spec, raw);
  if (problem) throw invalidField(spec.name, messageText(lang, problem.key, problem.params));
  const value = demandFieldValue(spec, raw);
  if (value === undefined) return null;
  const missing = () => invalidField(spec.name, messageText(lang, spec.kind === 'image' ? 'pleaseUpload' : 'pleaseChoose'));
  switch (spec.kind) {
    case 'category': {
      const found = Number.isInteger(value) && (await db.selectFrom('category').select('id').where('id', '=', value as number).executeTakeFirst());
      if (!found) throw missing();
      return value;
    }
    case 'dict': {
      const found = await db.selectFrom('dict').select('value').where('type', '=', spec.dict ?? '').where('value', '=', String(value)).executeTakeFirst();
      if (!found) throw missing();
      return value;
    }
    case 'image': {
      const id = String(value).match(/^(?:\/api\/media\/)?([0-9a-f]{16})$/)?.[1];
      const found = id && (await db.selectFrom('media').select('id').where('id', '=', id).executeTakeFirst());
      if (!found) throw missing();
      return id;
    }
    default:
      return value;
  }
}
