import React from 'react';
import type { DemandView } from '@expo/contract';
import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../../app/layout/Layout';
import { ListStatus } from '../../components/list/ListStatus';
import { clientHead } from '../../components/seo/client-head';
import { Card } from '../../components/ui/Card';
import { NarrowContainer } from '../../components/ui/Container';
import { readToken } from '../../lib/session';
import { ClaimButton } from '../../features/demand/ClaimButton';
import { ClaimMembers } from '../../features/demand/ClaimMembers';
import { DemandHistory } from '../../features/demand/DemandHistory';
import { DemandDetail } from '../../features/demand/DemandDetail';
import { PublicApiError } from '../../lib/api/public-api';
import { usePublicApi } from '../../lib/api/use-public-api';
import { localizedPath } from '../../lib/i18n/paths';
import type { LocaleData } from '../../lib/i18n/locale-data';
import type { I18nPageContext } from '../../lib/i18n/page-context';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { useHydrated } from '../../lib/use-hydrated';

/** /demand/{id} (client-only): one demand from the live API; approved ones only, or the author's own. */
export default function DemandPage({ params }: PageProps<LocaleData, I18nPageContext>) {
  const { language } = usePageLanguage();
  const hydrated = useHydrated();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
  // Signed in, the API shows the contact details and whether this member claimed the demand.
  const token = hydrated ? readToken() : undefined;
  const { data, error, isLoading, mutate } = usePublicApi<DemandView>(hydrated && id !== null ? `/demand/${id}` : null, language, undefined, token);
  const failure = hydrated && id === null ? new PublicApiError('not a demand id', 404) : error;
  return (
    <Layout>
      <NarrowContainer>
        <Card>
          <ListStatus error={failure} loading={!hydrated || isLoading} empty={false} />
          {data ? (
            <>
              <DemandDetail demand={data} loginPath={`${routes.login}?redirectUrl=${encodeURIComponent(localizedPath(routes.demand(data.id), language))}`} />
              <ClaimButton demand={data} onClaimed={() => void mutate()} />
              {data.mine ? <ClaimMembers demandId={data.id} /> : null}
              {data.mine ? <DemandHistory demandId={data.id} /> : null}
            </>
          ) : null}
        </Card>
      </NarrowContainer>
    </Layout>
  );
}

export const Head = clientHead('demandBoard.detailTitle');

export const query = graphql`
  query DemandPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets", "demand"] } }) {
      ...Locales
    }
  }
`;
