import React, { type ReactNode } from 'react';
import { Layout } from './Layout';
import { PageHeading } from '../../components/list/PageHeading';
import { PagedList } from '../../components/list/PagedList';
import { Container, NarrowContainer } from '../../components/ui/Container';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { useListPage, type ListPageOptions, type ListPageState } from '../../lib/use-list-page';

interface ListPageProps<Row> {
  /** the full-width container (tiles) rather than the narrow one (rows) */
  wide?: boolean;
  title: string;
  lead?: ReactNode;
  /** links beside the title */
  actions?: ReactNode;
  /** the paged list (its status, rows and pager); none for a list shown whole (the live streams) */
  list?: ListPageState<Row, string>;
  /** the rows as the page shows them: its item cards */
  rows?: (rows: Row[]) => ReactNode;
  emptyText?: string;
  hideWhileLoading?: boolean;
  /** what holds the paged list (a section with its own heading, a box keeping its height) */
  frame?: (pagedList: ReactNode) => ReactNode;
  /** what comes between the heading and the list: the filters, a schedule, or a list shown whole */
  children?: ReactNode;
}

/**
 * A list template's page (exhibitors, products, news, activities, downloads, procurement, demands,
 * live streams): the layout, the title band, the page's own filters and then its paged list.
 */
export function ListPage<Row>({ wide = false, title, lead, actions, list, rows, emptyText, hideWhileLoading, frame = (pagedList) => pagedList, children }: ListPageProps<Row>) {
  const Frame = wide ? Container : NarrowContainer;
  return (
    <Layout>
      <Frame>
        <PageHeading title={title} lead={lead}>
          {actions}
        </PageHeading>
        {children}
        {list && rows
          ? frame(
              <PagedList list={list} emptyText={emptyText} hideWhileLoading={hideWhileLoading}>
                {rows}
              </PagedList>,
            )
          : null}
      </Frame>
    </Layout>
  );
}

/** A list template's list state: useListPage in the page's language, from the page's query string, with no filters unless given. */
export function useTemplateList<Row, Key extends string = never>(
  search: string,
  options: Omit<ListPageOptions<Row, Key>, 'language' | 'search' | 'filterKeys'> & { filterKeys?: readonly Key[] },
): ListPageState<Row, Key> {
  const { language } = usePageLanguage();
  return useListPage<Row, Key>({ ...options, language, search, filterKeys: options.filterKeys ?? [] });
}
