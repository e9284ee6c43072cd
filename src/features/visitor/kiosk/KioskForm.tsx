import React, { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { VISITOR_LIMITS, formMessageText, normaliseMobile, type Badge, type DictEntry } from '@expo/contract';
import { Field, FieldFrame, Form, FormError, PrimaryButton, SecondaryButton, fieldErrorProps } from '../../../components/form/form-ui';
import { consentText } from '../../../lib/consent-text';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { theme } from '../../../styles/theme';
import { OptionTiles } from '../../../components/form/option-tiles';
import { ConsentBox } from '../ConsentBox';
import { countryOptions, type CountryOption } from '../countries';
import { EMPTY_QUESTIONNAIRE, asksProvince, questionnaireProblems, registrationBody } from '../questionnaire';
import { CHINA, PROVINCES } from '../regions';
import { readChoices } from '../visitor-api';
import { VisitQuestions } from '../VisitQuestions';
import { useQuestionnaire } from '../use-questionnaire';
import { kioskDevice, registerAtKiosk, sendKioskCode } from './kiosk-api';

type Way = 'mobile' | 'email';

/**
 * A walk-in's questionnaire on the kiosk: the same questions and rules as online, the code sent
 * by the kiosk (no captcha: the server limits the kiosk's requests), large touch targets.
 */
export function KioskForm({ days, onRegistered, onSignInNeeded }: { days: string[]; onRegistered: (badge: Badge) => void; onSignInNeeded: () => void }) {
  const { t } = useTranslation('visitor');
  const { language } = usePageLanguage();
  const consent = consentText(language);
  const { values, errors, setErrors, set, problemText } = useQuestionnaire(() => ({ ...EMPTY_QUESTIONNAIRE, country: language === 'zh' ? CHINA : '', days: days.slice(0, 1) }));
  const [way, setWay] = useState<Way>('mobile');
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [choices, setChoices] = useState<{ businessTypes: DictEntry[]; interests: DictEntry[] } | null>(null);
  const [countries, setCountries] = useState<CountryOption[]>([]);
  useEffect(() => {
    setCountries(countryOptions(language));
    readChoices(language).then(setChoices, () => setChoices({ businessTypes: [], interests: [] }));
  }, [language]);

  const target = () => (way === 'mobile' ? normaliseMobile(contact) : contact.trim());
  const refused = (r: { refused: string | null; field: string | null; signIn: boolean }) => {
    if (r.signIn) return onSignInNeeded();
    if (r.field) setErrors((old) => ({ ...old, [r.field!]: r.refused ?? '' }));
    else setFormError(r.refused ?? t('kiosk.noNetwork'));
  };

  const sendCode = async () => {
    setFormError(null);
    if (!contact.trim()) return setErrors((old) => ({ ...old, [way]: formMessageText(language, 'noBlank') }));
    setBusy(true);
    const r = await sendKioskCode(language, { [way]: target(), deviceId: kioskDevice() });
    setBusy(false);
    if ('ok' in r) setSent(true);
    else refused(r);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const problems = questionnaireProblems(values);
    const found: Partial<Record<string, string>> = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problemText(problem)]));
    if (!contact.trim()) found[way] = formMessageText(language, 'noBlank');
    if (!code.trim()) found.code = formMessageText(language, 'noBlank');
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError();
    setBusy(true);
    const body = registrationBody(values, way === 'mobile' ? { mobile: target() } : { email: target() }, code.trim(), consent.version);
    const r = await registerAtKiosk(language, { ...body, deviceId: kioskDevice() });
    setBusy(false);
    if ('ok' in r) onRegistered(r.ok);
    else {
      refused(r);
      focusFirstError();
    }
  };

  const textField = (field: 'name' | 'company' | 'jobTitle', autoComplete: string) => (
    <Field label={t(`visitForm.${field}`)} name={field} value={values[field]} error={errors[field] ?? null} onChange={(event) => set(field, event.target.value)} maxLength={VISITOR_LIMITS[field]} autoComplete={autoComplete} required />
  );

  return (
    <Big onSubmit={(event) => void submit(event)} noValidate aria-label={t('kiosk.registerTitle')}>
      {formError ? <FormError role="alert">{formError}</FormError> : null}
      <div className="columns">
        {textField('name', 'off')}
        {textField('company', 'off')}
        {textField('jobTitle', 'off')}
        <FieldFrame label={t('visitForm.country')} htmlFor="kiosk-country" error={errors.country}>
          <select id="kiosk-country" value={values.country} onChange={(event) => set('country', event.target.value)} required {...fieldErrorProps('kiosk-country', errors.country)}>
            <option value="">{t('visitForm.choose')}</option>
            {countries.map((country) => <option key={country.value} value={country.value}>{country.label}</option>)}
          </select>
        </FieldFrame>
        {asksProvince(values) ? (
          <FieldFrame label={t('visitForm.province')} htmlFor="kiosk-province" error={errors.province}>
            <select id="kiosk-province" value={values.province} onChange={(event) => set('province', event.target.value)} required {...fieldErrorProps('kiosk-province', errors.province)}>
              <option value="">{t('visitForm.choose')}</option>
              {PROVINCES.map((province) => <option key={province} value={province}>{t(`province.${province}`)}</option>)}
            </select>
          </FieldFrame>
        ) : null}
      </div>

      <OptionTiles>
        <legend>{t('visitForm.contactWays')}</legend>
        {(['mobile', 'email'] as const).map((w) => (
          <label key={w}>
            <input type="radio" name="kiosk-way" checked={way === w} onChange={() => { setWay(w); setSent(false); setContact(''); }} />
            {t(w === 'mobile' ? 'visitForm.byMobile' : 'visitForm.byEmail')}
          </label>
        ))}
      </OptionTiles>
      <div className="code-row">
        <Field label={t(way === 'mobile' ? 'kiosk.mobile' : 'kiosk.email')} name={way} type={way === 'mobile' ? 'tel' : 'email'} inputMode={way === 'mobile' ? 'tel' : 'email'} value={contact} error={errors[way] ?? null} onChange={(event) => { setContact(event.target.value); setErrors((old) => ({ ...old, [way]: undefined })); }} autoComplete="off" required />
        <SecondaryButton type="button" disabled={busy} onClick={() => void sendCode()}>{t(sent ? 'kiosk.sendAgain' : 'kiosk.sendCode')}</SecondaryButton>
      </div>
      {sent ? <p role="status" className="sent">{t('kiosk.codeSent', { to: target() })}</p> : null}
      <Field label={t('kiosk.code')} name="code" inputMode="numeric" value={code} error={errors.code ?? null} onChange={(event) => { setCode(event.target.value); setErrors((old) => ({ ...old, code: undefined })); }} autoComplete="one-time-code" maxLength={6} required />

      <VisitQuestions idPrefix="kiosk" values={values} set={set} errors={errors} choices={choices} days={days} />
      <ConsentBox id="kiosk-share" name="shareContact" checked={values.shareContact} onChange={(on) => set('shareContact', on)} label={consent.share} more={consent.shareMore} />
      <ConsentBox id="kiosk-transfer" name="transferConsent" checked={values.transferConsent} onChange={(on) => set('transferConsent', on)} label={consent.transfer} more={consent.transferMore} />
      <PrimaryButton type="submit" disabled={busy}>{t(busy ? 'visitForm.sending' : 'kiosk.submit')}</PrimaryButton>
    </Big>
  );
}

function focusFirstError() {
  window.requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
}

// A tablet held by strangers: every target at least 44 px, text a size up.
const Big = styled(Form)`
  font-size: 1.1rem;
  input:not([type='checkbox']):not([type='radio']),
  select,
  button {
    min-height: 52px;
    font-size: 1.1rem;
  }
  input[type='checkbox'],
  input[type='radio'] {
    width: 28px;
    height: 28px;
  }
  label:has(input[type='checkbox']),
  label:has(input[type='radio']) {
    min-height: 44px;
  }
  .columns {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space(4)};
    @media (min-width: 700px) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }

  .code-row {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${theme.space(2)};
    align-items: end;
  }
  .sent {
    margin: 0;
    color: ${theme.colors.muted};
  }
`;
