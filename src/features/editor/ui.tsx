import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { SecondaryButton } from '../../components/form/form-ui';
import { media, theme } from '../../styles/theme';

// The editor console's layout pieces (its fields and buttons are the shared form kit, components/form).

export const Toolbar = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  margin: 12px 0;
  form {
    display: flex;
    gap: 8px;
  }
`;

export const Row = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 16px;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 6px 8px;
    border-bottom: 1px solid ${theme.colors.line};
    vertical-align: top;
  }
`;

/** Two fields side by side: the Chinese and the English of one thing. */
export const Pair = styled.div`
  display: grid;
  gap: 0 16px;
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The record count and previous/next page buttons under a list. */
export function Pager({ pageNum, pageSize, total, onPage }: { pageNum: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('editor');
  return (
    <Toolbar>
      <span>{t('total', { total })}</span>
      <SecondaryButton type="button" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>{t('previous')}</SecondaryButton>
      <SecondaryButton type="button" disabled={pageNum * pageSize >= total} onClick={() => onPage(pageNum + 1)}>{t('next')}</SecondaryButton>
    </Toolbar>
  );
}
