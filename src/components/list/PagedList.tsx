import React, { type ReactNode } from 'react';
import { ListStatus } from './ListStatus';
import { Pagination } from './Pagination';

interface PagedListProps<Row> {
  list: { rows: Row[]; error?: { status: number }; loading: boolean; page: number; pageCount: number; hrefOf: (page: number) => string };
  /** the rows as the page shows them (tiles, rows, a list) */
  children: (rows: Row[]) => ReactNode;
  emptyText?: string;
  /** hide the rows shown before while another page or filter loads */
  hideWhileLoading?: boolean;
}

/** A list page's body: its status (error, loading, empty), its rows and its pager. */
export function PagedList<Row>({ list, children, emptyText, hideWhileLoading = false }: PagedListProps<Row>) {
  const hidden = Boolean(list.error) || (hideWhileLoading && list.loading);
  return (
    <>
      <ListStatus error={list.error} loading={list.loading} empty={list.rows.length === 0} emptyText={emptyText} />
      {hidden ? null : children(list.rows)}
      <Pagination page={list.page} pageCount={list.pageCount} hrefOf={(page) => list.hrefOf(page)} />
    </>
  );
}
