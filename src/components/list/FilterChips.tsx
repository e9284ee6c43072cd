import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { QueryLink } from './QueryLink';
import { theme } from '../../styles/theme';
import { chipLook } from '../ui/chip-look';

export interface FilterOption {
  key: string;
  label: string;
  /** the query string of the list filtered by this option (first page) */
  search: string;
}

/** A row of filter links ("All" first when `allSearch` is given); plain links, so a filter is a URL that works without JavaScript. */
export function FilterChips({ label, route, options, activeKey, allSearch }: { label: string; route: string; options: FilterOption[]; activeKey: string | undefined; allSearch?: string }) {
  const { t } = useTranslation();
  return (
    <Chips aria-label={label}>
      {allSearch === undefined ? null : (
        <QueryLink to={`${route}${allSearch}`} current={!activeKey}>
          {t('list.all')}
        </QueryLink>
      )}
      {options.map((option) => (
        <QueryLink key={option.key} to={`${route}${option.search}`} current={activeKey === option.key}>
          {option.label}
        </QueryLink>
      ))}
    </Chips>
  );
}

const Chips = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(6)};
  ${chipLook('a', "[aria-current='page']")}
  a {
    text-decoration: none;
    font-size: 0.9rem;
  }
`;
