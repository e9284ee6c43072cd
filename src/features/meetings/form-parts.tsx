import React, { useId } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { MEETING_TOPICS, MEETING_TOPIC_LABELS, type MeetingTopic } from '@expo/contract/meeting-rules';
import { FieldFrame, fieldErrorProps } from '../../components/form/form-ui';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { theme } from '../../styles/theme';

/** A meeting's topic, one of MEETING_TOPICS with the contract's labels. */
export function TopicChoice({ value, onChange, error, label }: { value: MeetingTopic; onChange: (topic: MeetingTopic) => void; error?: string | null; label?: string }) {
  const { t } = useTranslation('meeting-picker');
  const { language } = usePageLanguage();
  const id = useId();
  return (
    <Topics aria-labelledby={`${id}-legend`} {...fieldErrorProps(id, error)}>
      <legend id={`${id}-legend`}>{label ?? t('topic')}</legend>
      {MEETING_TOPICS.map((topic) => (
        <label key={topic}>
          <input type="radio" name={`${id}-topic`} value={topic} checked={value === topic} onChange={() => onChange(topic)} />
          <span>{MEETING_TOPIC_LABELS[topic][language]}</span>
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="error" role="alert">
          {error}
        </p>
      ) : null}
    </Topics>
  );
}

/** A plain-text box with its limit and a character counter under it. */
export function CountedText({ label, value, onChange, max, error, rows = 4, placeholder }: { label: string; value: string; onChange: (text: string) => void; max: number; error?: string | null; rows?: number; placeholder?: string }) {
  const { t } = useTranslation('meeting-picker');
  const id = useId();
  return (
    <FieldFrame label={label} htmlFor={id} error={error} hint={<span aria-live="polite">{t('counter', { count: value.length, max })}</span>}>
      <textarea id={id} rows={rows} maxLength={max} value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} {...fieldErrorProps(id, error)} />
    </FieldFrame>
  );
}

const Topics = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${theme.space(1)};
    padding: 0;
    font-weight: 600;
    font-size: 0.95rem;
  }
  label {
    position: relative;
  }
  input {
    position: absolute;
    opacity: 0;
  }
  span {
    display: inline-block;
    padding: ${theme.space(1.5)} ${theme.space(3)};
    border: 1px solid ${theme.colors.line};
    border-radius: 999px;
    background: #fff;
    cursor: pointer;
  }
  input:checked + span {
    border-color: ${theme.colors.crust};
    background: ${theme.colors.crust};
    color: ${theme.colors.cream};
  }
  input:focus-visible + span {
    outline: 3px solid ${theme.colors.butter};
  }
  .error {
    flex-basis: 100%;
    margin: 0;
    color: ${theme.colors.berry};
    font-size: 0.875rem;
  }
`;
