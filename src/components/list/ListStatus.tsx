import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { ErrorView } from '../errors/ErrorView';
import { errorStatusOf } from '../errors/error-status';

/** What a list shows instead of rows: its load error (a public or member API error), a loading line or the empty message. */
export function ListStatus({ error, loading, empty, emptyText }: { error?: { status: number }; loading: boolean; empty: boolean; emptyText?: string }) {
  const { t } = useTranslation();
  if (error) return <ErrorView status={errorStatusOf(error.status)} headingLevel={2} />;
  if (loading) return <Note role="status">{t('list.loading')}</Note>;
  if (empty) return <Note>{emptyText ?? t('list.empty')}</Note>;
  return null;
}

const Note = styled.p`
  padding: ${({ theme }) => theme.space(10)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
