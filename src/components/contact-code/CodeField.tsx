import React, { useState } from 'react';
import type { MemberApi } from '../../lib/api/member-client';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { CODE_RESEND_SECONDS, formMessageText, normaliseMobile } from '@expo/contract';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { notify } from '../feedback/feedback-store';
import type { Captcha } from '@expo/contract';
import { sendCode, type CodeChannel, type CodeScene } from '../../lib/api/code-api';
import { Field, SecondaryButton } from '../form/form-ui';
import type { AccountForm } from './use-account-form';
import { useCountdown } from './use-countdown';

export interface CodeFieldProps {
  api: MemberApi;
  form: AccountForm;
  channel: CodeChannel;
  scene: CodeScene;
  captcha: Captcha | null;
  refreshCaptcha: () => void;
}

/**
 * The verification code and its "Get code" button: checks the number or address and the image
 * code, sends (the captcha is then used up and renewed), and counts 60 seconds before another.
 */
export function CodeField({ api, form, channel, scene, captcha, refreshCaptcha }: CodeFieldProps) {
  const { t } = useTranslation('auth');
  const { language } = usePageLanguage();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const target = channel === 'sms' ? 'mobile' : 'email';
  const onSend = async () => {
    if (!form.check([target, 'captchaCode']) || !captcha) return;
    setSending(true);
    try {
      await sendCode(api, channel, channel === 'sms' ? normaliseMobile(form.values[target]) : form.values[target].trim(), captcha, form.values.captchaCode.trim(), scene);
      start(CODE_RESEND_SECONDS);
      notify(formMessageText(language, 'codeSent'), 'success');
    } catch (error) {
      form.showFailure(error);
    } finally {
      setSending(false);
      form.set('captchaCode', '');
      refreshCaptcha();
    }
  };
  return (
    <Field label={t('field.code')} {...form.fieldProps('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6}>
      <SecondaryButton type="button" onClick={() => void onSend()} disabled={left > 0 || sending || !captcha}>
        {left > 0 ? t('code.resend', { seconds: left }) : t('code.send')}
      </SecondaryButton>
    </Field>
  );
}
