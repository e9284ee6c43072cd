import React, { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { TFunction } from 'i18next';
import { CATALOGUE_LIMITS, type ImportStatus, type Language } from '@expo/contract';
import { FormError, PrimaryButton, SecondaryButton } from '../../components/form/form-ui';
import { theme } from '../../styles/theme';
import { canApply, fileSize, importFileProblem, importStatusPath, newImportId, percentOf, runPhase, type RunProgress } from './catalogue-import';
import { type EditorApiError, editorCall, editorUpload } from './editor-api';
import { ImportReport } from './ImportReport';

const MB = 1024 * 1024;

interface Run extends RunProgress {
  mode: 'check' | 'apply';
}

/**
 * Choose a file → check it (the dry run) → read the report → apply. The chosen file stays chosen
 * through any error, so the editor can fix the sheet and check again.
 */
export function CatalogueImport({ language, onShowBuilds }: { language: Language; onShowBuilds: () => void }) {
  const { t } = useTranslation('editor');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const [report, setReport] = useState<ImportStatus | null>(null);
  /** an apply of this check was refused: a new check is needed first */
  const [spent, setSpent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen ? importFileProblem(chosen, language) : null);
    setReport(null);
    setSpent(false);
    setError(null);
  };

  const readStatus = (id: string, query = '') => editorCall<ImportStatus>(language, 'GET', `${importStatusPath(id)}${query}`);

  /** POSTs the file under a new id, reading the import's progress every second while the request runs. */
  const send = async (mode: 'check' | 'apply', chosen: File, checked?: string) => {
    const id = newImportId();
    setRun({ mode, percent: 0, rows: null });
    setError(null);
    // a new check replaces the last one's report, also when it fails (its Apply would name the old check)
    if (mode === 'check') {
      setReport(null);
      setSpent(false);
    }
    let asking = false;
    const timer = setInterval(() => {
      if (asking) return;
      asking = true;
      readStatus(id, '?pageSize=1')
        .then((status) => mounted.current && setRun((r) => r && { ...r, percent: 100, rows: status.progress.rows }))
        .catch(() => undefined) // not started yet (404), or a lost poll: the next one tells
        .finally(() => void (asking = false));
    }, 1000);
    // pageSize=1: the report's rows are read a page at a time below, by outcome
    const query = new URLSearchParams({ name: chosen.name, mode, ...(checked ? { checked } : {}), pageSize: '1' });
    try {
      const status = await editorUpload<ImportStatus>(language, `${importStatusPath(id)}?${query.toString()}`, chosen, (loaded, total) => {
        if (mounted.current) setRun((r) => r && { ...r, percent: percentOf(loaded, total ?? chosen.size) });
      });
      if (mounted.current) setReport(status);
    } catch (e) {
      if (!mounted.current) return;
      const failure = e as EditorApiError;
      // The import may have got as far as a report (an apply refused now, a lost answer): show it.
      const known = await readStatus(id).catch(() => null);
      if (known && (known.counts.refused > 0 || known.state === 'applied' || known.state === 'checked')) setReport(known);
      if (known?.state !== 'applied' && known?.state !== 'checked') setError(failure.code === 0 ? t('catalogue.network') : failure.message);
      if (mode === 'apply' && known?.state !== 'applied') setSpent(true);
    } finally {
      clearInterval(timer);
      if (mounted.current) setRun(null);
    }
  };

  const busy = run !== null;
  const applicable = canApply(report) && !spent && !busy;
  const status = run ? runText(t, run) : null;
  return (
    <Box aria-labelledby="catalogue-import">
      <h3 id="catalogue-import">{t('catalogue.import')}</h3>
      <p className="help">{t('catalogue.importHelp')}</p>
      <div className="choose">
        <label htmlFor="catalogue-file">{t('catalogue.file')}</label>
        <input
          id="catalogue-file"
          type="file"
          accept=".xlsx,.csv,.zip,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv,application/zip"
          disabled={busy}
          aria-describedby={`catalogue-file-hint${fileError ? ' catalogue-file-error' : ''}`}
          aria-invalid={fileError ? true : undefined}
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
        />
        <small id="catalogue-file-hint">{t('catalogue.fileHint', { sheetMb: CATALOGUE_LIMITS.spreadsheetBytes / MB, zipMb: CATALOGUE_LIMITS.zipBytes / MB })}</small>
        {file ? <span className="chosen">{t('catalogue.chosen', { name: file.name, size: fileSize(file.size) })}</span> : null}
        {fileError ? <FormError id="catalogue-file-error" role="alert">{fileError}</FormError> : null}
      </div>
      <div className="actions">
        <SecondaryButton type="button" disabled={!file || !!fileError || busy} onClick={() => file && void send('check', file)}>
          {report ? t('catalogue.checkAgain') : t('catalogue.check')}
        </SecondaryButton>
        <PrimaryButton type="button" disabled={!applicable} aria-describedby={report?.mode === 'check' && !busy ? 'catalogue-apply-note' : undefined} onClick={() => file && report && void send('apply', file, report.id)}>
          {t('catalogue.apply')}
        </PrimaryButton>
        {report?.mode === 'check' && !busy ? (
          <span id="catalogue-apply-note" className="note">{applicable ? t('catalogue.applyReady') : t('catalogue.applyBlocked')}</span>
        ) : null}
      </div>
      <div role="status" aria-live="polite" className="progress">
        {run ? (
          <>
            <progress max={100} value={runPhase(run).kind === 'sending' ? run.percent : undefined} aria-label={status ?? undefined} />
            <span>{status}</span>
          </>
        ) : null}
      </div>
      {error ? <FormError role="alert">{error}</FormError> : null}
      {report && !busy ? <ImportReport key={report.id} language={language} status={report} onShowBuilds={onShowBuilds} /> : null}
    </Box>
  );
}

function runText(t: TFunction, run: Run): string {
  const phase = runPhase(run);
  if (phase.kind === 'sending') return t('catalogue.sending', { percent: phase.percent });
  const doing = t(run.mode === 'check' ? 'catalogue.checking' : 'catalogue.applying');
  return phase.rows === null ? doing : `${doing} ${t('catalogue.rowsRead', { rows: phase.rows })}`;
}

const Box = styled.section`
  margin-top: 24px;
  padding-top: 8px;
  border-top: 1px solid ${theme.colors.line};
  .choose {
    display: grid;
    gap: 6px;
    justify-items: start;
    label {
      font-weight: 600;
    }
    input {
      max-width: 100%;
    }
    small,
    .chosen {
      color: ${theme.colors.muted};
    }
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    margin: 16px 0 8px;
  }
  .note {
    color: ${theme.colors.muted};
  }
  .progress {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 12px;
    min-height: 1.5em;
    progress {
      width: min(320px, 100%);
    }
  }
`;
