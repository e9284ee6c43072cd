import React from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { notify } from '../../components/feedback/feedback-store';
import { useMemberApi } from '../../lib/api/use-member-api';
import { localizedPath } from '../../lib/i18n/paths';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { CodePasswordForm } from './CodePasswordForm';

/** Reset a password with a code to the account's mobile or e-mail; the two entries must match. */
export function ResetForm() {
  const { t } = useTranslation('auth');
  const { language } = usePageLanguage();
  const api = useMemberApi();
  return (
    <CodePasswordForm
      api={api}
      scene="reset"
      wayLabels={{ mobile: t('field.mobile'), email: t('field.email') }}
      passwordLabel={t('reset.password')}
      confirmLabel={t('reset.confirm')}
      submitLabel={t('reset.submit')}
      submit={async ({ way, contact, code, password, confirmPassword }) => {
        const common = { code, password, confirmPassword };
        await api.post(way === 'mobile' ? '/auth/resetSms' : '/auth/resetEmail', { ...contact, ...common });
        notify(t('reset.done'), 'success');
        await navigate(localizedPath(routes.login, language), { replace: true });
      }}
    />
  );
}
