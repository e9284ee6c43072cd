import React, { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Language } from '../../../contract/constants';
import { editorCall, fileAsBase64, type EditorRecord, type FieldSpec } from './editor-api';
import { FormError, SecondaryButton } from '../../components/form/form-ui';
import { theme } from '../../styles/theme';
import { useRecordName } from './use-record-name';

export interface FieldInputProps {
  id: string;
  field: string;
  spec: FieldSpec;
  value: unknown;
  record: EditorRecord | null;
  language: Language;
  onChange: (value: unknown) => void;
}

/** The input for one field, by its type: text, number, date, switch, picture(s), file, password, a reference. */
export function FieldInput(props: FieldInputProps) {
  const { id, spec, value, onChange } = props;
  const text = value === null || value === undefined ? '' : String(value);
  switch (spec.type) {
    case 'longText':
      return <textarea id={id} rows={6} maxLength={spec.max} value={text} onChange={(e) => onChange(e.target.value)} />;
    case 'bool':
      return <input id={id} type="checkbox" checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)} />;
    case 'int':
      return spec.ref ? <RefInput {...props} /> : <input id={id} type="number" value={text} onChange={(e) => onChange(e.target.value)} />;
    case 'timestamp':
      return <input id={id} type="datetime-local" value={toLocalInput(value)} onChange={(e) => onChange(e.target.value)} />;
    case 'date':
      return <input id={id} type="date" value={text.slice(0, 10)} onChange={(e) => onChange(e.target.value)} />;
    case 'media':
      return <PictureInput {...props} />;
    case 'mediaList':
      return <PictureListInput {...props} />;
    case 'file':
      return <FileInput {...props} />;
    case 'password':
      return <input id={id} type="password" autoComplete="new-password" value={text} onChange={(e) => onChange(e.target.value)} />;
    default:
      return <input id={id} type={spec.type === 'url' || spec.type === 'email' ? spec.type : 'text'} maxLength={spec.max} value={text} onChange={(e) => onChange(e.target.value)} />;
  }
}

/** Form values to what the API takes: numbers, ISO times, media ids; an unchanged file or password is left out. */
export function toApi(spec: FieldSpec, value: unknown): unknown {
  if (spec.type === 'file' || spec.type === 'password') return value === '' || value === null ? undefined : value;
  if (value === undefined || value === '') return null;
  if (spec.type === 'int') return Number(value);
  if (spec.type === 'timestamp') return new Date(String(value)).toISOString();
  if (spec.type === 'mediaList') return mediaIds(value);
  return value;
}

function mediaIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.startsWith('[')) return JSON.parse(value) as string[];
  return [];
}

const mediaSrc = (id: string) => `/api/media/${id}`;

function useUpload(language: Language) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File | undefined): Promise<string | null> => {
    if (!file) return null;
    setBusy(true);
    setError(null);
    try {
      const { id } = await editorCall<{ id: string }>(language, 'POST', '/media', { data: await fileAsBase64(file) });
      return id;
    } catch (e) {
      setError((e as Error).message);
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, upload };
}

function PictureInput({ id, value, language, onChange }: FieldInputProps) {
  const { t } = useTranslation('editor');
  const { busy, error, upload } = useUpload(language);
  const current = typeof value === 'string' && value ? value : null;
  return (
    <Pictures>
      {current ? <Thumb src={mediaSrc(current)} alt="" /> : <span>{t('noPicture')}</span>}
      <input id={id} type="file" accept="image/jpeg,image/png,image/webp,image/gif" disabled={busy} onChange={async (e) => { const uploaded = await upload(e.target.files?.[0]); if (uploaded) onChange(uploaded); }} />
      {current ? <SecondaryButton type="button" onClick={() => onChange(null)}>{t('remove')}</SecondaryButton> : null}
      {busy ? <span role="status">{t('uploading')}</span> : null}
      {error ? <FormError role="alert">{error}</FormError> : null}
    </Pictures>
  );
}

function PictureListInput({ id, value, language, onChange }: FieldInputProps) {
  const { t } = useTranslation('editor');
  const { busy, error, upload } = useUpload(language);
  const ids = mediaIds(value);
  return (
    <Pictures>
      {ids.map((media, i) => (
        <span key={`${media}-${i}`}>
          <Thumb src={mediaSrc(media)} alt="" />
          <SecondaryButton type="button" onClick={() => onChange(ids.filter((_, j) => j !== i))}>{t('remove')}</SecondaryButton>
        </span>
      ))}
      {ids.length < 12 ? <input id={id} type="file" accept="image/jpeg,image/png,image/webp,image/gif" disabled={busy} onChange={async (e) => { const uploaded = await upload(e.target.files?.[0]); if (uploaded) onChange([...ids, uploaded]); e.target.value = ''; }} /> : null}
      {busy ? <span role="status">{t('uploading')}</span> : null}
      {error ? <FormError role="alert">{error}</FormError> : null}
    </Pictures>
  );
}

function FileInput({ id, value, record, onChange }: FieldInputProps) {
  const { t } = useTranslation('editor');
  const chosen = value && typeof value === 'object' ? (value as { name: string }).name : null;
  const stored = record?.file_name ? String(record.file_name) : null;
  return (
    <Pictures>
      <span>{chosen ?? stored ?? t('noFile')}</span>
      <input id={id} type="file" accept=".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.zip,.jpg,.jpeg,.png" onChange={async (e) => {
        const file = e.target.files?.[0];
        if (file) onChange({ name: file.name, data: await fileAsBase64(file) });
      }} />
    </Pictures>
  );
}

/** An id of another record, with that record's name beside it so the editor sees what it points to. */
function RefInput({ id, spec, value, language, onChange }: FieldInputProps) {
  const text = value === null || value === undefined ? '' : String(value);
  const name = useRecordName(spec.ref, text, language, 300);
  return (
    <Pictures>
      <input id={id} type="number" min={1} value={text} onChange={(e) => onChange(e.target.value)} />
      <span>{name}</span>
    </Pictures>
  );
}

function toLocalInput(value: unknown): string {
  if (!value) return '';
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return String(value);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const Pictures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  font-weight: 400;
  > span {
    display: inline-flex;
    gap: 4px;
    align-items: center;
  }
`;

const Thumb = styled.img`
  height: 64px;
  max-width: 160px;
  object-fit: contain;
  border: 1px solid ${theme.colors.line};
  border-radius: 4px;
  background: #fff;
`;
