import React, { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { LeadCard } from '../../components/leads/LeadCard';
import { SecondaryButton } from '../../components/form/form-ui';
import { formatShowTime } from '../../lib/format/date';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { theme } from '../../styles/theme';
import { Camera } from '../../components/camera/Camera';
import { AnswerPanel } from './AnswerPanel';
import { GatePrint } from './GatePrint';
import { headlineKey, TONE_COLOURS, toneOf } from './scan-answer';
import { codeFromQr, repeatGuard, typedBadgeNumber } from './scan-code';
import type { ScanMode } from './scan-queue';
import { useScanner, type ScanEntry } from './use-scanner';

/** The scanner of both modes: the camera, the typed badge number, the answer, the queue, the latest scans. */
export function Scanner({ mode, owner, gate, printing = false, onSignInNeeded }: { mode: ScanMode; owner: string; gate?: string; printing?: boolean; onSignInNeeded?: () => void }) {
  const { t } = useTranslation('scan');
  const { language } = usePageLanguage();
  const scanner = useScanner({ mode, owner, language, gate, onSignInNeeded });
  const guard = useMemo(() => repeatGuard(), []);
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState(false);
  const { scan } = scanner;

  const onCode = useCallback((raw: string) => {
    const code = codeFromQr(raw);
    if (code && guard.accept(code, Date.now())) void scan(code, false);
  }, [guard, scan]);

  const submitNumber = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = typedBadgeNumber(number);
    setNumberError(typed === null);
    if (typed === null) return;
    setNumber('');
    void scan(typed, true);
  };

  const current = scanner.current;
  return (
    <Layout>
      <div className="reader">
        <Camera onCode={onCode} />
      </div>
      <div className="answer">
        {current ? <AnswerPanel outcome={current.outcome} typed={current.typed} /> : <p className="idle">{t('idle')}</p>}
        <div className="status">
          <span role="status" data-testid="scan-queue" className={scanner.waiting > 0 ? 'waiting' : undefined}>
            {scanner.waiting > 0 ? t('waiting', { count: scanner.waiting }) : t('allSent')}
          </span>
          {scanner.held ? <span className="held">{t(`held.${scanner.held}`)}</span> : null}
          <SecondaryButton type="button" onClick={() => guard.reset()}>{t('again')}</SecondaryButton>
        </div>
      </div>
      <form className="typed" onSubmit={submitNumber} noValidate>
        <label htmlFor="badge-number">{t('typed.label')}</label>
        <div className="row">
          <input
            id="badge-number"
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder="XXXX-XXXX"
            aria-invalid={numberError || undefined}
            aria-describedby="badge-number-hint"
          />
          <SecondaryButton type="submit">{t('typed.submit')}</SecondaryButton>
        </div>
        <small id="badge-number-hint" className={numberError ? 'error' : undefined} role={numberError ? 'alert' : undefined}>
          {t(numberError ? 'typed.invalid' : 'typed.hint')}
        </small>
      </form>
      <div className="more">
        {printing && current?.outcome.kind === 'gate' && (current.outcome.answer.result === 'admitted' || current.outcome.answer.result === 'already') ? (
          <GatePrint key={current.scanId} code={current.code} auto={current.outcome.answer.result === 'admitted'} />
        ) : null}
        {current?.outcome.kind === 'lead' ? (
          <LeadCard key={current.outcome.lead.id} lead={current.outcome.lead} onSaved={(lead) => scanner.replaceCurrent({ kind: 'lead', lead })} />
        ) : null}
        {scanner.history.length > 1 ? <History entries={scanner.history.slice(1)} /> : null}
      </div>
    </Layout>
  );
}

function History({ entries }: { entries: ScanEntry[] }) {
  const { t } = useTranslation('scan');
  return (
    <section aria-labelledby="scan-history">
      <h2 id="scan-history">{t('history')}</h2>
      <Rows>
        {entries.map((entry) => {
          const tone = toneOf(entry.outcome);
          const who = entry.outcome.kind === 'gate' ? entry.outcome.answer.name : entry.outcome.kind === 'lead' ? entry.outcome.lead.name : null;
          const admittedAt = entry.outcome.kind === 'gate' && entry.outcome.answer.admittedAt ? formatShowTime(entry.outcome.answer.admittedAt, 'HH:mm') : '';
          return (
            <li key={entry.scanId}>
              <span className="dot" style={{ background: TONE_COLOURS[tone].background }} aria-hidden="true" />
              <time>{entry.scannedAt ? formatShowTime(entry.scannedAt, 'HH:mm:ss') : ''}</time>
              <span>{t(headlineKey(entry.outcome), { time: admittedAt })}</span>
              <span className="who">{who ?? entry.typed ?? t('qr')}</span>
            </li>
          );
        })}
      </Rows>
    </section>
  );
}

// On a phone: the camera, the answer right under it (seen without scrolling), then the typed
// number, the lead card and the latest scans. From 900 px: camera and typed number on the left,
// the answer and the rest on the right.
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(3)};
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-areas: 'reader answer' 'typed answer' 'typed more';
    grid-template-rows: auto auto 1fr;
    column-gap: ${theme.space(6)};
    align-items: start;
    .reader {
      grid-area: reader;
    }
    .answer {
      grid-area: answer;
    }
    .typed {
      grid-area: typed;
    }
    .more {
      grid-area: more;
    }
  }
  .reader,
  .answer,
  .more {
    display: grid;
    gap: ${theme.space(3)};
    min-width: 0;
  }
  .typed {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space(1)};
    label {
      font-weight: 600;
    }
    .row {
      display: flex;
      gap: ${theme.space(2)};
    }
    input {
      flex: 1;
      width: 0;
      min-width: 0;
      padding: ${theme.space(2)} ${theme.space(3)};
      border: 1px solid ${theme.colors.line};
      border-radius: ${theme.radius};
      font: inherit;
      font-size: 1.2rem;
      letter-spacing: 0.08em;
      text-transform: uppercase;
      background: #fff;
    }
    input[aria-invalid='true'] {
      border-color: ${theme.colors.berry};
    }
    small {
      color: ${theme.colors.muted};
    }
    small.error {
      color: ${theme.colors.berry};
    }
  }
  .idle {
    margin: 0;
    padding: ${theme.space(5)} ${theme.space(4)};
    border: 2px dashed ${theme.colors.line};
    border-radius: ${theme.radius};
    text-align: center;
    color: ${theme.colors.muted};
  }
  .status {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)} ${theme.space(3)};
    align-items: center;
    justify-content: space-between;
  }
  .waiting {
    padding: ${theme.space(1)} ${theme.space(3)};
    border-radius: 999px;
    background: ${TONE_COLOURS.queued.background};
    color: ${TONE_COLOURS.queued.text};
    font-weight: 700;
  }
  .held {
    flex-basis: 100%;
    order: 3;
    color: ${theme.colors.berry};
  }
  h2 {
    margin: ${theme.space(2)} 0;
    font-size: 1rem;
  }
`;

const Rows = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: auto auto minmax(0, 1fr);
    gap: 0 ${theme.space(2)};
    align-items: center;
    padding: ${theme.space(1)} 0;
    border-bottom: 1px solid ${theme.colors.line};
  }
  .dot {
    width: 12px;
    height: 12px;
    border-radius: 50%;
  }
  time {
    color: ${theme.colors.muted};
    font-variant-numeric: tabular-nums;
  }
  .who {
    grid-column: 3;
    color: ${theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;
