import React, { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Language } from '../../../contract/constants';
import { EditorApiError, editorCall, type EditorRecord, type FieldSpec, type ResourceSpec } from './editor-api';
import { Button, ErrorText, Field, Row, Table, Toolbar } from './ui';

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
      await editorCall(language, 'DELETE', `/content/${resource.name}/${encodeURIComponent(String(record[resource.key]))}`);
      await load();
    } catch (e) {
      setError((e as Error).message);
    }
  };

  if (editing) {
    return <RecordForm resource={resource} language={language} record={editing === 'new' ? null : editing} onDone={() => { setEditing(null); void load(); }} />;
  }
  const columns = [resource.key, ...Object.keys(resource.fields).filter((f) => resource.fields[f]?.type === 'text').slice(0, 2)];
  return (
    <section>
      <Toolbar>
        <form onSubmit={(e) => { e.preventDefault(); setPageNum(1); void load(); }}>
          <input aria-label={t('search')} placeholder={t('search')} value={keyword} maxLength={50} onChange={(e) => setKeyword(e.target.value)} />
          <Button type="submit">{t('search')}</Button>
        </form>
        <Button type="button" onClick={() => setEditing('new')}>{t('new')}</Button>
      </Toolbar>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <Table>
        <thead><tr>{columns.map((c) => <th key={c}>{c}</th>)}<th /></tr></thead>
        <tbody>
          {list.rows.map((record) => (
            <tr key={String(record[resource.key])}>
              {columns.map((c) => <td key={c}>{String(record[c] ?? '')}</td>)}
              <td>
                <Button type="button" onClick={() => setEditing(record)}>{t('edit')}</Button>{' '}
                <Button type="button" $danger onClick={() => void remove(record)}>{t('delete')}</Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Toolbar>
        <span>{t('total', { total: list.total })}</span>
        <Button type="button" disabled={pageNum <= 1} onClick={() => setPageNum((n) => n - 1)}>{t('previous')}</Button>
        <Button type="button" disabled={pageNum * PAGE_SIZE >= list.total} onClick={() => setPageNum((n) => n + 1)}>{t('next')}</Button>
      </Toolbar>
    </section>
  );
}

function RecordForm({ resource, language, record, onDone }: { resource: ResourceSpec; language: Language; record: EditorRecord | null; onDone: () => void }) {
  const { t } = useTranslation('editor');
  const [values, setValues] = useState<EditorRecord>(() => ({ ...(record ?? {}) }));
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const textKey = record === null && resource.key !== 'id';

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const body: EditorRecord = {};
    if (textKey) body[resource.key] = values[resource.key];
    for (const [field, spec] of Object.entries(resource.fields)) body[field] = toApi(spec, values[field]);
    try {
      if (record) await editorCall(language, 'PUT', `/content/${resource.name}/${encodeURIComponent(String(record[resource.key]))}`, body);
      else await editorCall(language, 'POST', `/content/${resource.name}`, body);
      onDone();
    } catch (e) {
      setError(e instanceof EditorApiError ? { field: e.field, message: e.message } : { message: (e as Error).message });
    }
  };

  return (
    <form onSubmit={(e) => void save(e)}>
      <h2>{record ? `${t('edit')} ${resource.name} ${String(record[resource.key])}` : `${t('new')} ${resource.name}`}</h2>
      {textKey ? <Field label={resource.key} error={error?.field === resource.key ? error.message : undefined}><input value={String(values[resource.key] ?? '')} onChange={(e) => setValues({ ...values, [resource.key]: e.target.value })} /></Field> : null}
      {Object.entries(resource.fields).map(([field, spec]) => (
        <Field key={field} label={`${field}${spec.required ? ' *' : ''}`} error={error?.field === field ? error.message : undefined}>
          {input(spec, values[field], (value) => setValues({ ...values, [field]: value }))}
        </Field>
      ))}
      {error && !error.field ? <ErrorText role="alert">{error.message}</ErrorText> : null}
      <Row>
        <Button type="submit">{t('save')}</Button>
        <Button type="button" onClick={onDone}>{t('cancel')}</Button>
      </Row>
    </form>
  );
}

function input(spec: FieldSpec, value: unknown, onChange: (value: unknown) => void) {
  switch (spec.type) {
    case 'longText':
      return <textarea rows={6} maxLength={spec.max} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />;
    case 'bool':
      return <input type="checkbox" checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)} />;
    case 'int':
      return <input type="number" value={value === null || value === undefined ? '' : String(value)} onChange={(e) => onChange(e.target.value)} />;
    case 'timestamp':
      return <input type="datetime-local" value={toLocalInput(value)} onChange={(e) => onChange(e.target.value)} />;
    case 'mediaList':
      return <input value={Array.isArray(value) ? value.join(', ') : String(value ?? '')} onChange={(e) => onChange(e.target.value)} />;
    default:
      return <input maxLength={spec.max} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />;
  }
}

/** Form values to what the API takes: numbers, ISO times, media id lists. */
function toApi(spec: FieldSpec, value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (spec.type === 'int') return Number(value);
  if (spec.type === 'timestamp') return new Date(String(value)).toISOString();
  if (spec.type === 'mediaList') return Array.isArray(value) ? value : String(value).split(',').map((s) => s.trim()).filter(Boolean);
  return value;
}

function toLocalInput(value: unknown): string {
  if (!value) return '';
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return String(value);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
