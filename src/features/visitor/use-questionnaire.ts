import { useCallback, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { formMessageText } from '@expo/contract';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import type { QuestionProblem, Questionnaire } from './questionnaire';

/**
 * The questionnaire's answers and each field's error in the page's language, as the registration
 * page and the venue kiosk keep them: a changed answer clears its field's error.
 */
export function useQuestionnaire(initial: () => Questionnaire) {
  const { t } = useTranslation('visitor');
  const { language } = usePageLanguage();
  const [values, setValues] = useState<Questionnaire>(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  // One function for the form's life: the memoised parts of the form that take it render only when their own data changes.
  const set = useCallback(<K extends keyof Questionnaire>(field: K, value: Questionnaire[K]) => {
    setValues((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  }, []);
  const problemText = (problem: QuestionProblem): string => {
    if (problem.key === 'tooMany') return t('visitForm.tooMany', { n: problem.n });
    if (problem.key === 'maxLength') return formMessageText(language, 'maxLength', { n: problem.n });
    return formMessageText(language, problem.key);
  };
  return { values, setValues, errors, setErrors, set, problemText };
}
