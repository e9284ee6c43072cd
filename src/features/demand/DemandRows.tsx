import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { DEMAND_TYPE_NAME, type DemandView } from '@expo/contract';
import { RowList } from '../../components/cards/grids';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { NewBadge } from '../../components/ui/NewBadge';
import { formatShowTime } from '../../lib/format/date';
import { excerpt } from '../../lib/format/text';
import { routes } from '../../lib/routes';
import { theme } from '../../styles/theme';

/** Demands on the board: type, title, a line of facts, date. */
export function DemandRows({ rows }: { rows: DemandView[] }) {
  const { t } = useTranslation('demand');
  const { t: tc } = useTranslation();
  return (
    <RowList>
      {rows.map((demand) => (
        <li key={demand.id}>
          <TypeTag data-type={demand.demandType}>{t(`type.${DEMAND_TYPE_NAME[demand.demandType]}`)}</TypeTag>
          <LocalizedLink to={routes.demand(demand.id)}>
            <strong>{demand.title}</strong>
          </LocalizedLink>
          <NewBadge createTime={demand.createTime} />
          {demand.intro ? <p>{excerpt(String(demand.intro), 120)}</p> : null}
          <p>
            <time dateTime={demand.createTime}>{formatShowTime(demand.createTime, tc('format.date'))}</time>
            {demand.expireTime ? (
              <>
                {' – '}
                <time dateTime={demand.expireTime}>{t('board.validUntil', { date: formatShowTime(demand.expireTime, tc('format.date')) })}</time>
              </>
            ) : null}
            {demand.companyName ? ` · ${demand.companyName}` : null}
            {demand.intentionCity ? ` · ${demand.intentionCity}` : null}
          </p>
        </li>
      ))}
    </RowList>
  );
}

export const TypeTag = styled.span`
  display: inline-block;
  margin-right: ${theme.space(2)};
  padding: 0 ${theme.space(2)};
  border-radius: 4px;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${theme.colors.cream};
  background: ${theme.colors.crust};
  &[data-type='2'] {
    background: #2f6b4f;
  }
  &[data-type='3'] {
    background: #35598f;
  }
  &[data-type='4'] {
    background: ${theme.colors.berry};
  }
`;
