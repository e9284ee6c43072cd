import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { isNew } from '../../lib/format/new-badge';
import { useBrowserValue } from '../../lib/use-hydrated';
import { theme } from '../../styles/theme';

/** "New" for items created less than 7 days ago; decided in the browser, by the visitor's clock. */
export function NewBadge({ createTime }: { createTime: string }) {
  const { t } = useTranslation();
  const shown = useBrowserValue(() => isNew(createTime, new Date()), false, createTime);
  if (!shown) return null;
  return <Badge>{t('list.new')}</Badge>;
}

const Badge = styled.span`
  display: inline-block;
  margin-left: ${theme.space(2)};
  padding: 0 ${theme.space(2)};
  border-radius: 999px;
  background: ${theme.colors.berry};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  vertical-align: middle;
`;
