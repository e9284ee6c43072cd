import { useState } from 'react';
import { accountProblemText, blankProblem, emailProblem, mobileProblem, passwordProblem, sameProblem, type AccountProblem } from '@expo/contract';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { MemberApiError } from '../../lib/api/member-client';

export type AccountField = 'username' | 'password' | 'mobile' | 'email' | 'captchaCode' | 'code' | 'newPassword' | 'confirmPassword';

type Values = Record<AccountField, string>;

const EMPTY: Values = { username: '', password: '', mobile: '', email: '', captchaCode: '', code: '', newPassword: '', confirmPassword: '' };

/** The rule of each field (SPEC.md section 5, from the contract). */
function problemOf(field: AccountField, values: Values): AccountProblem | null {
  switch (field) {
    case 'mobile':
      return mobileProblem(values.mobile);
    case 'email':
      return emailProblem(values.email);
    case 'newPassword':
      return passwordProblem(values.newPassword);
    case 'confirmPassword':
      return sameProblem(values.newPassword, values.confirmPassword);
    default:
      return blankProblem(values[field]);
  }
}

/** State, checks and server-error placement of the sign-in, register and reset forms (and of the contact part of the visitor registration). */
export function useAccountForm() {
  const { language } = usePageLanguage();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<AccountField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = (field: AccountField, value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  };

  /** Checks the given fields; shows their messages; true when all pass. */
  const check = (fields: AccountField[]): boolean => {
    const found: Partial<Record<AccountField, string>> = {};
    for (const field of fields) {
      const problem = problemOf(field, values);
      if (problem) found[field] = accountProblemText(language, problem);
    }
    setErrors((old) => ({ ...old, ...found }));
    setFormError(null);
    return Object.keys(found).length === 0;
  };

  /** Puts a failed call's message on its field (the API names it) or above the form. */
  const showFailure = (error: unknown, fieldAliases: Partial<Record<string, AccountField>> = {}) => {
    if (!(error instanceof MemberApiError) || (error.code !== 400 && error.code !== 429)) return;
    const field = error.field ? (fieldAliases[error.field] ?? (error.field as AccountField)) : null;
    if (field && field in EMPTY) setErrors((old) => ({ ...old, [field]: error.message }));
    else setFormError(error.message);
  };

  const fieldProps = (field: AccountField) => ({
    value: values[field],
    error: errors[field] ?? null,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    name: field,
  });

  return { values, errors, set, check, showFailure, fieldProps, formError, setFormError };
}

export type AccountForm = ReturnType<typeof useAccountForm>;
