import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { FieldSpec } from '@expo/contract';
import { formatShowTime } from '../../lib/format/date';
import { theme } from '../../styles/theme';

/** A field's value as read, not edited: text as text (never markup), pictures as thumbnails, times in China time. */
export function FieldValue({ spec, value }: { spec: FieldSpec; value: unknown }) {
  const { t } = useTranslation('centre');
  const { t: tc } = useTranslation();
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return <Muted>{t('none')}</Muted>;
  if (spec.type === 'media' || spec.type === 'mediaList') {
    const urls = Array.isArray(value) ? (value as string[]) : [value as string];
    return (
      <Thumbs>
        {urls.map((url, i) => <img key={`${url}-${i}`} src={`${url}?w=120&h=120&fm=webp`} alt="" width={48} height={48} loading="lazy" />)}
      </Thumbs>
    );
  }
  if (spec.type === 'bool') return <>{value ? t('yes') : t('no')}</>;
  if (spec.type === 'timestamp' && typeof value === 'string') return <>{formatShowTime(value, tc('format.dateTime'))}</>;
  return <Text>{String(value)}</Text>;
}

const Muted = styled.span`
  color: ${theme.colors.muted};
`;

const Thumbs = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  img {
    border-radius: 4px;
    object-fit: cover;
  }
`;

const Text = styled.span`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
