import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { formatShowTime } from '../../lib/format/date';
import { theme } from '../../styles/theme';
import { headlineKey, TONE_COLOURS, toneOf, type ScanOutcome, type Tone } from './scan-answer';

/** The answer to the latest scan, full width in its colour, readable at arm's length. */
export function AnswerPanel({ outcome, typed }: { outcome: ScanOutcome; typed: string | null }) {
  const { t } = useTranslation('scan');
  const tone = toneOf(outcome);
  const gate = outcome.kind === 'gate' ? outcome.answer : null;
  const time = gate?.admittedAt ? formatShowTime(gate.admittedAt, 'HH:mm') : '';
  const person = gate ?? (outcome.kind === 'lead' ? { name: outcome.lead.name, company: outcome.lead.company, number: null } : null);
  const number = person?.number ?? typed;
  return (
    <Panel $tone={tone} role="status" aria-live="assertive" data-tone={tone}>
      <strong className="headline">{t(gate?.result === 'already' && !time ? 'result.alreadyToday' : headlineKey(outcome), { time })}</strong>
      {gate?.kind === 'staff' ? <span className="kind">{t('kind.staff')}</span> : null}
      {gate?.reason ? <span>{gate.reason}</span> : null}
      {person?.name ? <span className="name">{person.name}</span> : null}
      {person?.company ? <span>{person.company}</span> : null}
      {number ? <span className="number">{t('number', { number })}</span> : null}
      {outcome.kind === 'refused' && outcome.message ? <span>{outcome.message}</span> : null}
      {outcome.kind === 'queued' ? <span>{t('queuedHint')}</span> : null}
    </Panel>
  );
}

const Panel = styled.div<{ $tone: Tone }>`
  display: grid;
  gap: ${theme.space(1)};
  min-height: 8.5rem;
  align-content: center;
  padding: ${theme.space(5)} ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${({ $tone }) => TONE_COLOURS[$tone].background};
  color: ${({ $tone }) => TONE_COLOURS[$tone].text};
  text-align: center;
  font-size: 1.1rem;
  overflow-wrap: anywhere;
  .headline {
    font-size: clamp(1.6rem, 7vw, 2.6rem);
    line-height: 1.15;
  }
  .kind {
    justify-self: center;
    padding: 0 ${theme.space(2)};
    border: 2px solid currentColor;
    font-weight: 700;
    letter-spacing: 0.08em;
  }
  .name {
    font-size: 1.5rem;
    font-weight: 700;
  }
  .number {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    letter-spacing: 0.08em;
  }
`;
