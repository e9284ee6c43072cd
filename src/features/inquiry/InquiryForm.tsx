import React, { useState, type FormEvent } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { accountProblemText, blankProblem, emailProblem, mobileProblem, normaliseMobile, INQUIRY_LIMITS, type AccountProblem } from '@expo/contract';
import { notify } from '../../components/feedback/feedback-store';
import { MemberApiError } from '../../lib/api/member-client';
import { loginPath } from '../../lib/sign-in-redirect';
import { useMemberApi } from '../../lib/api/use-member-api';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { readSessionUser, readToken } from '../../lib/session';
import { Field, FieldFrame, Form, FormError, PrimaryButton, fieldErrorProps } from '../../components/form/form-ui';
import { theme } from '../../styles/theme';

type InquiryField = 'name' | 'mobile' | 'email' | 'quantity' | 'contents';

/** An inquiry to an exhibitor (about one of its products, when given); signed-in members only. */
export function InquiryForm({ exhibitorId, productId }: { exhibitorId?: number; productId?: number }) {
  const { t } = useTranslation('inquiry');
  const { language } = usePageLanguage();
  const api = useMemberApi();
  const [values, setValues] = useState<Record<InquiryField, string>>(() => ({ name: readSessionUser()?.nickname ?? '', mobile: '', email: '', quantity: '', contents: '' }));
  const [errors, setErrors] = useState<Partial<Record<InquiryField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  if (!readToken()) {
    return (
      <Box>
        <p>{t('signInFirst')}</p>
        <PrimaryButton type="button" onClick={() => void navigate(loginPath(language, window.location.pathname))}>
          {t('signIn')}
        </PrimaryButton>
      </Box>
    );
  }
  if (sent) return <Box role="status">{t('sent')}</Box>;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<InquiryField, string | null>> = {
      name: blankProblem(values.name),
      mobile: mobileProblem(values.mobile),
      email: emailProblem(values.email),
      contents: blankProblem(values.contents),
    };
    const found = Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem).map(([field, problem]) => [field, accountProblemText(language, problem as AccountProblem)]));
    if (values.name.length > INQUIRY_LIMITS.name) found.name = t('tooLong', { max: INQUIRY_LIMITS.name });
    if (values.contents.length > INQUIRY_LIMITS.contents) found.contents = t('tooLong', { max: INQUIRY_LIMITS.contents });
    setErrors(found);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    try {
      await api.post('/inquiry', {
        ...(productId ? { productId } : { exhibitorId }),
        name: values.name.trim(),
        mobile: normaliseMobile(values.mobile),
        email: values.email.trim(),
        quantity: values.quantity.trim() || undefined,
        contents: values.contents.trim(),
      });
      setSent(true);
      notify(t('sent'), 'success');
    } catch (error) {
      if (error instanceof MemberApiError && (error.code === 400 || error.code === 429)) {
        if (error.field && error.field in values) setErrors({ [error.field]: error.message });
        else setFormError(error.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (name: InquiryField) => ({
    value: values[name],
    error: errors[name] ?? null,
    name,
    onChange: (event: { target: { value: string } }) => setValues((old) => ({ ...old, [name]: event.target.value })),
  });

  return (
    <Box>
      <Form onSubmit={(event) => void onSubmit(event)} noValidate>
        {formError ? <FormError role="alert">{formError}</FormError> : null}
        <Field label={t('name')} {...field('name')} autoComplete="name" />
        <Field label={t('mobile')} {...field('mobile')} type="tel" autoComplete="tel" />
        <Field label={t('email')} {...field('email')} type="email" autoComplete="email" />
        <Field label={t('quantity')} {...field('quantity')} />
        <FieldFrame label={t('contents')} htmlFor="inquiry-contents" error={errors.contents}>
          <textarea id="inquiry-contents" rows={5} maxLength={INQUIRY_LIMITS.contents} value={values.contents} {...fieldErrorProps('inquiry-contents', errors.contents)} onChange={(event) => setValues((old) => ({ ...old, contents: event.target.value }))} />
        </FieldFrame>
        <PrimaryButton type="submit" disabled={busy}>
          {t('send')}
        </PrimaryButton>
      </Form>
    </Box>
  );
}

const Box = styled.div`
  padding: ${theme.space(5)};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  background: ${theme.colors.cream};
`;
