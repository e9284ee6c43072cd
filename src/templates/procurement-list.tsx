import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { ProcurementRow } from '@expo/contract';
import { ListPage, useTemplateList } from '../app/layout/ListPage';
import { RowList } from '../components/cards/grids';
import { sectionHead } from '../components/seo/section-head';
import { LocalizedLink } from '../components/ui/LocalizedLink';
import { formatShowTime } from '../lib/format/date';
import type { LocaleData } from '../lib/i18n/locale-data';
import { usePageLanguage } from '../lib/i18n/use-page-language';
import { LIST_PAGE_SIZE } from '../lib/list-sizes';
import type { ListPageData, SectionPageContext } from '../lib/page-data';
import { routes } from '../lib/routes';

/** /procurement: procurement notices, newest first, with the procurement contacts (and privacy, in Chinese). */
export default function ProcurementListPage({ pageContext, location }: PageProps<LocaleData, SectionPageContext<ListPageData<ProcurementRow>>>) {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const list = useTemplateList(location.search, {
    path: '/common/procurement/list',
    pageSize: LIST_PAGE_SIZE.procurement,
    route: routes.procurement,
    staticPage: pageContext.data.list,
  });
  return (
    <ListPage
      title={t('procurement.title')}
      actions={
        <>
          <LocalizedLink to={routes.procurementContact}>{t('procurement.contact')}</LocalizedLink>
          {language === 'zh' ? <LocalizedLink to={routes.procurementPrivacy}>{t('procurement.privacy')}</LocalizedLink> : null}
        </>
      }
      list={list}
      rows={(rows) => (
        <RowList>
          {rows.map((notice) => (
            <li key={notice.id}>
              <LocalizedLink to={routes.procurementNotice(notice.id)}>
                <strong>{notice.title}</strong>
              </LocalizedLink>
              <p>
                <time dateTime={notice.publishTime}>{formatShowTime(notice.publishTime, t('format.date'))}</time>
              </p>
            </li>
          ))}
        </RowList>
      )}
    />
  );
}

export const Head = sectionHead<ListPageData<ProcurementRow>>('procurement.title');

export const query = graphql`
  query ProcurementListPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
  }
`;
