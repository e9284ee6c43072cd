import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { ErrorView } from '../errors/ErrorView';
import { errorStatusOf } from '../errors/error-status';
import { LoadingDots } from '../ui/LoadingDots';
import { theme } from '../../styles/theme';

/** What a list shows instead of rows: its load error (a public or member API error), the loading dots or the empty message. */
export function ListStatus({ error, loading, empty, emptyText }: { error?: { status: number }; loading: boolean; empty: boolean; emptyText?: string }) {
  const { t } = useTranslation();
  if (error) return <ErrorView status={errorStatusOf(error.status)} headingLevel={2} />;
  if (loading) {
    return (
      <Loading>
        <LoadingDots label={t('list.loading')} />
      </Loading>
    );
  }
  if (empty) return <Note>{emptyText ?? t('list.empty')}</Note>;
  return null;
}

const Note = styled.p`
  padding: ${theme.space(10)} 0;
  text-align: center;
  color: ${theme.colors.muted};
`;

/** As tall as the screen: the rows that replace it push nothing the visitor sees (the footer stays below). */
const Loading = styled(Note)`
  min-height: 100vh;
`;
