import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { CentreStats, StatsDay } from '@expo/contract';
import { ListStatus } from '../../components/list/ListStatus';
import { ScrollRegion } from '../../components/ui/ScrollRegion';
import { useMemberRead } from '../../lib/api/use-member-read';
import { formatShowDate } from '../../lib/format/date';
import { CountTiles } from '../../components/ui/CountTiles';
import { theme } from '../../styles/theme';
import { STATS_PATH } from './centre-api';

const PARTS = ['exhibitorViews', 'productViews', 'collects', 'inquiries', 'claims', 'invited'] as const;
const CHART = { width: 720, height: 180, gap: 1 };

/** Views by day as a small bar chart (page and products stacked), and every count as totals and a table. */
export function StatsView() {
  const { t } = useTranslation('centre');
  const { t: tc } = useTranslation();
  const { data, error, isLoading } = useMemberRead<CentreStats>(STATS_PATH);
  const days = data?.days ?? [];
  const totals = Object.fromEntries(PARTS.map((p) => [p, days.reduce((sum, d) => sum + d[p], 0)])) as Record<(typeof PARTS)[number], number>;
  const active = days.filter((d) => PARTS.some((p) => d[p] > 0));
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title">{t('stats.title')}</h2>
      <ListStatus error={error} loading={isLoading} empty={false} emptyText="" />
      {data ? (
        <>
          <p>{t('stats.lead', { from: formatShowDate(data.from, tc('format.date')), to: formatShowDate(data.to, tc('format.date')) })}</p>
          <CountTiles>
            {PARTS.map((p) => (
              <div key={p}>
                <dt>{t(`stats.${p}`)}</dt>
                <dd>{totals[p]}</dd>
              </div>
            ))}
          </CountTiles>
          {totals.exhibitorViews + totals.productViews === 0 ? <p>{t('stats.noData')}</p> : (
            <>
              <ViewsChart days={days} label={t('stats.chartLabel')} />
              <Legend aria-hidden="true">
                <span className="page" /> {t('stats.exhibitorViews')} <span className="products" /> {t('stats.productViews')}
              </Legend>
            </>
          )}
          {active.length ? (
            <ScrollRegion label={t('stats.tableLabel')}>
              <Table>
                <thead>
                  <tr>
                    <th scope="col">{t('stats.day')}</th>
                    {PARTS.map((p) => <th scope="col" key={p}>{t(`stats.${p}`)}</th>)}
                  </tr>
                </thead>
                <tbody>
                  {active.map((d) => (
                    <tr key={d.day}>
                      <th scope="row">{formatShowDate(d.day, tc('format.date'))}</th>
                      {PARTS.map((p) => <td key={p}>{d[p]}</td>)}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </ScrollRegion>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function ViewsChart({ days, label }: { days: StatsDay[]; label: string }) {
  const max = Math.max(1, ...days.map((d) => d.exhibitorViews + d.productViews));
  const bar = CHART.width / days.length;
  const scale = (n: number) => (n / max) * CHART.height;
  return (
    <Chart viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-label={label} preserveAspectRatio="none">
      {days.map((d, i) => {
        const page = scale(d.exhibitorViews);
        const products = scale(d.productViews);
        return (
          <g key={d.day}>
            <title>{`${d.day}: ${d.exhibitorViews} + ${d.productViews}`}</title>
            <rect x={i * bar} y={CHART.height - page} width={Math.max(bar - CHART.gap, 1)} height={page} className="page" />
            <rect x={i * bar} y={CHART.height - page - products} width={Math.max(bar - CHART.gap, 1)} height={products} className="products" />
          </g>
        );
      })}
    </Chart>
  );
}

const Chart = styled.svg`
  display: block;
  width: 100%;
  height: 180px;
  margin: ${theme.space(4)} 0;
  border-bottom: 1px solid ${theme.colors.line};
  .page {
    fill: ${theme.colors.crust};
  }
  .products {
    fill: ${theme.colors.butter};
  }
`;

const Legend = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  align-items: center;
  span {
    display: inline-block;
    width: 14px;
    height: 14px;
    border-radius: 3px;
  }
  .page {
    background: ${theme.colors.crust};
  }
  .products {
    background: ${theme.colors.butter};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${theme.space(1)} ${theme.space(2)};
    border-bottom: 1px solid ${theme.colors.line};
    text-align: right;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
  }
`;
