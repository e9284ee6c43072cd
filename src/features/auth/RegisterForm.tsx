import React, { useState } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { notify } from '../../components/feedback/feedback-store';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { useMemberApi } from '../../lib/api/use-member-api';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { completeSignIn } from './auth-api';
import { CodePasswordForm } from './CodePasswordForm';
import { FormError } from '../../components/form/form-ui';
import { keepRedirect, safeRedirect } from '../../lib/sign-in-redirect';
import { theme } from '../../styles/theme';

/** Register with a mobile number or an e-mail address, a code, a password and the two agreements. */
export function RegisterForm({ redirectUrl }: { redirectUrl: string | null }) {
  const { t } = useTranslation('auth');
  const { language } = usePageLanguage();
  const api = useMemberApi();
  const [agree, setAgree] = useState(false);
  const [agreeError, setAgreeError] = useState(false);

  return (
    <>
      <CodePasswordForm
        api={api}
        scene="register"
        wayLabels={{ mobile: t('register.byMobile'), email: t('register.byEmail') }}
        passwordLabel={t('register.password')}
        submitLabel={t('register.submit')}
        checkMore={() => {
          setAgreeError(!agree);
          return agree;
        }}
        submit={async ({ way, contact, code, password }) => {
          const common = { code, password, agree: true };
          const token = await api.post<string>(way === 'mobile' ? '/auth/register' : '/auth/emailRegister', { ...contact, ...common });
          await completeSignIn(api, token);
          notify(t('register.done'), 'success');
          await navigate(safeRedirect(redirectUrl, language), { replace: true });
        }}
      >
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
      </CodePasswordForm>
      <p>
        {t('register.haveAccount')} <LocalizedLink to={keepRedirect(routes.login, redirectUrl)}>{t('register.login')}</LocalizedLink>
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
