import React, { Suspense, lazy, memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { showPhase } from '../../lib/show-phase';
import { useSiteData } from '../../lib/site-data';
import { useBrowserValue } from '../../lib/use-hydrated';
import { theme } from '../../styles/theme';
import type { ConsentText } from '../../lib/consent-text';
import { RegistrationForm, type Registered } from './RegistrationForm';
import { daysAhead, showDays } from './show-days';

// The badge (and its QR library) loads once the visitor has registered, not with the form.
const Confirmation = lazy(() => import('./Confirmation').then((module) => ({ default: module.Confirmation })));

/**
 * The registration page's content: the questionnaire, then the badge it gave (kept on the phone
 * for the gate). Once the show is over, it says so instead. Memoised, like the form: the page's
 * hydration and the browser's clock render the form again only when what it shows changes (each
 * render of the whole form after load was a long task: docs/performance.md).
 */
export const VisitorRegistration = memo(function VisitorRegistration({ consent }: { consent: ConsentText }) {
  const { t } = useTranslation('visitor');
  const { language } = usePageLanguage();
  const { intro } = useSiteData(language);
  const dates = { startDate: intro.startTime, endDate: intro.endTime };
  const allDays = showDays(dates.startDate, dates.endDate);
  // The static page offers every day; the browser's clock then leaves out the days already past.
  const daysLeft = useBrowserValue(() => daysAhead(allDays, Date.now()), allDays);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same days are the same array
  const days = useMemo(() => daysLeft, [daysLeft.join()]);
  const over = useBrowserValue(() => showPhase(Date.now(), dates) === 'after', false);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const onRegistered = useCallback((done: Registered) => {
    setRegistered(done);
    window.scrollTo({ top: 0 });
  }, []);

  if (registered) {
    return (
      <Suspense fallback={null}>
        <Confirmation registered={registered} />
      </Suspense>
    );
  }
  if (over) {
    return (
      <>
        <p>{t('visitRegister.closed')}</p>
        <LocalizedLink to={routes.home}>{t('visitRegister.home')}</LocalizedLink>
      </>
    );
  }
  return (
    <>
      <Lead>{t('visitRegister.lead')}</Lead>
      <RegistrationForm days={days} consent={consent} onRegistered={onRegistered} />
    </>
  );
});

const Lead = styled.p`
  margin: 0 0 ${theme.space(5)};
  color: ${theme.colors.muted};
`;
