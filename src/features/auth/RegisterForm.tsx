import React, { useState, type FormEvent } from 'react';
import { normaliseMobile } from '@expo/contract';
import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { notify } from '../../components/feedback/feedback-store';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { useMemberApi } from '../../lib/api/use-member-api';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { completeSignIn } from './auth-api';
import { ContactCodeFields } from '../../components/contact-code/ContactCodeFields';
import { Field, Form, FormError, PrimaryButton } from '../../components/form/form-ui';
import { safeRedirect } from '../../lib/sign-in-redirect';
import { WayTabs } from '../../components/form/Tabs';
import { useAccountForm } from '../../components/contact-code/use-account-form';
import { useCaptcha } from '../../components/contact-code/use-captcha';
import { theme } from '../../styles/theme';

type Way = 'mobile' | 'email';

/** Register with a mobile number or an e-mail address, a code, a password and the two agreements. */
export function RegisterForm({ redirectUrl }: { redirectUrl: string | null }) {
  const { t } = useTranslation('auth');
  const { language } = usePageLanguage();
  const api = useMemberApi();
  const form = useAccountForm();
  const { captcha, refresh } = useCaptcha();
  const [way, setWay] = useState<Way>('mobile');
  const [agree, setAgree] = useState(false);
  const [agreeError, setAgreeError] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = form.check([way, 'code', 'newPassword']);
    setAgreeError(!agree);
    if (!valid || !agree || busy) return;
    setBusy(true);
    const { values } = form;
    try {
      const common = { code: values.code.trim(), password: values.newPassword, agree: true };
      const token =
        way === 'mobile'
          ? await api.post<string>('/auth/register', { mobile: normaliseMobile(values.mobile), ...common })
          : await api.post<string>('/auth/emailRegister', { email: values.email.trim(), ...common });
      await completeSignIn(api, token);
      notify(t('register.done'), 'success');
      await navigate(safeRedirect(redirectUrl, language), { replace: true });
    } catch (error) {
      form.showFailure(error, { password: 'newPassword' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <WayTabs label={t('register.ways')} value={way} onChange={setWay} ways={[['mobile', t('register.byMobile')], ['email', t('register.byEmail')]]} />
      <Form onSubmit={(event) => void onSubmit(event)} noValidate>
        {form.formError ? <FormError role="alert">{form.formError}</FormError> : null}
        <ContactCodeFields api={api} form={form} channel={way === 'mobile' ? 'sms' : 'email'} scene="register" captcha={captcha} refreshCaptcha={refresh} />
        <Field label={t('register.password')} {...form.fieldProps('newPassword')} type="password" autoComplete="new-password" />
        <Agree>
          <input
            id="register-agree"
            type="checkbox"
            checked={agree}
            aria-invalid={agreeError ? true : undefined}
            onChange={(event) => {
              setAgree(event.target.checked);
              setAgreeError(false);
            }}
          />
          <label htmlFor="register-agree">
            {t('register.agreePrefix')} <LocalizedLink to={routes.privacy}>{t('register.privacy')}</LocalizedLink> {t('register.and')}{' '}
            <LocalizedLink to={routes.contentPage('user-agreement')}>{t('register.agreement')}</LocalizedLink>
          </label>
        </Agree>
        {agreeError ? <FormError role="alert">{t('register.mustAgree')}</FormError> : null}
        <PrimaryButton type="submit" disabled={busy}>
          {t('register.submit')}
        </PrimaryButton>
      </Form>
      <p>
        {t('register.haveAccount')} <LocalizedLink to={routes.login}>{t('register.login')}</LocalizedLink>
      </p>
    </>
  );
}

const Agree = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  align-items: flex-start;
  input {
    margin-top: 5px;
    width: 18px;
    height: 18px;
  }
`;
