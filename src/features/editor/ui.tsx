import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { media } from '../../styles/theme';

// The editor console's few building blocks: plain, readable on a laptop.

export const Button = styled.button<{ $danger?: boolean; $active?: boolean }>`
  padding: 6px 12px;
  border: 1px solid ${({ theme, $danger }) => ($danger ? theme.colors.berry : theme.colors.crust)};
  border-radius: 6px;
  background: ${({ theme, $active }) => ($active ? theme.colors.butter : theme.colors.flour)};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.berry : theme.colors.crustDark)};
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.butter};
  }
`;

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
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    vertical-align: top;
  }
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.berry};
`;

const FieldBox = styled.div`
  display: grid;
  gap: 4px;
  margin: 10px 0;
  align-content: start;
  > label {
    font-weight: 600;
  }
  input:not([type='checkbox']):not([type='file']),
  textarea {
    font: inherit;
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: 6px;
  }
  input[type='checkbox'] {
    justify-self: start;
    width: 18px;
    height: 18px;
  }
`;

/** A labelled input; `htmlFor` is the input's id, so widgets of several controls keep one label. */
export function Field({ label, htmlFor, error, children }: { label: string; htmlFor: string; error?: string; children: React.ReactNode }) {
  return (
    <FieldBox>
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </FieldBox>
  );
}

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
      <Button type="button" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>{t('previous')}</Button>
      <Button type="button" disabled={pageNum * pageSize >= total} onClick={() => onPage(pageNum + 1)}>{t('next')}</Button>
    </Toolbar>
  );
}
