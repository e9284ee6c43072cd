import React, { useId, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { FieldFrame, fieldErrorProps } from '../../components/form/form-ui';
import { useMemberApi } from '../../lib/api/use-member-api';
import { theme } from '../../styles/theme';
import { uploadPicture } from './centre-api';

const MAX_PHOTOS = 12;

/** One picture (a logo or a cover) or a list of them (photos): uploaded through the member API, shown, removable. */
export function PictureField({ label, value, many, use, error, hint, onChange }: {
  label: string;
  value: string | string[] | null;
  many: boolean;
  use: 'logo' | 'photo';
  error?: string | null;
  hint?: string;
  onChange: (value: string | string[] | null) => void;
}) {
  const { t } = useTranslation('centre');
  const api = useMemberApi();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const pictures = many ? ((value as string[] | null) ?? []) : value ? [value as string] : [];
  const full = many ? pictures.length >= MAX_PHOTOS : false;

  const onFile = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const url = await uploadPicture(api, file, use);
      onChange(many ? [...pictures, url] : url);
    } catch {
      // the API client has shown the message (type, size, pixels)
    } finally {
      setBusy(false);
    }
  };
  const remove = (index: number) => onChange(many ? pictures.filter((_, i) => i !== index) : null);

  return (
    <FieldFrame label={label} htmlFor={id} error={error} hint={hint}>
      <Pictures>
        {pictures.map((url, i) => (
          <li key={`${url}-${i}`}>
            <img src={`${url}?w=240&h=240&fm=webp`} alt={`${label} ${i + 1}`} width={96} height={96} />
            <button type="button" onClick={() => remove(i)} aria-label={`${t('removePicture')} (${i + 1})`} title={t('removePicture')}>×</button>
          </li>
        ))}
      </Pictures>
      {full ? null : (
        <Upload>
          <input id={id} className="visually-hidden" type="file" accept="image/jpeg,image/png,image/webp,image/gif" disabled={busy} onChange={(e) => void onFile(e)} {...fieldErrorProps(id, error)} />
          <label htmlFor={id} aria-hidden="true">{busy ? t('uploading') : t('upload')}</label>
        </Upload>
      )}
    </FieldFrame>
  );
}

const Pictures = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
  }
  img {
    display: block;
    width: 96px;
    height: 96px;
    border: 1px solid ${theme.colors.line};
    border-radius: 6px;
    object-fit: cover;
    background: ${theme.colors.cream};
  }
  button {
    position: absolute;
    top: -8px;
    right: -8px;
    width: 28px;
    height: 28px;
    border: none;
    border-radius: 50%;
    background: ${theme.colors.berry};
    color: #fff;
    font-size: 18px;
    line-height: 1;
    cursor: pointer;
  }
`;

/** The file input stays the control (labelled by the field); the styled label is its visible button, in the page's language. */
const Upload = styled.div`
  margin-top: ${theme.space(2)};
  label {
    display: inline-block;
    padding: ${theme.space(1.5)} ${theme.space(4)};
    border: 1px solid ${theme.colors.crust};
    border-radius: 999px;
    color: ${theme.colors.crust};
    cursor: pointer;
  }
  input:focus-visible + label {
    outline: 2px solid ${theme.colors.crust};
    outline-offset: 2px;
  }
  input:disabled + label {
    opacity: 0.6;
    cursor: progress;
  }
`;
