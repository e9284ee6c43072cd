import React, { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Language } from '../../../contract/constants';
import { editorCall, recordKey, recordUrl, type EditorRecord, type ResourceSpec } from './editor-api';
import { fieldLabel } from './labels';
import { RecordForm } from './RecordForm';
import { FormError, SecondaryButton } from '../../components/form/form-ui';
import { Pager, Table, Toolbar } from './ui';

const PAGE_SIZE = 20;

/** List, search, edit, create and delete the records of one resource. */
export function ResourceEditor({ resource, language }: { resource: ResourceSpec; language: Language }) {
  const { t } = useTranslation('editor');
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [list, setList] = useState<{ rows: EditorRecord[]; total: number }>({ rows: [], total: 0 });
  const [editing, setEditing] = useState<EditorRecord | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const query = new URLSearchParams({ pageNum: String(pageNum), pageSize: String(PAGE_SIZE), ...(keyword ? { keyword } : {}) });
    try {
      setList(await editorCall(language, 'GET', `/content/${resource.name}?${query}`));
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  }, [language, resource.name, pageNum, keyword]);

  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (record: EditorRecord) => {
    if (!window.confirm(t('confirmDelete'))) return;
    try {
      await editorCall(language, 'DELETE', recordUrl(resource, record));
      await load();
    } catch (e) {
      setError((e as Error).message);
    }
  };

  // The list shows what the list call gives; the form starts from the record as it is now.
  const edit = async (record: EditorRecord) => {
    try {
      setEditing(await editorCall<EditorRecord>(language, 'GET', recordUrl(resource, record)));
    } catch (e) {
      setError((e as Error).message);
    }
  };

  if (editing) {
    return <RecordForm resource={resource} language={language} record={editing === 'new' ? null : editing} onDone={() => { setEditing(null); void load(); }} />;
  }
  const columns = listColumns(resource);
  return (
    <section>
      <h2>{t(`resource.${resource.name}`, { defaultValue: resource.name })}</h2>
      <Toolbar>
        <form onSubmit={(e) => { e.preventDefault(); setPageNum(1); void load(); }}>
          <input aria-label={t('search')} placeholder={t('search')} value={keyword} maxLength={50} onChange={(e) => setKeyword(e.target.value)} />
          <SecondaryButton type="submit">{t('search')}</SecondaryButton>
        </form>
        {resource.fixed ? null : <SecondaryButton type="button" onClick={() => setEditing('new')}>{t('new')}</SecondaryButton>}
      </Toolbar>
      {error ? <FormError role="alert">{error}</FormError> : null}
      <Table>
        <thead><tr>{columns.map((c) => <th key={c}>{fieldLabel(t, c)}</th>)}<th /></tr></thead>
        <tbody>
          {list.rows.map((record) => (
            <tr key={recordKey(resource, record)}>
              {columns.map((c) => <td key={c}>{cell(record[c])}</td>)}
              <td>
                <SecondaryButton type="button" onClick={() => void edit(record)}>{t('edit')}</SecondaryButton>{' '}
                {resource.fixed ? null : <SecondaryButton type="button" $danger onClick={() => void remove(record)}>{t('delete')}</SecondaryButton>}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.total} onPage={setPageNum} />
    </section>
  );
}

/** The key and two short texts (a config's long value when it has none) name a record in the list. */
function listColumns(resource: ResourceSpec): string[] {
  const fields = Object.keys(resource.fields);
  const texts = fields.filter((f) => resource.fields[f]?.type === 'text').slice(0, 2);
  return [...resource.key, ...(texts.length ? texts : fields.filter((f) => resource.fields[f]?.type === 'longText').slice(0, 1))];
}

function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}
