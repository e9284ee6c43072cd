import React, { useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { ACCOUNT_CLOSE_GRACE_DAYS, CODE_RESEND_SECONDS, KEPT_AFTER_ERASURE, type AccountCloseState } from '@expo/contract';
import { Field, FormError, SecondaryButton } from '../../components/form/form-ui';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { useCountdown } from '../../components/contact-code/use-countdown';
import { MemberApiError } from '../../lib/api/member-client';
import { useMemberApi } from '../../lib/api/use-member-api';
import { formatShowTime } from '../../lib/format/date';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { clearSession } from '../../lib/session';
import { theme } from '../../styles/theme';
import { closeState, confirmClose, sendCloseCode } from './account-close-api';

type Channel = 'sms' | 'email';

/**
 * "Close my account" (under My data): a code to the account's own mobile or e-mail confirms; every
 * session ends; signing in within ACCOUNT_CLOSE_GRACE_DAYS cancels it, after them the data is erased.
 */
export function CloseAccount() {
  const { t } = useTranslation('member');
  const { t: tc } = useTranslation();
  const { language } = usePageLanguage();
  const api = useMemberApi();
  const { left, start } = useCountdown();
  const [state, setState] = useState<AccountCloseState | null>(null);
  const [channel, setChannel] = useState<Channel>('sms');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    closeState(api).then((s) => {
      setState(s);
      const first = s.channels[0];
      if (first) setChannel(first);
    }, () => undefined);
  }, [api]);

  const fail = (failure: unknown) => {
    if (failure instanceof MemberApiError && (failure.code === 400 || failure.code === 429)) setError(failure.message);
  };
  const send = async () => {
    setError(null);
    setBusy(true);
    try {
      await sendCloseCode(api, channel);
      start(CODE_RESEND_SECONDS);
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  };
  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const next = await confirmClose(api, channel, code);
      // every session of the account ended with the request: this browser forgets it too
      clearSession();
      setState(next);
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  };

  const dateTime = tc('format.dateTime');
  if (state?.state === 'closing' && state.eraseAt) {
    return (
      <Section aria-labelledby="close-title" data-close-state="closing">
        <h2 id="close-title">{t('closeAccount.title')}</h2>
        <p role="status">{t('closeAccount.closing', { time: formatShowTime(state.eraseAt, dateTime), days: ACCOUNT_CLOSE_GRACE_DAYS })}</p>
        <p>
          <LocalizedLink to={routes.login}>{t('closeAccount.signInToCancel')}</LocalizedLink>
        </p>
      </Section>
    );
  }
  const cancelledLately = state?.cancelledAt && Date.parse(state.cancelledAt) > Date.now() - ACCOUNT_CLOSE_GRACE_DAYS * 86_400_000;
  return (
    <Section aria-labelledby="close-title" data-close-state="open">
      <h2 id="close-title">{t('closeAccount.title')}</h2>
      {cancelledLately ? <p role="status">{t('closeAccount.cancelled', { time: formatShowTime(state.cancelledAt!, dateTime) })}</p> : null}
      <p>{t('closeAccount.intro', { days: ACCOUNT_CLOSE_GRACE_DAYS })}</p>
      <p>{t('closeAccount.kept')}</p>
      <ul>
        {KEPT_AFTER_ERASURE.map((kept) => (
          <li key={kept.what.en}>
            {kept.what[language]}: {kept.why[language]}
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => void confirm(event)} noValidate>
        {state && state.channels.length > 1 ? (
          <Channels>
            <legend>{t('closeAccount.channel')}</legend>
            {state.channels.map((c) => (
              <label key={c}>
                <input type="radio" name="close-channel" value={c} checked={channel === c} onChange={() => setChannel(c)} /> {t(`closeAccount.via.${c}`)}
              </label>
            ))}
          </Channels>
        ) : null}
        <Field label={t('closeAccount.code')} name="closeCode" value={code} onChange={(event) => setCode(event.target.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={6}>
          <SecondaryButton type="button" onClick={() => void send()} disabled={left > 0 || busy || !state?.channels.length}>
            {left > 0 ? t('profile.resendCode', { seconds: left }) : t('closeAccount.getCode')}
          </SecondaryButton>
        </Field>
        {error ? <FormError role="alert">{error}</FormError> : null}
        <SecondaryButton $danger type="submit" disabled={busy || code.trim().length === 0}>
          {t('closeAccount.confirm')}
        </SecondaryButton>
      </form>
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${theme.space(8)};
  padding-top: ${theme.space(4)};
  border-top: 1px solid ${theme.colors.line};
`;

const Channels = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${theme.space(3)};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(4)};
  label {
    min-height: 24px;
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(1)};
  }
`;
