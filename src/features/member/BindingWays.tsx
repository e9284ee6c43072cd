import React, { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { accountProblemText, blankProblem, CLAIM_CODE_PARAM, type ExhibitorCard } from '@expo/contract';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { notify } from '../../components/feedback/feedback-store';
import { MemberApiError } from '../../lib/api/member-client';
import { useMemberApi } from '../../lib/api/use-member-api';
import { Field, Form, FormError, PrimaryButton, SecondaryButton } from '../../components/form/form-ui';
import { bindWithDomainCode, bindWithInvite, sendDomainCode } from './member-api';
import { theme } from '../../styles/theme';

/** The two other ways to bind: a one-time invitation code, or a code e-mailed to an address on the exhibitor's domain. */
export function BindingWays({ onBound }: { onBound: (card: ExhibitorCard) => Promise<unknown> }) {
  return (
    <>
      <InviteWay onBound={onBound} />
      <DomainWay onBound={onBound} />
    </>
  );
}

function InviteWay({ onBound }: { onBound: (card: ExhibitorCard) => Promise<unknown> }) {
  const { t } = useTranslation('member');
  const { language } = usePageLanguage();
  const api = useMemberApi();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const section = useRef<HTMLElement>(null);

  // A claim invitation's link (e-mailed to the exhibitor) opens this page with `?code=`: filled in, and in view.
  useEffect(() => {
    const linked = new URLSearchParams(window.location.search).get(CLAIM_CODE_PARAM)?.trim();
    if (!linked) return;
    setCode(linked.slice(0, 40));
    section.current?.scrollIntoView({ block: 'center' });
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(blankProblem(code) ? accountProblemText(language, 'noBlank') : null);
    if (blankProblem(code) || busy) return;
    setBusy(true);
    try {
      await onBound(await bindWithInvite(api, code.trim()));
      notify(t('binding.bound'), 'success');
    } catch (e) {
      if (e instanceof MemberApiError && (e.code === 400 || e.code === 429)) setError(e.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Way aria-labelledby="bind-invite" ref={section}>
      <h2 id="bind-invite">{t('binding.inviteTitle')}</h2>
      <p>{t('binding.inviteIntro')}</p>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('binding.inviteCode')} value={code} error={error} onChange={(event) => setCode(event.target.value)} autoComplete="off" name="invite" />
        <PrimaryButton type="submit" disabled={busy}>{t('binding.bindInvite')}</PrimaryButton>
      </Form>
    </Way>
  );
}

function DomainWay({ onBound }: { onBound: (card: ExhibitorCard) => Promise<unknown> }) {
  const { t } = useTranslation('member');
  const { language } = usePageLanguage();
  const api = useMemberApi();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** A refusal of the address or the code shows at its field; any other (a full team, a limit) above the form. */
  const showFailure = (e: unknown) => {
    if (!(e instanceof MemberApiError) || (e.code !== 400 && e.code !== 429)) return;
    if (e.code === 400 && (e.field === 'email' || e.field === 'code')) setErrors({ [e.field]: e.message });
    else setFormError(e.message);
  };

  const send = async () => {
    const problem = blankProblem(email) ? accountProblemText(language, 'noBlank') : undefined;
    setErrors({ email: problem });
    setFormError(null);
    if (problem || busy) return;
    setBusy(true);
    try {
      const found = await sendDomainCode(api, email.trim());
      setSentTo(found.companyName);
      notify(t('binding.codeSent', { name: found.companyName }), 'success');
    } catch (e) {
      showFailure(e);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: blankProblem(email) ? accountProblemText(language, 'noBlank') : undefined,
      code: blankProblem(code) ? accountProblemText(language, 'noBlank') : undefined,
    };
    setErrors(found);
    setFormError(null);
    if (found.email || found.code || busy) return;
    setBusy(true);
    try {
      await onBound(await bindWithDomainCode(api, email.trim(), code.trim()));
      notify(t('binding.bound'), 'success');
    } catch (e) {
      showFailure(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Way aria-labelledby="bind-domain">
      <h2 id="bind-domain">{t('binding.domainTitle')}</h2>
      <p>{t('binding.domainIntro')}</p>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        {formError ? <FormError role="alert">{formError}</FormError> : null}
        <Field label={t('binding.workEmail')} type="email" value={email} error={errors.email} onChange={(event) => setEmail(event.target.value)} autoComplete="email" name="work-email">
          <SecondaryButton type="button" onClick={() => void send()} disabled={busy}>{t('binding.sendCode')}</SecondaryButton>
        </Field>
        {sentTo ? <p role="status">{t('binding.codeSent', { name: sentTo })}</p> : null}
        <Field label={t('binding.emailCode')} value={code} error={errors.code} onChange={(event) => setCode(event.target.value)} inputMode="numeric" autoComplete="one-time-code" name="email-code" />
        <PrimaryButton type="submit" disabled={busy}>{t('binding.bindDomain')}</PrimaryButton>
      </Form>
    </Way>
  );
}

const Way = styled.section`
  margin-top: ${theme.space(6)};
  padding-top: ${theme.space(5)};
  border-top: 1px solid ${theme.colors.line};
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.1rem;
  }
`;
