import { emailProblem, mobileProblem, normaliseEmail, normaliseMobile } from './account';
import { AGE_RANGE, type DemandField, type DemandFieldKind } from './demand';
import type { FormMessageKey } from './form-messages';

// The rules of demand fields, for the server and the publish form; apart from the tables in
// demand.ts, so that pages showing demands do not load them.

/** What is wrong with a demand field's value: a message key and its parameters. */
export interface DemandFieldProblem {
  key: FormMessageKey;
  params?: Record<string, string | number>;
}

const PROMPT: Record<DemandFieldKind, 'pleaseEnter' | 'pleaseChoose' | 'pleaseUpload'> = {
  text: 'pleaseEnter', longText: 'pleaseEnter', amount: 'pleaseEnter', age: 'pleaseEnter', mobile: 'pleaseEnter', email: 'pleaseEnter',
  date: 'pleaseChoose', category: 'pleaseChoose', dict: 'pleaseChoose', image: 'pleaseUpload',
};

/**
 * The rules of one demand field (docs/demands.md), for the server and the publish form alike; null
 * when the value is fine. Whether a chosen category, dictionary entry or picture exists is for the
 * server to check.
 */
export function demandFieldProblem(field: DemandField, raw: string | number | null | undefined): DemandFieldProblem | null {
  const value = raw === null || raw === undefined ? '' : String(raw).trim();
  if (!value) return field.required && !field.fallback ? { key: PROMPT[field.kind] } : null;
  const max = field.max ?? 0;
  switch (field.kind) {
    case 'text':
    case 'longText':
      return [...value].length > max ? { key: 'maxLength', params: { n: max } } : null;
    case 'amount': {
      const amount = Number(value);
      if (!Number.isInteger(amount) || amount < 1) return { key: 'wholeNumber' };
      return amount > max ? { key: 'amountMax', params: { n: max.toLocaleString('en-US') } } : null;
    }
    case 'age': {
      const age = Number(value);
      const fine = Number.isInteger(age) && age >= AGE_RANGE.min && age <= AGE_RANGE.max;
      return fine ? null : { key: 'ageRange', params: { min: AGE_RANGE.min, max: AGE_RANGE.max } };
    }
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? null : { key: 'badDate' };
    case 'mobile': {
      const problem = mobileProblem(value);
      return problem ? { key: problem } : null;
    }
    case 'email': {
      const problem = emailProblem(value);
      return problem ? { key: problem } : null;
    }
    default:
      return null;
  }
}

/**
 * A demand field's value as sent and stored (after demandFieldProblem found none): trimmed, numbers
 * as numbers, a mobile without spaces, an e-mail in lower case; the fallback ("N/A") when empty,
 * else undefined.
 */
export function demandFieldValue(field: DemandField, raw: string | number | null | undefined): string | number | undefined {
  const value = raw === null || raw === undefined ? '' : String(raw).trim();
  if (!value) return field.fallback;
  switch (field.kind) {
    case 'amount':
    case 'age':
    case 'category':
      return Number(value);
    case 'mobile':
      return normaliseMobile(value);
    case 'email':
      return normaliseEmail(value);
    default:
      return value;
  }
}
