import React, { useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { VisitorConsent } from '@expo/contract';
import { notify } from '../../components/feedback/feedback-store';
import { ConsentBox } from './ConsentBox';
import { SecondaryButton } from '../../components/form/form-ui';
import { consentText } from '../../lib/consent-text';
import { formatShowTime } from '../../lib/format/date';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { theme } from '../../styles/theme';
import type { ConsentSource } from './visitor-api';

/**
 * My consent now (the current wording's two boxes) and every change of it, with its time and
 * wording version: the badge page (by the token) and the member centre (by the session).
 */
export function ConsentSettings({ source }: { source: ConsentSource }) {
  const { t } = useTranslation('visitor');
  const { t: tc } = useTranslation();
  const { language } = usePageLanguage();
  const wording = consentText(language);
  const [consent, setConsent] = useState<VisitorConsent | null>(null);
  const [chosen, setChosen] = useState({ shareContact: false, transferConsent: false });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    source.consent().then((read) => {
      setConsent(read);
      setChosen({ shareContact: read.shareContact, transferConsent: read.transferConsent });
    }, () => undefined);
  }, [source]);
  if (!consent) return null;
  const changed = chosen.shareContact !== consent.shareContact || chosen.transferConsent !== consent.transferConsent;
  const save = async () => {
    setBusy(true);
    try {
      const saved = await source.change({ ...chosen, consentVersion: wording.version });
      setConsent(saved);
      notify(t('consent.saved'), 'success');
    } catch (failure) {
      notify(failure instanceof Error && failure.message !== 'network' ? failure.message : tc('api.noPermission'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section aria-labelledby="badge-consent" data-print="hide">
      <h2 id="badge-consent">{t('consent.title')}</h2>
      <ConsentBox id="consent-share" checked={chosen.shareContact} onChange={(on) => setChosen((old) => ({ ...old, shareContact: on }))} label={wording.share} more={wording.shareMore} />
      <ConsentBox id="consent-transfer" checked={chosen.transferConsent} onChange={(on) => setChosen((old) => ({ ...old, transferConsent: on }))} label={wording.transfer} more={wording.transferMore} />
      <SecondaryButton type="button" disabled={!changed || busy} onClick={() => void save()}>
        {t('consent.save')}
      </SecondaryButton>
      <h3>{t('consent.history')}</h3>
      <ol data-testid="consent-history">
        {consent.history.map((event, index) => (
          <li key={index}>
            {formatShowTime(event.at, tc('format.dateTime'))} · {t(`consent.${event.kind}${event.given ? 'Given' : event.source === 'registration' ? 'NotGiven' : 'Withdrawn'}`)}
            {event.exhibitorId ? ` (${t('consent.oneExhibitor')})` : ''} · {t('consent.version', { v: event.version })}
          </li>
        ))}
      </ol>
    </Section>
  );
}

const Section = styled.section`
  max-width: 720px;
  margin: ${theme.space(8)} auto 0;
  display: grid;
  gap: ${theme.space(3)};
  h2 {
    font-size: 1.2rem;
    margin: 0;
  }
  h3 {
    font-size: 1rem;
    margin: ${theme.space(2)} 0 0;
  }
  ol {
    margin: 0;
    padding-left: ${theme.space(5)};
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }
  button {
    justify-self: start;
  }
`;
