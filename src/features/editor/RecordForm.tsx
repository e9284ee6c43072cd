import React, { useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Language } from '../../../contract/constants';
import { EditorApiError, editorCall, recordKey, recordUrl, type EditorRecord, type ResourceSpec } from './editor-api';
import { FieldInput, toApi } from './FieldInput';
import { fieldLabel, fieldRows } from './labels';
import { FieldFrame, FormError, SecondaryButton } from '../../components/form/form-ui';
import { Pair, Row } from './ui';

/** One record's form: both languages of each text side by side, errors under the field they name. */
export function RecordForm({ resource, language, record, onDone }: { resource: ResourceSpec; language: Language; record: EditorRecord | null; onDone: () => void }) {
  const { t } = useTranslation('editor');
  const [values, setValues] = useState<EditorRecord>(() => ({ ...(record ?? {}) }));
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const keyFields = record === null && resource.keyGiven ? resource.key : [];
  const title = t(`resource.${resource.name}`, { defaultValue: resource.name });
  // A site config's meaning and format, for the configs that have one written (configHelp in the locale).
  const help = resource.name === 'configs' && values.key ? t(`configHelp.${String(values.key)}`, { defaultValue: '' }) : '';

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const body: EditorRecord = {};
    for (const column of keyFields) body[column] = values[column];
    for (const [field, spec] of Object.entries(resource.fields)) {
      const value = toApi(spec, values[field]);
      if (value !== undefined) body[field] = value;
    }
    setSaving(true);
    try {
      if (record) await editorCall(language, 'PUT', recordUrl(resource, record), body);
      else await editorCall(language, 'POST', `/content/${resource.name}`, body);
      onDone();
    } catch (e) {
      setError(e instanceof EditorApiError ? { field: e.field, message: e.message } : { message: (e as Error).message });
    } finally {
      setSaving(false);
    }
  };

  const set = (field: string) => (value: unknown) => setValues((current) => ({ ...current, [field]: value }));
  const fieldBox = (field: string) => {
    const spec = resource.fields[field]!;
    const id = `field-${field}`;
    const hint = spec.type === 'password' && record ? ` (${t('keepPassword')})` : '';
    return (
      <FieldFrame key={field} htmlFor={id} label={`${fieldLabel(t, field)}${spec.required ? ' *' : ''}${hint}`} error={error?.field === field ? error.message : undefined} hint={help || undefined}>
        <FieldInput id={id} field={field} spec={spec} value={values[field]} record={record} language={language} onChange={set(field)} />
      </FieldFrame>
    );
  };

  return (
    <form onSubmit={(e) => void save(e)} noValidate>
      <h2>{record ? `${t('edit')} · ${title} ${recordKey(resource, record)}` : `${t('new')} · ${title}`}</h2>
      {keyFields.map((column) => (
        <FieldFrame key={column} htmlFor={`key-${column}`} label={`${fieldLabel(t, column)} *`} error={error?.field === column ? error.message : undefined}>
          <input id={`key-${column}`} value={String(values[column] ?? '')} onChange={(e) => set(column)(e.target.value)} />
        </FieldFrame>
      ))}
      {fieldRows(Object.keys(resource.fields)).map((row) => (row.length === 2 ? <Pair key={row[0]}>{row.map(fieldBox)}</Pair> : fieldBox(row[0]!)))}
      {error && !error.field ? <FormError role="alert">{error.message}</FormError> : null}
      <Row>
        <SecondaryButton type="submit" disabled={saving}>{saving ? t('saving') : t('save')}</SecondaryButton>
        <SecondaryButton type="button" onClick={onDone}>{t('cancel')}</SecondaryButton>
      </Row>
    </form>
  );
}
