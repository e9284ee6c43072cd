import React, { useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { PLAN_PATHS, type VisitPlan } from '@expo/contract';
import { ListStatus } from '../../components/list/ListStatus';
import { apiGet } from '../../lib/api/public-api';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { PlanView } from './PlanView';
import { PrintPlan } from './print-style';
import { PlanHeading } from './PlanHeading';
import { theme } from '../../styles/theme';

/** A plan shared by its read-only link (`/shared-plan/#TOKEN`): the token comes from the fragment, so no server log ever sees it. */
export function SharedPlan() {
  const { t } = useTranslation('plan');
  const { language } = usePageLanguage();
  const [state, setState] = useState<{ plan?: VisitPlan; missing?: boolean }>({});
  useEffect(() => {
    const token = window.location.hash.slice(1);
    if (!token) {
      setState({ missing: true });
      return undefined;
    }
    let current = true;
    apiGet<VisitPlan>(PLAN_PATHS.shared(token), language).then(
      (plan) => current && setState({ plan }),
      () => current && setState({ missing: true }),
    );
    return () => {
      current = false;
    };
  }, [language]);

  return (
    <Page id="visit-plan">
      <PrintPlan />
      <PlanHeading title={t('sharedTitle')} printable={Boolean(state.plan)} />
      {state.plan ? <PlanView plan={state.plan} /> : state.missing ? <p role="alert">{t('sharedMissing')}</p> : <ListStatus loading empty={false} />}
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  min-width: 0;
`;
