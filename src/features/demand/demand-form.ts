import { AGE_RANGE, emailProblem, mobileProblem, type AccountProblem, type DemandField } from '@expo/contract';

/** What is wrong with one publish-form value, as a message key and its parameters; null when fine. */
export type FieldProblem = { key: 'pleaseEnter' | 'pleaseChoose' | 'pleaseUpload' | 'maxLength' | 'maxAmount' | 'ageRange' | AccountProblem; max?: number } | null;

const PROMPT: Record<DemandField['kind'], 'pleaseEnter' | 'pleaseChoose' | 'pleaseUpload'> = {
  text: 'pleaseEnter', longText: 'pleaseEnter', amount: 'pleaseEnter', age: 'pleaseEnter', date: 'pleaseChoose',
  category: 'pleaseChoose', dict: 'pleaseChoose', image: 'pleaseUpload', mobile: 'pleaseEnter', email: 'pleaseEnter',
};

/** The publish form's rules (SPEC.md section 5, docs/demands.md): the same limits the server applies. */
export function demandFieldProblem(field: DemandField, raw: string): FieldProblem {
  const value = raw.trim();
  if (!value) return field.required && !field.fallback ? { key: PROMPT[field.kind] } : null;
  switch (field.kind) {
    case 'text':
    case 'longText':
      return field.max !== undefined && [...value].length > field.max ? { key: 'maxLength', max: field.max } : null;
    case 'amount': {
      const amount = Number(value);
      if (!Number.isInteger(amount) || amount < 1) return { key: 'pleaseEnter' };
      return field.max !== undefined && amount > field.max ? { key: 'maxAmount', max: field.max } : null;
    }
    case 'age': {
      const age = Number(value);
      return Number.isInteger(age) && age >= AGE_RANGE.min && age <= AGE_RANGE.max ? null : { key: 'ageRange' };
    }
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

/** The value sent for a field: trimmed, numbers as numbers, an empty brand field as "N/A", empty optional ones left out. */
export function demandFieldValue(field: DemandField, raw: string): string | number | undefined {
  const value = raw.trim();
  if (!value) return field.fallback;
  if (field.kind === 'amount' || field.kind === 'age' || field.kind === 'category') return Number(value);
  return value;
}
