import React, { useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { CATALOGUE_KINDS, CATALOGUE_PATHS, fillPath, underEditor, type CatalogueFormat, type CatalogueKind, type Language } from '@expo/contract';
import { FormError, SecondaryButton } from '../../components/form/form-ui';
import { datedFileName, saveBlob } from '../../lib/download';
import { media, theme } from '../../styles/theme';
import { CatalogueImport } from './CatalogueImport';
import { editorDownload } from './editor-api';
import { Table } from './ui';

/** "Import and export": a template per kind, the catalogue exported, and a file imported (check, then apply). */
export function CatalogueTransfer({ language, onShowBuilds }: { language: Language; onShowBuilds: () => void }) {
  const { t } = useTranslation('editor');
  const [message, setMessage] = useState<string | null>(null);
  const [exportKind, setExportKind] = useState<CatalogueKind>('exhibitors');
  const kindName = (kind: CatalogueKind) => t(`resource.${kind}`);

  // The API wants the editor's token, which a plain link cannot send: fetched, then saved.
  const download = async (path: string, fileName: string) => {
    setMessage(null);
    try {
      saveBlob(await editorDownload(language, path), fileName);
    } catch (e) {
      setMessage((e as Error).message);
    }
  };
  const template = (kind: CatalogueKind, format: CatalogueFormat) =>
    download(`${fillPath(underEditor(CATALOGUE_PATHS.template), { kind })}?format=${format}`, `template-${kind}.${format}`);
  const exportAll = () => download(`${underEditor(CATALOGUE_PATHS.export)}?format=xlsx`, datedFileName('catalogue-all', Date.now(), 'xlsx'));
  const exportOne = (format: CatalogueFormat) =>
    download(`${underEditor(CATALOGUE_PATHS.export)}?kind=${exportKind}&format=${format}`, datedFileName(`catalogue-${exportKind}`, Date.now(), format));

  return (
    <Page aria-labelledby="catalogue-title">
      <h2 id="catalogue-title">{t('catalogue.title')}</h2>
      {message ? <FormError role="alert">{message}</FormError> : null}
      <div className="downloads">
        <section aria-labelledby="catalogue-templates">
          <h3 id="catalogue-templates">{t('catalogue.templates')}</h3>
          <p className="help">{t('catalogue.templatesHelp')}</p>
          <Table>
            <thead><tr><th scope="col">{t('catalogue.kind')}</th><th scope="col">{t('catalogue.template')}</th></tr></thead>
            <tbody>
              {CATALOGUE_KINDS.map((kind) => (
                <tr key={kind}>
                  <th scope="row">{kindName(kind)}</th>
                  <td>
                    <span className="buttons">
                      <SecondaryButton type="button" aria-label={t('catalogue.templateXlsx', { kind: kindName(kind) })} onClick={() => void template(kind, 'xlsx')}>.xlsx</SecondaryButton>
                      <SecondaryButton type="button" aria-label={t('catalogue.templateCsv', { kind: kindName(kind) })} onClick={() => void template(kind, 'csv')}>.csv</SecondaryButton>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </section>
        <section aria-labelledby="catalogue-export">
          <h3 id="catalogue-export">{t('catalogue.export')}</h3>
          <p className="help">{t('catalogue.exportHelp')}</p>
          <SecondaryButton type="button" onClick={() => void exportAll()}>{t('catalogue.exportAll')}</SecondaryButton>
          <div className="one-kind">
            <label htmlFor="catalogue-export-kind">{t('catalogue.exportKind')}</label>
            <select id="catalogue-export-kind" value={exportKind} onChange={(e) => setExportKind(e.target.value as CatalogueKind)}>
              {CATALOGUE_KINDS.map((kind) => <option key={kind} value={kind}>{kindName(kind)}</option>)}
            </select>
            <span className="buttons">
              <SecondaryButton type="button" onClick={() => void exportOne('xlsx')}>{t('catalogue.exportXlsx')}</SecondaryButton>
              <SecondaryButton type="button" onClick={() => void exportOne('csv')}>{t('catalogue.exportCsv')}</SecondaryButton>
            </span>
          </div>
        </section>
      </div>
      <CatalogueImport language={language} onShowBuilds={onShowBuilds} />
    </Page>
  );
}

const Page = styled.section`
  max-width: 1100px;
  h3 {
    margin: 20px 0 4px;
  }
  .help {
    margin: 0 0 8px;
    color: ${theme.colors.muted};
  }
  .buttons {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .downloads {
    display: grid;
    gap: 8px 32px;
    ${media.desktop} {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
  }
  .one-kind {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    margin-top: 12px;
  }
  select {
    padding: 6px 8px;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    font: inherit;
    background: #fff;
  }
  button:focus-visible,
  select:focus-visible,
  input:focus-visible {
    outline: 3px solid ${theme.colors.crust};
    outline-offset: 2px;
  }
`;
