import React, { memo } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { VISITOR_LIMITS, type DictEntry } from '@expo/contract';
import { FieldFrame, fieldErrorProps } from '../../components/form/form-ui';
import { formatShowDate } from '../../lib/format/date';
import { ChoiceGroup } from './ChoiceGroup';
import { toggled, type Questionnaire } from './questionnaire';

interface VisitQuestionsProps {
  /** the form's own id prefix: two forms never share an input's id */
  idPrefix: string;
  values: Questionnaire;
  set: <K extends keyof Questionnaire>(field: K, value: Questionnaire[K]) => void;
  errors: Partial<Record<string, string>>;
  /** the dictionaries' choices, null while they load */
  choices: { businessTypes: DictEntry[]; interests: DictEntry[] } | null;
  /** the show's days (YYYY-MM-DD) */
  days: string[];
}

/**
 * The visit's questions (business, interests, days): the same on the registration page and the
 * venue kiosk. Memoised: the captcha's or the profile's arrival does not render them again.
 */
export const VisitQuestions = memo(function VisitQuestions({ idPrefix, values, set, errors, choices, days }: VisitQuestionsProps) {
  const { t } = useTranslation('visitor');
  const businessId = `${idPrefix}-business`;
  return (
    <>
      <FieldFrame label={t('visitForm.businessType')} htmlFor={businessId} error={errors.businessType}>
        <select id={businessId} name="businessType" value={values.businessType} onChange={(event) => set('businessType', event.target.value)} required {...fieldErrorProps(businessId, errors.businessType)}>
          <option value="">{choices ? t('visitForm.choose') : t('visitForm.loading')}</option>
          {(choices?.businessTypes ?? []).map((entry) => (
            <option key={entry.dictValue} value={entry.dictValue}>
              {entry.dictLabel}
            </option>
          ))}
        </select>
      </FieldFrame>
      <ChoiceGroup
        name="interests"
        legend={t('visitForm.interests')}
        hint={t('visitForm.interestsHint', { n: VISITOR_LIMITS.interests })}
        options={(choices?.interests ?? []).map((entry) => ({ value: entry.dictValue, label: entry.dictLabel }))}
        placeholder={choices ? null : t('visitForm.loading')}
        chosen={values.interests}
        onToggle={(value, on) => set('interests', toggled(values.interests, value, on))}
        error={errors.interests}
      />
      <ChoiceGroup
        name="days"
        legend={t('visitForm.days')}
        options={days.map((day, index) => ({ value: day, label: t('visitForm.day', { n: index + 1, date: formatShowDate(day, t('visitBadge.dayFormat')) }) }))}
        placeholder={days.length === 0 ? t('visitForm.noDays') : null}
        chosen={values.days}
        onToggle={(value, on) => set('days', toggled(values.days, value, on))}
        error={errors.days}
      />
    </>
  );
});
