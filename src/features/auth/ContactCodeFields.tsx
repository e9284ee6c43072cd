import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Captcha } from '@expo/contract';
import { Field } from '../../components/form/form-ui';
import type { MemberApi } from '../../lib/api/member-client';
import type { CodeChannel, CodeScene } from './auth-api';
import { CaptchaField } from './CaptchaField';
import { CodeField } from './CodeField';
import type { AccountForm } from './use-account-form';

interface ContactCodeFieldsProps {
  api: MemberApi;
  form: AccountForm;
  channel: CodeChannel;
  scene: CodeScene;
  captcha: Captcha | null;
  refreshCaptcha: () => void;
}

/** The mobile number or e-mail address, the image code and the code sent to it: the code way of the sign-in, registration and reset forms. */
export function ContactCodeFields({ api, form, channel, scene, captcha, refreshCaptcha }: ContactCodeFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      {channel === 'sms' ? (
        <Field label={t('field.mobile')} {...form.fieldProps('mobile')} type="tel" autoComplete="tel" inputMode="tel" />
      ) : (
        <Field label={t('field.email')} {...form.fieldProps('email')} type="email" autoComplete="email" />
      )}
      <CaptchaField captcha={captcha} {...form.fieldProps('captchaCode')} onChange={(value) => form.set('captchaCode', value)} onRefresh={refreshCaptcha} />
      <CodeField api={api} form={form} channel={channel} scene={scene} captcha={captcha} refreshCaptcha={refreshCaptcha} />
    </>
  );
}
