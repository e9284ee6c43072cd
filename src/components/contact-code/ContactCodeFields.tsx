import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Field } from '../form/form-ui';
import { CaptchaField } from './CaptchaField';
import { CodeField, type CodeFieldProps } from './CodeField';

/**
 * The mobile number or e-mail address, the image code and the code sent to it: the code way of the
 * sign-in, registration and reset forms and of the visitor registration. Texts: the auth namespace.
 */
export function ContactCodeFields(props: CodeFieldProps) {
  const { form, channel, captcha, refreshCaptcha } = props;
  const { t } = useTranslation('auth');
  return (
    <>
      {channel === 'sms' ? (
        <Field label={t('field.mobile')} {...form.fieldProps('mobile')} type="tel" autoComplete="tel" inputMode="tel" />
      ) : (
        <Field label={t('field.email')} {...form.fieldProps('email')} type="email" autoComplete="email" />
      )}
      <CaptchaField captcha={captcha} {...form.fieldProps('captchaCode')} onChange={(value) => form.set('captchaCode', value)} onRefresh={refreshCaptcha} />
      <CodeField {...props} />
    </>
  );
}
