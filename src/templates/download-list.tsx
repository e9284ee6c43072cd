import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Download } from '@expo/contract';
import { ListPage, useTemplateList } from '../app/layout/ListPage';
import { RowList } from '../components/cards/grids';
import { sectionHead } from '../components/seo/section-head';
import { formatFileSize } from '../lib/format/number';
import type { LocaleData } from '../lib/i18n/locale-data';
import { LIST_PAGE_SIZE } from '../lib/list-sizes';
import type { ListPageData, SectionPageContext } from '../lib/page-data';
import { routes } from '../lib/routes';

/** /download: the download centre (exhibitor manuals, forms, floor plans as files). */
export default function DownloadListPage({ pageContext, location }: PageProps<LocaleData, SectionPageContext<ListPageData<Download>>>) {
  const { t } = useTranslation();
  const list = useTemplateList(location.search, {
    path: '/common/fileDownload/list',
    pageSize: LIST_PAGE_SIZE.downloads,
    route: routes.downloads,
    staticPage: pageContext.data.list,
  });
  return (
    <ListPage
      title={t('downloads.title')}
      lead={t('downloads.lead')}
      list={list}
      rows={(rows) => (
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
    />
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
