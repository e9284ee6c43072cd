import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { pageWindow } from '../../lib/list-query';
import { QueryLink } from './QueryLink';
import { theme } from '../../styles/theme';

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** the language-neutral URL of a page number (filters kept) */
  hrefOf: (page: number) => string;
}

/** Page links that keep the list's filters; plain links, so each page has a shareable URL that works without JavaScript. */
export function Pagination({ page, pageCount, hrefOf: link }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={t('list.pagination')}>
      {page > 1 ? <QueryLink to={link(page - 1)} rel="prev">{t('list.previous')}</QueryLink> : null}
      {pageWindow(page, pageCount).map((target, index) =>
        target === null ? (
          <span key={`gap-${index}`} aria-hidden="true">…</span>
        ) : target === page ? (
          <span key={target} aria-current="page" className="current">{target}</span>
        ) : (
          <QueryLink key={target} to={link(target)} aria-label={t('list.pageN', { page: target })}>
            {target}
          </QueryLink>
        ),
      )}
      {page < pageCount ? <QueryLink to={link(page + 1)} rel="next">{t('list.next')}</QueryLink> : null}
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(8)};
  a,
  span {
    min-width: 40px;
    min-height: 40px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    padding: 0 ${theme.space(3)};
    border-radius: ${theme.radius};
    border: 1px solid ${theme.colors.line};
    background: ${theme.colors.flour};
    text-decoration: none;
  }
  .current {
    background: ${theme.colors.crust};
    border-color: ${theme.colors.crust};
    color: ${theme.colors.cream};
    font-weight: 700;
  }
`;
