import { VISITOR_LIMITS, type VisitorRegistration } from '@expo/contract';
import { CHINA } from './regions';

// The trade visitor's questionnaire: its values, the checks the form runs before sending (the same
// limits as the API, contract/visitor.ts), and the body it sends.

export interface Questionnaire {
  name: string;
  company: string;
  jobTitle: string;
  country: string;
  province: string;
  businessType: string;
  interests: string[];
  days: string[];
  purpose: string;
  /** exhibitors who scan the badge may receive the contact details: off unless ticked */
  shareContact: boolean;
  /** exhibitors outside mainland China may receive them too (a separate consent): off unless ticked */
  transferConsent: boolean;
}

export type QuestionField = Exclude<keyof Questionnaire, 'shareContact' | 'transferConsent'>;

/** A field's problem: a missing text, a missing choice, a text too long, too many choices. */
export type QuestionProblem = { key: 'noBlank' | 'pleaseChoose' } | { key: 'maxLength' | 'tooMany'; n: number };

export const EMPTY_QUESTIONNAIRE: Questionnaire = {
  name: '',
  company: '',
  jobTitle: '',
  country: '',
  province: '',
  businessType: '',
  interests: [],
  days: [],
  purpose: '',
  shareContact: false,
  transferConsent: false,
};

const REQUIRED_TEXTS = ['name', 'company', 'jobTitle'] as const;

/** Whether the province is asked: for China only. */
export function asksProvince(values: Pick<Questionnaire, 'country'>): boolean {
  return values.country === CHINA;
}

/** The problems of the questionnaire, by field (empty when it may be sent). */
export function questionnaireProblems(values: Questionnaire): Partial<Record<QuestionField, QuestionProblem>> {
  const found: Partial<Record<QuestionField, QuestionProblem>> = {};
  const tooLong = (field: keyof typeof VISITOR_LIMITS & QuestionField) => {
    const limit = VISITOR_LIMITS[field];
    if ([...String(values[field]).trim()].length > limit) found[field] = { key: 'maxLength', n: limit };
  };
  for (const field of REQUIRED_TEXTS) {
    if (!values[field].trim()) found[field] = { key: 'noBlank' };
    else tooLong(field);
  }
  if (!values.country.trim()) found.country = { key: 'pleaseChoose' };
  else tooLong('country');
  if (asksProvince(values) && !values.province) found.province = { key: 'pleaseChoose' };
  if (!values.businessType) found.businessType = { key: 'pleaseChoose' };
  if (values.interests.length > VISITOR_LIMITS.interests) found.interests = { key: 'tooMany', n: VISITOR_LIMITS.interests };
  tooLong('purpose');
  return found;
}

/** The registration as the API takes it, with the verified mobile or e-mail and its code. */
export function registrationBody(values: Questionnaire, contact: { mobile: string } | { email: string }, code: string, consentVersion: string): VisitorRegistration {
  const purpose = values.purpose.trim();
  return {
    name: values.name.trim(),
    company: values.company.trim(),
    jobTitle: values.jobTitle.trim(),
    country: values.country.trim(),
    province: asksProvince(values) && values.province ? values.province : null,
    ...contact,
    code: code.trim(),
    businessType: values.businessType,
    interests: values.interests,
    days: [...values.days].sort(),
    ...(purpose ? { purpose } : {}),
    shareContact: values.shareContact,
    transferConsent: values.transferConsent,
    consentVersion,
  };
}

/** A choice ticked or unticked in a list of choices (interests, days). */
export function toggled(list: readonly string[], value: string, on: boolean): string[] {
  return on ? (list.includes(value) ? [...list] : [...list, value]) : list.filter((item) => item !== value);
}
