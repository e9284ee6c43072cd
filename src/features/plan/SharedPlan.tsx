import React, { useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { PLAN_PATHS, type VisitPlan } from '@expo/contract';
import { ListStatus } from '../../components/list/ListStatus';
import { apiGet } from '../../lib/api/public-api';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { PlanView } from './PlanView';
import { PrintPlan } from './print-style';

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
      <Heading>
        <h1>{t('sharedTitle')}</h1>
        {state.plan ? (
          <button type="button" data-print="hide" onClick={() => window.print()}>
            {t('print')}
          </button>
        ) : null}
      </Heading>
      {state.plan ? <PlanView plan={state.plan} /> : state.missing ? <p role="alert">{t('sharedMissing')}</p> : <ListStatus loading empty={false} />}
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h1 {
    margin: 0;
  }
  button {
    min-height: 40px;
    padding: ${({ theme }) => `0 ${theme.space(4)}`};
    border: 1px solid ${({ theme }) => theme.colors.crust};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.flour};
    color: ${({ theme }) => theme.colors.crust};
    font: inherit;
    cursor: pointer;
  }
`;
