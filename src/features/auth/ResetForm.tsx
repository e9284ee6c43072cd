import React, { useState, type FormEvent } from 'react';
import { normaliseMobile } from '@expo/contract';
import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { notify } from '../../components/feedback/feedback-store';
import { useMemberApi } from '../../lib/api/use-member-api';
import { localizedPath } from '../../lib/i18n/paths';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { ContactCodeFields } from '../../components/contact-code/ContactCodeFields';
import { Field, Form, FormError, PrimaryButton } from '../../components/form/form-ui';
import { WayTabs } from '../../components/form/Tabs';
import { useAccountForm } from '../../components/contact-code/use-account-form';
import { useCaptcha } from '../../components/contact-code/use-captcha';

type Way = 'mobile' | 'email';

/** Reset a password with a code to the account's mobile or e-mail; the two entries must match. */
export function ResetForm() {
  const { t } = useTranslation('auth');
  const { language } = usePageLanguage();
  const api = useMemberApi();
  const form = useAccountForm();
  const { captcha, refresh } = useCaptcha();
  const [way, setWay] = useState<Way>('mobile');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check([way, 'code', 'newPassword', 'confirmPassword']) || busy) return;
    setBusy(true);
    const { values } = form;
    try {
      const common = { code: values.code.trim(), password: values.newPassword, confirmPassword: values.confirmPassword };
      if (way === 'mobile') await api.post('/auth/resetSms', { mobile: normaliseMobile(values.mobile), ...common });
      else await api.post('/auth/resetEmail', { email: values.email.trim(), ...common });
      notify(t('reset.done'), 'success');
      await navigate(localizedPath(routes.login, language), { replace: true });
    } catch (error) {
      form.showFailure(error, { password: 'newPassword' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <WayTabs label={t('register.ways')} value={way} onChange={setWay} ways={[['mobile', t('field.mobile')], ['email', t('field.email')]]} />
      <Form onSubmit={(event) => void onSubmit(event)} noValidate>
        {form.formError ? <FormError role="alert">{form.formError}</FormError> : null}
        <ContactCodeFields api={api} form={form} channel={way === 'mobile' ? 'sms' : 'email'} scene="reset" captcha={captcha} refreshCaptcha={refresh} />
        <Field label={t('reset.password')} {...form.fieldProps('newPassword')} type="password" autoComplete="new-password" />
        <Field label={t('reset.confirm')} {...form.fieldProps('confirmPassword')} type="password" autoComplete="new-password" />
        <PrimaryButton type="submit" disabled={busy}>
          {t('reset.submit')}
        </PrimaryButton>
      </Form>
    </>
  );
}
