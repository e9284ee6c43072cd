import React, { useState, type FormEvent } from 'react';
import { normaliseMobile } from '@expo/contract';
import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { useMemberApi } from '../../lib/api/use-member-api';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { completeSignIn } from './auth-api';
import { CaptchaField } from '../../components/contact-code/CaptchaField';
import { ContactCodeFields } from '../../components/contact-code/ContactCodeFields';
import { Field, Form, FormError, PrimaryButton } from '../../components/form/form-ui';
import { keepRedirect, safeRedirect } from '../../lib/sign-in-redirect';
import { WayTabs } from '../../components/form/Tabs';
import { useAccountForm, type AccountField } from '../../components/contact-code/use-account-form';
import { useCaptcha } from '../../components/contact-code/use-captcha';

type Way = 'password' | 'sms' | 'email';

const FIELDS: Record<Way, AccountField[]> = {
  password: ['username', 'password', 'captchaCode'],
  sms: ['mobile', 'code'],
  email: ['email', 'code'],
};

/** Sign in by password and image code, by SMS code or by e-mail code; then on to `redirectUrl`. */
export function LoginForm({ redirectUrl }: { redirectUrl: string | null }) {
  const { t } = useTranslation('auth');
  const { language } = usePageLanguage();
  const api = useMemberApi();
  const form = useAccountForm();
  const { captcha, refresh } = useCaptcha();
  const [way, setWay] = useState<Way>('password');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check(FIELDS[way]) || busy) return;
    setBusy(true);
    const { values } = form;
    try {
      const token =
        way === 'password'
          ? await api.post<string>('/auth/login', { username: values.username.trim(), password: values.password, captchaId: captcha?.captchaId ?? '', captchaCode: values.captchaCode.trim() })
          : way === 'sms'
            ? await api.post<string>('/auth/smsLogin', { mobile: normaliseMobile(values.mobile), code: values.code.trim() })
            : await api.post<string>('/auth/emailLogin', { email: values.email.trim(), code: values.code.trim() });
      await completeSignIn(api, token);
      await navigate(safeRedirect(redirectUrl, language), { replace: true });
    } catch (error) {
      form.showFailure(error);
      if (way === 'password') {
        form.set('captchaCode', '');
        refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <WayTabs
        label={t('login.ways')}
        value={way}
        onChange={setWay}
        ways={[
          ['password', t('login.byPassword')],
          ['sms', t('login.bySms')],
          ['email', t('login.byEmail')],
        ]}
      />
      <Form onSubmit={(event) => void onSubmit(event)} noValidate>
        {form.formError ? <FormError role="alert">{form.formError}</FormError> : null}
        {way === 'password' ? (
          <>
            <Field label={t('login.username')} {...form.fieldProps('username')} autoComplete="username" />
            <Field label={t('login.password')} {...form.fieldProps('password')} type="password" autoComplete="current-password" />
            <CaptchaField captcha={captcha} {...form.fieldProps('captchaCode')} onChange={(value) => form.set('captchaCode', value)} onRefresh={refresh} />
          </>
        ) : (
          <ContactCodeFields api={api} form={form} channel={way} scene="login" captcha={captcha} refreshCaptcha={refresh} />
        )}
        <PrimaryButton type="submit" disabled={busy}>
          {t('login.submit')}
        </PrimaryButton>
      </Form>
      <p>
        {t('login.noAccount')} <LocalizedLink to={keepRedirect(routes.register, redirectUrl)}>{t('login.register')}</LocalizedLink> · <LocalizedLink to={routes.reset}>{t('login.forgot')}</LocalizedLink>
      </p>
    </>
  );
}
