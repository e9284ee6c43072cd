import React, { useState, type FormEvent, type ReactNode } from 'react';
import { normaliseMobile } from '@expo/contract';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { ContactCodeFields } from '../../components/contact-code/ContactCodeFields';
import { useAccountForm } from '../../components/contact-code/use-account-form';
import { useCaptcha } from '../../components/contact-code/use-captcha';
import { Field, Form, FormError, PrimaryButton } from '../../components/form/form-ui';
import { WayTabs } from '../../components/form/Tabs';
import type { MemberApi } from '../../lib/api/member-client';

type Way = 'mobile' | 'email';

/** What the member entered, checked: the account's mobile or e-mail, the code sent to it and the new password. */
export interface CodePasswordEntry {
  way: Way;
  contact: { mobile: string } | { email: string };
  code: string;
  password: string;
  /** the second entry, when the form asks for one */
  confirmPassword: string;
}

interface CodePasswordFormProps {
  api: MemberApi;
  scene: 'register' | 'reset';
  /** the tabs' texts for the two ways */
  wayLabels: Record<Way, string>;
  passwordLabel: string;
  /** a second password entry that must match the first (the reset) */
  confirmLabel?: string;
  submitLabel: string;
  /** what else the form asks before its button (the registration's agreements) */
  children?: ReactNode;
  /** the check of those further fields, run with the form's own; false stops the form */
  checkMore?: () => boolean;
  /** sends the entry; a failure (400, 429) shows on the field the API names, or above the form */
  submit: (entry: CodePasswordEntry) => Promise<void>;
}

/**
 * The registration's and the password reset's common part: a mobile number or e-mail address, the
 * image code, the code sent to it and the new password (entered twice for a reset), with their
 * checks and the sending. Texts: the auth namespace.
 */
export function CodePasswordForm({ api, scene, wayLabels, passwordLabel, confirmLabel, submitLabel, children, checkMore = () => true, submit }: CodePasswordFormProps) {
  const { t } = useTranslation('auth');
  const form = useAccountForm();
  const { captcha, refresh } = useCaptcha();
  const [way, setWay] = useState<Way>('mobile');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = form.check(confirmLabel === undefined ? [way, 'code', 'newPassword'] : [way, 'code', 'newPassword', 'confirmPassword']);
    const more = checkMore();
    if (!valid || !more || busy) return;
    setBusy(true);
    const { values } = form;
    try {
      await submit({
        way,
        contact: way === 'mobile' ? { mobile: normaliseMobile(values.mobile) } : { email: values.email.trim() },
        code: values.code.trim(),
        password: values.newPassword,
        confirmPassword: values.confirmPassword,
      });
    } catch (error) {
      form.showFailure(error, { password: 'newPassword' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <WayTabs label={t('register.ways')} value={way} onChange={setWay} ways={[['mobile', wayLabels.mobile], ['email', wayLabels.email]]} />
      <Form onSubmit={(event) => void onSubmit(event)} noValidate>
        {form.formError ? <FormError role="alert">{form.formError}</FormError> : null}
        <ContactCodeFields api={api} form={form} channel={way === 'mobile' ? 'sms' : 'email'} scene={scene} captcha={captcha} refreshCaptcha={refresh} />
        <Field label={passwordLabel} {...form.fieldProps('newPassword')} type="password" autoComplete="new-password" />
        {confirmLabel === undefined ? null : <Field label={confirmLabel} {...form.fieldProps('confirmPassword')} type="password" autoComplete="new-password" />}
        {children}
        <PrimaryButton type="submit" disabled={busy}>
          {submitLabel}
        </PrimaryButton>
      </Form>
    </>
  );
}
