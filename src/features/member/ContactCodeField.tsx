import React, { useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { CODE_RESEND_SECONDS, formMessageText } from '@expo/contract';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { notify } from '../../components/feedback/feedback-store';
import { MemberApiError, type MemberApi } from '../../lib/api/member-client';
import { Field, SecondaryButton } from '../../components/form/form-ui';
import { useCountdown } from '../../components/contact-code/use-countdown';
import { sendContactCode } from './member-api';

/**
 * The code that confirms a new sign-in mobile or e-mail in the profile: "Get code" sends it to the
 * new value, then waits a minute before another (the server's limit per number or address).
 */
export function ContactCodeField({ api, field, value, code, error, onCode, onError }: {
  api: MemberApi;
  field: 'mobile' | 'email';
  value: string;
  code: string;
  error: string | null;
  onCode: (code: string) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation('member');
  const { language } = usePageLanguage();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const onSend = async () => {
    setSending(true);
    try {
      await sendContactCode(api, { [field]: value });
      start(CODE_RESEND_SECONDS);
      notify(formMessageText(language, 'codeSent'), 'success');
    } catch (failure) {
      if (failure instanceof MemberApiError && (failure.code === 400 || failure.code === 429)) onError(failure.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Field label={t(`profile.${field}Code`)} name={`${field}Code`} value={code} error={error} onChange={(event) => onCode(event.target.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={6}>
      <SecondaryButton type="button" onClick={() => void onSend()} disabled={left > 0 || sending}>
        {left > 0 ? t('profile.resendCode', { seconds: left }) : t('profile.getCode')}
      </SecondaryButton>
    </Field>
  );
}
