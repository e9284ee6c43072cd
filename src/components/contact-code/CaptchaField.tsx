import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { Captcha } from '@expo/contract';
import { CAPTCHA_IMAGE_SIZE } from '@expo/contract/constants';
import { Field } from '../form/form-ui';
import { theme } from '../../styles/theme';

/** The image captcha: its answer, and the image as a button that asks for a new one. */
export function CaptchaField({ captcha, value, error, onChange, onRefresh }: { captcha: Captcha | null; value: string; error?: string | null; onChange: (value: string) => void; onRefresh: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Field label={t('field.captcha')} value={value} error={error} onChange={(event) => onChange(event.target.value)} autoComplete="off" maxLength={8} name="captchaCode">
      <ImageButton type="button" onClick={onRefresh} aria-label={t('field.captchaImage')} title={t('field.captchaImage')}>
        {captcha ? <img src={captcha.image} alt={t('field.captchaImage')} width={CAPTCHA_IMAGE_SIZE.width} height={CAPTCHA_IMAGE_SIZE.height} /> : <span />}
      </ImageButton>
    </Field>
  );
}

const ImageButton = styled.button`
  flex-shrink: 0;
  /* the image and the 1 px border on each side */
  width: ${CAPTCHA_IMAGE_SIZE.width + 2}px;
  height: ${CAPTCHA_IMAGE_SIZE.height + 2}px;
  padding: 0;
  border: 1px solid ${theme.colors.line};
  border-radius: 6px;
  background: #fff;
  cursor: pointer;
  img {
    display: block;
  }
`;
