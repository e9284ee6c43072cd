import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Download } from '@expo/contract';
import { RowList } from '../components/cards/grids';
import { Layout } from '../app/layout/Layout';
import { PageHeading } from '../components/list/PageHeading';
import { PagedList } from '../components/list/PagedList';
import { sectionHead } from '../components/seo/section-head';
import { NarrowContainer } from '../components/ui/Container';
import { formatFileSize } from '../lib/format/number';
import type { LocaleData } from '../lib/i18n/locale-data';
import { usePageLanguage } from '../lib/i18n/use-page-language';
import { LIST_PAGE_SIZE } from '../lib/list-sizes';
import type { ListPageData, SectionPageContext } from '../lib/page-data';
import { routes } from '../lib/routes';
import { useListPage } from '../lib/use-list-page';

/** /download: the download centre (exhibitor manuals, forms, floor plans as files). */
export default function DownloadListPage({ pageContext, location }: PageProps<LocaleData, SectionPageContext<ListPageData<Download>>>) {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const list = useListPage({
    path: '/common/fileDownload/list',
    language,
    pageSize: LIST_PAGE_SIZE.downloads,
    route: routes.downloads,
    staticPage: pageContext.data.list,
    search: location.search,
    filterKeys: [],
  });
  return (
    <Layout>
      <NarrowContainer>
        <PageHeading title={t('downloads.title')} lead={t('downloads.lead')} />
        <PagedList list={list}>
          {(rows) => (
            <RowList>
              {rows.map((file) => (
                <li key={file.id}>
                  <a href={file.url} download={file.fileName}>
                    <strong>{file.title || file.fileName}</strong>
                  </a>
                  <p>
                    <small>
                      {file.fileName} · {formatFileSize(file.size)}
                    </small>
                  </p>
                </li>
              ))}
            </RowList>
          )}
        </PagedList>
      </NarrowContainer>
    </Layout>
  );
}

export const Head = sectionHead<ListPageData<Download>>('downloads.title');

export const query = graphql`
  query DownloadListPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
  }
`;
