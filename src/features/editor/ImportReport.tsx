import React, { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { IMPORT_OUTCOMES, type ImportOutcome, type ImportRow, type ImportStatus, type Language } from '@expo/contract';
import { FormError, SecondaryButton } from '../../components/form/form-ui';
import { ScrollRegion } from '../../components/ui/ScrollRegion';
import { theme } from '../../styles/theme';
import { appliedChanges, importStatusPath, otherOutcomes, problemLines } from './catalogue-import';
import { editorCall } from './editor-api';
import { Pager, Table } from './ui';

const PAGE_SIZE = 50;

/** A check's or an apply's report: how the file was read, the counts per kind, the refused rows first, then the others by outcome. */
export function ImportReport({ language, status, onShowBuilds }: { language: Language; status: ImportStatus; onShowBuilds: () => void }) {
  const { t } = useTranslation('editor');
  const others = otherOutcomes(status.counts);
  const [outcome, setOutcome] = useState<ImportOutcome | undefined>(others[0]);
  const { counts } = status;
  // A report appears after a wait, below the form: the keyboard and screen readers go to it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Report aria-labelledby="catalogue-report">
      <h3 id="catalogue-report" ref={heading} tabIndex={-1}>{t(status.mode === 'check' ? 'catalogue.reportTitle' : 'catalogue.resultTitle', { name: status.fileName })}</h3>
      {status.read ? <p className="read">{t(`catalogue.read.${status.read}`)}{status.zip ? `, ${t('catalogue.fromZip')}` : ''}</p> : null}
      {status.error ? <FormError role="alert">{status.error}</FormError> : null}
      {status.mode === 'apply' && status.state === 'applied' ? (
        <p role="status" className="applied">
          {appliedChanges(counts) ? t('catalogue.applied', { created: counts.created, updated: counts.updated }) : t('catalogue.appliedNothing')}{' '}
          {appliedChanges(counts) ? <SecondaryButton type="button" onClick={onShowBuilds}>{t('catalogue.buildStatus')}</SecondaryButton> : null}
        </p>
      ) : null}
      <Scroll labelledBy="catalogue-counts">
        <Table className="counts">
          <caption id="catalogue-counts">{t('catalogue.counts')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('catalogue.kind')}</th>
              {IMPORT_OUTCOMES.map((o) => <th key={o} scope="col" className="number">{t(`catalogue.outcome.${o}`)}</th>)}
            </tr>
          </thead>
          <tbody>
            {status.kinds.map((k) => (
              <tr key={k.kind}>
                <th scope="row">{t(`resource.${k.kind}`)}</th>
                {IMPORT_OUTCOMES.map((o) => <td key={o} className={o === 'refused' && k[o] > 0 ? 'number refused' : 'number'}>{k[o]}</td>)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('catalogue.allKinds')}</th>
              {IMPORT_OUTCOMES.map((o) => <td key={o} className={o === 'refused' && counts[o] > 0 ? 'number refused' : 'number'}>{counts[o]}</td>)}
            </tr>
          </tfoot>
        </Table>
      </Scroll>
      {counts.refused > 0 ? (
        <div>
          <h4>{t('catalogue.refusedTitle')}</h4>
          <p className="help">{t('catalogue.refusedHelp')}</p>
          <ReportRows language={language} importId={status.id} outcome="refused" total={counts.refused} />
        </div>
      ) : null}
      {others.length > 0 && outcome ? (
        <div>
          <div className="heading">
            <h4>{t('catalogue.otherTitle')}</h4>
            <label htmlFor="catalogue-outcome">{t('catalogue.show')}</label>
            <select id="catalogue-outcome" value={outcome} onChange={(e) => setOutcome(e.target.value as ImportOutcome)}>
              {others.map((o) => <option key={o} value={o}>{`${t(`catalogue.outcome.${o}`)} (${counts[o]})`}</option>)}
            </select>
          </div>
          <ReportRows key={outcome} language={language} importId={status.id} outcome={outcome} total={counts[outcome]} />
        </div>
      ) : null}
    </Report>
  );
}

/** One outcome's rows of the report, a page at a time from the import's GET. */
function ReportRows({ language, importId, outcome, total }: { language: Language; importId: string; outcome: ImportOutcome; total: number }) {
  const { t } = useTranslation('editor');
  const [pageNum, setPageNum] = useState(1);
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    editorCall<ImportStatus>(language, 'GET', `${importStatusPath(importId)}?outcome=${outcome}&page=${pageNum}&pageSize=${PAGE_SIZE}`).then(
      (status) => live && setRows(status.report.rows),
      (e: Error) => live && setError(e.message),
    );
    return () => void (live = false);
  }, [language, importId, outcome, pageNum]);
  if (error) return <FormError role="alert">{error}</FormError>;
  if (!rows) return <p>{t('loading')}</p>;
  const refused = outcome === 'refused';
  /** only an update changes fields: the other outcomes' rows have no such column */
  const changes = outcome === 'updated';
  return (
    <>
      <Scroll label={t(refused ? 'catalogue.refusedTitle' : `catalogue.outcome.${outcome}`)}>
        <Table className="rows">
          <thead>
            <tr>
              <th scope="col">{t('catalogue.sheet')}</th>
              <th scope="col" className="number short">{t('catalogue.row')}</th>
              <th scope="col" className="short">{t('catalogue.key')}</th>
              {refused ? <th scope="col" className="short">{t('catalogue.column')}</th> : null}
              {refused || changes ? <th scope="col">{t(refused ? 'catalogue.reason' : 'catalogue.changes')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {refused
              ? problemLines(rows).map((line) => (
                  <tr key={line.id}>
                    <td>{line.sheet}</td>
                    <td className="number short" data-label={t('catalogue.row')}>{line.row}</td>
                    <td className="short key" data-label={t('catalogue.key')}>{line.key ?? ''}</td>
                    <td className="short column">{line.column}</td>
                    <td className="reason">{line.message}</td>
                  </tr>
                ))
              : rows.map((row) => (
                  <tr key={`${row.sheet}:${row.row}`}>
                    <td>{row.sheet}</td>
                    <td className="number short" data-label={t('catalogue.row')}>{row.row}</td>
                    <td className="short key" data-label={t('catalogue.key')}>{row.key ?? ''}</td>
                    {changes ? <td className="changes">{row.changes.join(t('catalogue.listSeparator'))}</td> : null}
                  </tr>
                ))}
            {rows.length === 0 ? <tr><td colSpan={refused ? 5 : changes ? 4 : 3}>{t('catalogue.noRows')}</td></tr> : null}
          </tbody>
        </Table>
      </Scroll>
      {total > PAGE_SIZE ? <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={total} onPage={setPageNum} /> : null}
    </>
  );
}

/** A wide table scrolls inside its own box on a phone (ScrollRegion: focusable, so the keyboard scrolls it too). */
const Scroll = styled(ScrollRegion)`
  table {
    min-width: 100%;
  }
  .short {
    white-space: nowrap;
  }
  @media (max-width: 767.98px) {
    table.counts {
      font-size: 0.9rem;
      th,
      td {
        padding: 6px 4px;
      }
    }
  }
  /* Below media.tablet a report row is two lines (where, then what), not five columns to scroll across. */
  @media (max-width: 767.98px) {
    table.rows {
      thead {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
      }
      tr {
        display: grid;
        grid-template-columns: minmax(0, auto) auto minmax(0, 1fr);
        gap: 2px 12px;
        padding: 8px 0;
        border-bottom: 1px solid ${theme.colors.line};
      }
      td {
        padding: 0;
        border: 0;
        text-align: left;
      }
      td[data-label]::before {
        content: attr(data-label) ' ';
        color: ${theme.colors.muted};
      }
      .key {
        white-space: normal;
        word-break: break-all;
      }
      .column {
        font-weight: 600;
      }
      .reason {
        grid-column: 2 / -1;
      }
      .changes,
      td[colspan] {
        grid-column: 1 / -1;
      }
    }
  }
`;

const Report = styled.section`
  margin-top: 16px;
  h3:focus {
    outline: none;
  }
  h4 {
    margin: 20px 0 4px;
  }
  .read,
  .help {
    margin: 0 0 8px;
    color: ${theme.colors.muted};
  }
  .applied {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    padding: 12px;
    border-radius: ${theme.radius};
    background: #eef7ea;
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding: 4px 0;
  }
  .number {
    text-align: right;
  }
  .refused,
  .reason {
    color: ${theme.colors.berry};
  }
  .heading {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 8px;
    h4 {
      margin-right: 8px;
    }
  }
  select {
    padding: 4px 8px;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    font: inherit;
    background: #fff;
  }
`;
