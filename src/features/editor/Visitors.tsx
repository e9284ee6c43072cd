import React, { useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { BUSINESS_TYPE_DICT, VISITOR_PATHS, underEditor, type DictEntry, type VisitorDashboard } from '@expo/contract';
import type { Language } from '../../../contract/constants';
import { ColumnChart, RowChart, type KeyCount } from '../../components/charts/BarChart';
import { FormError, SecondaryButton } from '../../components/form/form-ui';
import { apiGet } from '../../lib/api/public-api';
import { datedFileName, saveBlob } from '../../lib/download';
import { CountTiles } from '../../components/ui/CountTiles';
import { media, theme } from '../../styles/theme';
import { editorCall, editorDownload } from './editor-api';
import { hourLabel } from './visitor-charts';
import { Table, Toolbar } from './ui';
import { ScanAlerts } from './ScanAlerts';
import { StaffPassRequests } from './StaffPassRequests';
import { VisitorRegistrations } from './VisitorRegistrations';
import { SourceTable, VisitSources } from './VisitSources';

export const VISITOR_EXPORTS = ['registrations', 'checkins'] as const;
type ExportKind = (typeof VISITOR_EXPORTS)[number];

/** The organiser's view of visitors: totals, registrations and check-ins as small charts and tables, CSV exports, the registrations. */
export function Visitors({ language }: { language: Language }) {
  const { t } = useTranslation('editor');
  const [dashboard, setDashboard] = useState<VisitorDashboard | null>(null);
  const [businessTypes, setBusinessTypes] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const load = () => editorCall<VisitorDashboard>(language, 'GET', underEditor(VISITOR_PATHS.editorDashboard)).then(setDashboard, (e: Error) => setMessage(e.message));
  useEffect(() => {
    void load();
    apiGet<DictEntry[]>(`/common/dict/${BUSINESS_TYPE_DICT}`, language).then((entries) => setBusinessTypes(Object.fromEntries(entries.map((d) => [d.dictValue, d.dictLabel]))), () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per language
  }, [language]);

  const download = async (kind: ExportKind) => {
    setMessage(null);
    try {
      saveBlob(await editorDownload(language, `${underEditor(VISITOR_PATHS.editorExport)}?kind=${kind}`), datedFileName(`visitors-${kind}`));
    } catch (e) {
      setMessage((e as Error).message);
    }
  };

  return (
    <section aria-labelledby="visitors-title">
      <Toolbar>
        <h2 id="visitors-title">{t('visitors.title')}</h2>
        <SecondaryButton type="button" onClick={() => void load()}>{t('visitors.refresh')}</SecondaryButton>
        {VISITOR_EXPORTS.map((kind) => (
          <SecondaryButton key={kind} type="button" onClick={() => void download(kind)}>{t(`visitors.export.${kind}`)}</SecondaryButton>
        ))}
      </Toolbar>
      {message ? <FormError role="alert">{message}</FormError> : null}
      {dashboard ? (
        <>
          <CountTiles>
            <div><dt>{t('visitors.registrations')}</dt><dd>{dashboard.registrations}</dd></div>
            <div><dt>{t('visitors.admitted')}</dt><dd>{dashboard.admitted}</dd></div>
          </CountTiles>
          <Charts>
            <Chart title={t('visitors.byDay')} data={dashboard.registrationsByDay} columns keyLabel={(day) => day.slice(5)} />
            <Chart title={t('visitors.byHour')} data={dashboard.checkinsByHour} columns keyLabel={hourLabel(dashboard.checkinsByHour)} />
            <Chart title={t('visitors.byBusinessType')} data={dashboard.byBusinessType} keyLabel={(key) => businessTypes[key] ?? key} />
            <Chart title={t('visitors.byRegion')} data={dashboard.byRegion} />
            <Chart title={t('visitors.byGate')} data={dashboard.checkinsByGate} />
            <SourceTable rows={dashboard.bySource} />
          </Charts>
        </>
      ) : null}
      <VisitSources language={language} onChanged={() => void load()} />
      <StaffPassRequests language={language} />
      <ScanAlerts language={language} />
      <VisitorRegistrations language={language} onChanged={() => void load()} />
    </section>
  );
}

/** One count: a chart (columns for time, rows for categories) and the numbers as a table. */
function Chart({ title, data, columns = false, keyLabel }: { title: string; data: KeyCount[]; columns?: boolean; keyLabel?: (key: string) => string }) {
  const { t } = useTranslation('editor');
  const label = keyLabel ?? ((key: string) => key || t('visitors.none'));
  return (
    <article>
      <h3>{title}</h3>
      {data.length === 0 ? <p className="empty">{t('visitors.noData')}</p> : columns ? <ColumnChart data={data} label={title} keyLabel={label} /> : <RowChart data={data} label={title} keyLabel={label} />}
      {data.length > 0 ? (
        <details>
          <summary>{t('visitors.table')}</summary>
          <Table>
            <thead><tr><th scope="col">{title}</th><th scope="col">{t('visitors.count')}</th></tr></thead>
            <tbody>{data.map((d) => <tr key={d.key}><td>{label(d.key)}</td><td>{d.count}</td></tr>)}</tbody>
          </Table>
        </details>
      ) : null}
    </article>
  );
}

const Charts = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  ${media.desktop} {
    grid-template-columns: 1fr 1fr;
  }
  article {
    min-width: 0;
    padding: ${theme.space(3)} ${theme.space(4)};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    background: ${theme.colors.flour};
  }
  h3 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1rem;
  }
  figure {
    margin: 0;
  }
  .empty {
    color: ${theme.colors.muted};
  }
  details {
    margin-top: ${theme.space(2)};
  }
  summary {
    cursor: pointer;
    color: ${theme.colors.crust};
  }
`;
