import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { isNew } from '../../lib/format/new-badge';
import { useHydrated } from '../../lib/use-hydrated';

/** "New" for items created less than 7 days ago; decided in the browser, by the visitor's clock. */
export function NewBadge({ createTime }: { createTime: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated || !isNew(createTime, new Date())) return null;
  return <Badge>{t('list.new')}</Badge>;
}

const Badge = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.berry};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  vertical-align: middle;
`;
