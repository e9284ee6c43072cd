import React, { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { Lead } from '@expo/contract';
import { fillPath } from '@expo/contract/api-paths';
import { VISITOR_PATHS } from '@expo/contract/visitor-paths';
import { LEAD_LIMITS, LEAD_RATINGS, type LeadRating } from '@expo/contract/visitor-rules';
import { useMemberApi } from '../../lib/api/use-member-api';
import { formatShowTime } from '../../lib/format/date';
import { theme } from '../../styles/theme';
import { FormError, SecondaryButton } from '../form/form-ui';
import { WrappingAddress } from '../ui/WrappingAddress';
import { contactNoteKey, parseTags, tagsText } from './lead-edit';

/**
 * A lead of the exhibitor's team (the scanner after a lead scan, the centre's Leads list): what the
 * visitor agreed to share, and the team's notes, rating and tags, saved here.
 */
export function LeadCard({ lead, onSaved, headingLevel = 3 }: { lead: Lead; onSaved: (lead: Lead) => void; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('scan');
  const { t: tc } = useTranslation();
  const api = useMemberApi();
  const id = useId();
  const [notes, setNotes] = useState(lead.notes);
  const [rating, setRating] = useState<LeadRating | null>(lead.rating);
  const [tags, setTags] = useState(tagsText(lead.tags));
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | { error: string }>('idle');
  const changed = notes !== lead.notes || rating !== lead.rating || tagsText(parseTags(tags)) !== tagsText(lead.tags);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const note = contactNoteKey(lead);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setState('saving');
    try {
      const saved = await api.post<Lead>(fillPath(VISITOR_PATHS.lead, { id: lead.id }), { notes, rating, tags: parseTags(tags) });
      setTags(tagsText(saved.tags));
      setState('saved');
      onSaved(saved);
    } catch (e) {
      setState({ error: (e as Error).message });
    }
  };

  return (
    <Card aria-labelledby={`${id}-name`}>
      <Heading id={`${id}-name`}>{lead.name}</Heading>
      <p className="company">{[lead.jobTitle, lead.company].filter(Boolean).join(' · ')}</p>
      <dl>
        {lead.country ? <Row label={t('card.country')} value={lead.country} /> : null}
        <Row label={t('card.mobile')} value={lead.mobile ?? t('card.noValue')} />
        <Row label={t('card.email')} value={lead.email ? <WrappingAddress text={lead.email} /> : t('card.noValue')} />
        <Row label={t('card.scanned')} value={t(lead.scannedBy ? 'card.scannedBy' : 'card.scannedAt', { time: formatShowTime(lead.scannedAt, tc('format.dateTime')), name: lead.scannedBy })} />
      </dl>
      {note ? <p className={`consent ${lead.consent}`}>{t(note)}</p> : null}
      <form onSubmit={(e) => void save(e)}>
        <label htmlFor={`${id}-notes`}>{t('card.notes')}</label>
        <textarea id={`${id}-notes`} rows={3} maxLength={LEAD_LIMITS.notes} value={notes} onChange={(e) => { setNotes(e.target.value); setState('idle'); }} />
        <fieldset>
          <legend>{t('card.rating')}</legend>
          {[...LEAD_RATINGS, null].map((value) => (
            <label key={value ?? 'none'} className={`rating ${value ?? 'none'}`}>
              <input type="radio" name={`${id}-rating`} checked={rating === value} onChange={() => { setRating(value); setState('idle'); }} />
              {t(`card.ratings.${value ?? 'none'}`)}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-tags`}>{t('card.tags')}</label>
        <input id={`${id}-tags`} value={tags} onChange={(e) => { setTags(e.target.value); setState('idle'); }} aria-describedby={`${id}-tags-hint`} />
        <small id={`${id}-tags-hint`}>{t('card.tagsHint', { max: LEAD_LIMITS.tags })}</small>
        <div className="actions">
          <SecondaryButton type="submit" disabled={!changed || state === 'saving'}>{t('card.save')}</SecondaryButton>
          {state === 'saved' ? <span role="status">{t('card.saved')}</span> : null}
        </div>
        {typeof state === 'object' ? <FormError role="alert">{state.error}</FormError> : null}
      </form>
    </Card>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const Card = styled.article`
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  background: ${theme.colors.flour};
  h2,
  h3 {
    margin: 0;
    font-size: 1.2rem;
  }
  .company {
    margin: ${theme.space(1)} 0 ${theme.space(3)};
    color: ${theme.colors.muted};
  }
  dl {
    display: grid;
    gap: ${theme.space(1)};
    margin: 0 0 ${theme.space(3)};
  }
  dl div {
    display: grid;
    grid-template-columns: 7rem minmax(0, 1fr);
    gap: ${theme.space(2)};
  }
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .consent {
    padding: ${theme.space(2)} ${theme.space(3)};
    border-left: 4px solid ${theme.colors.muted};
    background: ${theme.colors.cream};
  }
  .consent.withdrawn {
    border-color: ${theme.colors.berry};
  }
  form {
    display: grid;
    gap: ${theme.space(2)};
  }
  form > label,
  legend {
    font-weight: 600;
  }
  textarea,
  input:not([type='radio']) {
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    font: inherit;
    background: #fff;
  }
  fieldset {
    min-width: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${theme.space(1)};
  }
  .rating {
    display: inline-flex;
    gap: ${theme.space(1)};
    align-items: center;
    padding: ${theme.space(1)} ${theme.space(3)};
    border: 1px solid ${theme.colors.line};
    border-radius: 999px;
    cursor: pointer;
  }
  .rating:has(input:checked) {
    border-color: ${theme.colors.crust};
    background: ${theme.colors.butter};
  }
  small {
    color: ${theme.colors.muted};
  }
  .actions {
    display: flex;
    gap: ${theme.space(3)};
    align-items: center;
  }
`;
