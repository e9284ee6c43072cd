import React, { memo, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { VISITOR_LIMITS, normaliseMobile, type Badge, type DictEntry } from '@expo/contract';
import { ContactCodeFields } from '../../components/contact-code/ContactCodeFields';
import { useAccountForm } from '../../components/contact-code/use-account-form';
import { useCaptcha } from '../../components/contact-code/use-captcha';
import { Field, FieldFrame, Form, FormError, PrimaryButton, fieldErrorProps } from '../../components/form/form-ui';
import { WayTabs } from '../../components/form/Tabs';
import { getInfo } from '../../lib/api/account-api';
import { MemberApiError } from '../../lib/api/member-client';
import { useMemberApi } from '../../lib/api/use-member-api';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { readToken } from '../../lib/session';
import { media, theme } from '../../styles/theme';
import { keepBadge } from './badge-store';
import { ConsentBox } from './ConsentBox';
import { VisitQuestions } from './VisitQuestions';
import { useQuestionnaire } from './use-questionnaire';
import { EMPTY_QUESTIONNAIRE, asksProvince, questionnaireProblems, registrationBody } from './questionnaire';
import { useCountryList } from './use-country-list';
import type { ConsentText } from '../../lib/consent-text';
import { CHINA, PROVINCES } from './regions';
import { INVITE_QUERY } from '@expo/contract/invitation-query';
import type { Invited } from './invitation-lookup';
import { readChoices, registerVisitor } from './visitor-api';

type Way = 'mobile' | 'email';

const QUESTION_FIELDS: readonly string[] = Object.keys(EMPTY_QUESTIONNAIRE);

export interface Registered {
  badge: Badge;
  /** where the link to the badge was sent */
  sentTo: string;
}

/**
 * The trade visitor's questionnaire: who, the mobile or e-mail proved by a code (scene `visit`),
 * the visit, and the separate consent to share the contact with the exhibitors who scan the
 * badge (off unless ticked). A signed-in member's form starts from the profile and the
 * registration is linked to the account. `days` are the show days still ahead.
 */
export const RegistrationForm = memo(function RegistrationForm({ days, consent, onRegistered }: { days: string[]; consent: ConsentText; onRegistered: (registered: Registered) => void }) {
  const { t } = useTranslation('visitor');
  const { language } = usePageLanguage();
  const api = useMemberApi();
  const contact = useAccountForm();
  const { captcha, refresh } = useCaptcha();
  const [way, setWay] = useState<Way>('mobile');
  const { values, setValues, errors, setErrors, set, problemText } = useQuestionnaire(() => ({ ...EMPTY_QUESTIONNAIRE, country: language === 'zh' ? CHINA : '' }));
  const [choices, setChoices] = useState<{ businessTypes: DictEntry[]; interests: DictEntry[] } | null>(null);
  const [member, setMember] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // An invitation's code in the link (?invite=): who invites is shown, and the registration credits it.
  const [invited, setInvited] = useState<Invited | null>(null);
  useEffect(() => {
    const search = window.location.search;
    if (!new URLSearchParams(search).has(INVITE_QUERY)) return;
    import('./invitation-lookup').then((module) => module.readInvitation(search, language)).then(setInvited, () => undefined);
  }, [language]);
  // The country names come from the browser (Intl), once the visitor reaches the form: the HTML matches.
  const { countries, fill: fillCountries } = useCountryList(language);

  useEffect(() => {
    readChoices(language).then(setChoices, () => setChoices({ businessTypes: [], interests: [] }));
  }, [language]);

  // A signed-in member's form starts from the profile (what the visitor already typed stays).
  useEffect(() => {
    if (!readToken()) return;
    getInfo(api).then(
      (info) => {
        setMember(info.nickname || info.mobile || info.email || '');
        setValues((old) => ({ ...old, name: old.name || info.nickname || '', company: old.company || info.companyName || '', jobTitle: old.jobTitle || info.position || '' }));
        if (info.mobile) contact.set('mobile', info.mobile);
        if (info.email) contact.set('email', info.email);
        if (!info.mobile && info.email) setWay('email');
      },
      () => undefined,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens
  }, [api]);


  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems = questionnaireProblems(values);
    const contactValid = contact.check([way, 'code']);
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problemText(problem)])));
    if (!contactValid || Object.keys(problems).length > 0) {
      focusFirstError();
      return;
    }
    setBusy(true);
    const target = way === 'mobile' ? normaliseMobile(contact.values.mobile) : contact.values.email.trim();
    try {
      const body = registrationBody(values, way === 'mobile' ? { mobile: target } : { email: target }, contact.values.code, consent.version);
      const badge = await registerVisitor(api, invited?.usable ? { ...body, invitation: invited.code } : body);
      keepBadge(badge);
      onRegistered({ badge, sentTo: target });
    } catch (error) {
      if (error instanceof MemberApiError && error.code === 400 && error.field && QUESTION_FIELDS.includes(error.field)) setErrors({ [error.field]: error.message });
      else if (error instanceof MemberApiError && error.field === 'invitation') {
        // Used up meanwhile: the page says so, and sending again registers without it.
        setInvited((old) => (old ? { ...old, usable: false } : old));
        contact.showFailure(error);
      }
      else contact.showFailure(error);
      focusFirstError();
    } finally {
      setBusy(false);
    }
  };

  const textField = (field: 'name' | 'company' | 'jobTitle', autoComplete: string) => (
    <Field label={t(`visitForm.${field}`)} name={field} value={values[field]} error={errors[field] ?? null} onChange={(event) => set(field, event.target.value)} maxLength={VISITOR_LIMITS[field]} autoComplete={autoComplete} required />
  );

  return (
    <Form onSubmit={(event) => void onSubmit(event)} onFocusCapture={fillCountries} onPointerDownCapture={fillCountries} onKeyDownCapture={fillCountries} noValidate>
      {invited ? <Note role="status">{t(invited.usable ? 'visitForm.invitedBy' : 'visitForm.invitationUsedUp', { name: invited.inviter })}</Note> : null}
      {member !== null ? <Note>{t('visitForm.signedIn', { name: member })}</Note> : null}
      {contact.formError ? <FormError role="alert">{contact.formError}</FormError> : null}

      <Section aria-labelledby="visit-about">
        <h2 id="visit-about">{t('visitForm.about')}</h2>
        <Columns>
          {textField('name', 'name')}
          {textField('company', 'organization')}
          {textField('jobTitle', 'organization-title')}
          <FieldFrame label={t('visitForm.country')} htmlFor="visit-country" error={errors.country}>
            <select id="visit-country" name="country" value={values.country} onChange={(event) => set('country', event.target.value)} required {...fieldErrorProps('visit-country', errors.country)}>
              <option value="">{t('visitForm.choose')}</option>
              {countries.length > 0 ? (
                countries.map((country) => (
                  <option key={country.value} value={country.value}>
                    {country.label}
                  </option>
                ))
              ) : values.country === CHINA ? (
                <option value={CHINA}>{t('visitForm.china')}</option>
              ) : null}
            </select>
          </FieldFrame>
          {asksProvince(values) ? (
            <FieldFrame label={t('visitForm.province')} htmlFor="visit-province" error={errors.province}>
              <select id="visit-province" name="province" value={values.province} onChange={(event) => set('province', event.target.value)} required {...fieldErrorProps('visit-province', errors.province)}>
                <option value="">{t('visitForm.choose')}</option>
                {PROVINCES.map((province) => (
                  <option key={province} value={province}>
                    {t(`province.${province}`)}
                  </option>
                ))}
              </select>
            </FieldFrame>
          ) : null}
        </Columns>
      </Section>

      <Section aria-labelledby="visit-contact">
        <h2 id="visit-contact">{t('visitForm.contact')}</h2>
        <p className="lead">{t('visitForm.contactLead')}</p>
        <WayTabs label={t('visitForm.contactWays')} value={way} onChange={setWay} ways={[['mobile', t('visitForm.byMobile')], ['email', t('visitForm.byEmail')]]} />
        <ContactCodeFields api={api} form={contact} channel={way === 'mobile' ? 'sms' : 'email'} scene="visit" captcha={captcha} refreshCaptcha={refresh} />
      </Section>

      <Section aria-labelledby="visit-plan">
        <h2 id="visit-plan">{t('visitForm.visit')}</h2>
        <VisitQuestions idPrefix="visit" values={values} set={set} errors={errors} choices={choices} days={days} />
        <FieldFrame label={t('visitForm.purpose')} htmlFor="visit-purpose" error={errors.purpose} hint={t('visitForm.count', { count: [...values.purpose].length, max: VISITOR_LIMITS.purpose })}>
          <textarea id="visit-purpose" name="purpose" rows={3} value={values.purpose} maxLength={VISITOR_LIMITS.purpose} placeholder={t('visitForm.purposeHint')} onChange={(event) => set('purpose', event.target.value)} {...fieldErrorProps('visit-purpose', errors.purpose)} />
        </FieldFrame>
      </Section>

      <ConsentBox id="visit-share" name="shareContact" checked={values.shareContact} onChange={(on) => set('shareContact', on)} label={consent.share} more={consent.shareMore} />
      <ConsentBox id="visit-transfer" name="transferConsent" checked={values.transferConsent} onChange={(on) => set('transferConsent', on)} label={consent.transfer} more={consent.transferMore} />

      <PrimaryButton type="submit" disabled={busy}>
        {t(busy ? 'visitForm.sending' : 'visitForm.submit')}
      </PrimaryButton>
    </Form>
  );
});

/** Moves the focus to the first field with an error, once it shows. */
function focusFirstError() {
  window.requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
}

const Note = styled.p`
  margin: 0;
  padding: ${theme.space(3)};
  border-radius: ${theme.radius};
  background: ${theme.colors.cream};
`;

const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(4)};
  & + & {
    margin-top: ${theme.space(2)};
    padding-top: ${theme.space(5)};
    border-top: 1px solid ${theme.colors.line};
  }
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  .lead {
    margin: -${theme.space(2)} 0 0;
    color: ${theme.colors.muted};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(4)};
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
