import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { Exhibitor, ProductRow } from '@expo/contract';
import { ProductTiles } from '../../components/cards/ProductTiles';
import { Layout } from '../../app/layout/Layout';
import { ListStatus } from '../../components/list/ListStatus';
import { PageHeading } from '../../components/list/PageHeading';
import { Pagination } from '../../components/list/Pagination';
import { clientHead } from '../../components/seo/client-head';
import { Container } from '../../components/ui/Container';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { MediaImage } from '../../components/ui/MediaImage';
import { PublicApiError } from '../../lib/api/public-api';
import { usePublicApi } from '../../lib/api/use-public-api';
import type { LocaleData } from '../../lib/i18n/locale-data';
import type { I18nPageContext } from '../../lib/i18n/page-context';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { LIST_PAGE_SIZE } from '../../lib/list-sizes';
import { routes } from '../../lib/routes';
import { useListPage } from '../../lib/use-list-page';
import { useHydrated } from '../../lib/use-hydrated';
import { theme } from '../../styles/theme';

const LOGO_PX = 96;

/** /shop/{cid} (client-only): an exhibitor's store, its exhibits paged (?page=). /shop/ alone points to the exhibitors. */
export default function ShopPage({ params, location }: PageProps<LocaleData, I18nPageContext>) {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const hydrated = useHydrated();
  const rest = (params['*'] ?? '').replace(/\/+$/, '');
  const id = /^\d+$/.test(rest) ? Number(rest) : null;
  const exhibitor = usePublicApi<Exhibitor>(hydrated && id !== null ? `/common/exhibitor/${id}` : null, language);
  const products = useListPage<ProductRow, never>({
    path: '/common/product/list',
    language,
    pageSize: LIST_PAGE_SIZE.products,
    route: routes.shop(id ?? 0),
    staticPage: null,
    search: location.search,
    filterKeys: [],
    fixedQuery: { exhibitorId: id ?? undefined },
    canQuery: () => id !== null,
  });
  if (hydrated && rest === '') {
    return (
      <Layout>
        <Container>
          <PageHeading title={t('shop.title')} lead={t('shop.choose')} />
          <LocalizedLink to={routes.exhibitors}>{t('home.allExhibitors')} →</LocalizedLink>
        </Container>
      </Layout>
    );
  }
  const error = hydrated && id === null ? new PublicApiError('not an exhibitor id', 404) : exhibitor.error;
  const shop = exhibitor.data;
  return (
    <Layout>
      <Container>
        <ListStatus error={error} loading={!hydrated || exhibitor.isLoading} empty={false} />
        {shop && !error ? (
          <>
            <Store>
              {shop.logo ? <MediaImage path={shop.logo} use="logo" width={LOGO_PX} alt="" loading="eager" /> : null}
              <PageHeading title={t('shop.of', { name: shop.name })} lead={shop.booths.length ? t('exhibitor.boothList', { booths: shop.booths.join(', ') }) : undefined}>
                <LocalizedLink to={routes.exhibitor(shop.id)}>{t('shop.profile')}</LocalizedLink>
              </PageHeading>
            </Store>
            <ListStatus error={products.error} loading={products.loading} empty={products.rows.length === 0} emptyText={t('shop.noProducts')} />
            <ProductTiles rows={products.rows} />
            <Pagination page={products.page} pageCount={products.pageCount} hrefOf={(page) => products.hrefOf(page)} />
          </>
        ) : null}
      </Container>
    </Layout>
  );
}

export const Head = clientHead('shop.title');

export const query = graphql`
  query ShopPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
  }
`;

const Store = styled.div`
  display: flex;
  gap: ${theme.space(4)};
  align-items: flex-start;
  > div:last-child {
    flex: 1;
  }
`;
