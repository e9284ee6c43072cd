import React, { useState, type FormEvent } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { PROFILE_LIMITS, accountProblemText, isProfileComplete, blankProblem, emailProblem, mobileProblem, normaliseEmail, normaliseMobile } from '@expo/contract';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { notify } from '../../components/feedback/feedback-store';
import { MemberApiError } from '../../lib/api/member-client';
import { useMemberApi } from '../../lib/api/use-member-api';
import type { MemberInfo } from '@expo/contract';
import { ACCOUNT_PATH } from '../../lib/api/account-api';
import { useMemberRead } from '../../lib/api/use-member-read';
import { ListStatus } from '../../components/list/ListStatus';
import { Field, Form, FormError, PrimaryButton, SecondaryButton } from '../../components/form/form-ui';
import { readToken, saveSession } from '../../lib/session';
import { updateProfile, uploadAvatar, type Profile } from './member-api';
import { ContactCodeField } from './ContactCodeField';
import { theme } from '../../styles/theme';

type Editable = 'nickname' | 'mobile' | 'email' | 'companyName' | 'position' | 'remark';
const FIELDS: Editable[] = ['nickname', 'mobile', 'email', 'companyName', 'position', 'remark'];
type CodeField = 'mobileCode' | 'emailCode';
const NORMALISE = { mobile: normaliseMobile, email: normaliseEmail } as const;

/** /member/userInfo: the profile, edited in place; the avatar uploads on choice and saves with the form. */
export function UserInfo() {
  const info = useMemberRead<MemberInfo>(ACCOUNT_PATH);
  if (!info.data) return <ListStatus error={info.error} loading={!info.error} empty={false} />;
  // Keyed by the member: the form starts from the saved profile, and keeps the member's edits while SWR revalidates.
  // What was saved is shown as is: no read after saving, so nothing of the old session is still in flight if the member signs out next.
  const onSaved = (saved: Profile) => void info.mutate((current) => current && { ...current, ...saved, profileComplete: isProfileComplete(saved) }, { revalidate: false });
  return <ProfileForm key={info.data.id} info={info.data} onSaved={onSaved} />;
}

function ProfileForm({ info, onSaved }: { info: MemberInfo; onSaved: (saved: Profile) => void }) {
  const { t } = useTranslation('member');
  const { language } = usePageLanguage();
  const api = useMemberApi();
  const [draft, setDraft] = useState(() => Object.fromEntries(FIELDS.map((field) => [field, info[field] ?? ''])) as Record<Editable, string>);
  const [avatar, setAvatar] = useState<string | null>(info.avatar);
  const [errors, setErrors] = useState<Partial<Record<Editable | CodeField | 'file', string>>>({});
  const [codes, setCodes] = useState<Record<CodeField, string>>({ mobileCode: '', emailCode: '' });
  // A new sign-in mobile or e-mail is saved with the code sent to it.
  const changed = (field: 'mobile' | 'email') => Boolean(draft[field].trim()) && NORMALISE[field](draft[field]) !== (info[field] ?? '');
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = (): boolean => {
    const found: Partial<Record<Editable, string>> = {};
    const nickname = blankProblem(draft.nickname);
    if (nickname) found.nickname = accountProblemText(language, nickname);
    if (draft.mobile.trim()) {
      const problem = mobileProblem(draft.mobile);
      if (problem) found.mobile = accountProblemText(language, problem);
    }
    if (draft.email.trim()) {
      const problem = emailProblem(draft.email);
      if (problem) found.email = accountProblemText(language, problem);
    }
    for (const [field, max] of Object.entries(PROFILE_LIMITS) as Array<[Editable, number]>) {
      if (draft[field].length > max) found[field] = t('profile.maxLength', { max });
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const onAvatar = async (file: File | undefined) => {
    if (!file) return;
    setErrors((old) => ({ ...old, file: undefined }));
    try {
      setAvatar(await uploadAvatar(api, file));
    } catch (error) {
      if (error instanceof MemberApiError && error.code === 400) setErrors((old) => ({ ...old, file: error.message }));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check() || busy) return;
    setBusy(true);
    setFormError(null);
    const profile = { avatar, ...Object.fromEntries(FIELDS.map((field) => [field, draft[field].trim() || null])) } as Profile;
    const contactCodes = { ...(changed('mobile') ? { mobileCode: codes.mobileCode.trim() } : {}), ...(changed('email') ? { emailCode: codes.emailCode.trim() } : {}) };
    try {
      await updateProfile(api, { ...profile, ...contactCodes });
      const token = readToken();
      if (token) saveSession(token, { id: info.id, nickname: draft.nickname.trim(), avatar });
      notify(t('profile.saved'), 'success');
      onSaved(profile);
    } catch (error) {
      if (error instanceof MemberApiError && (error.code === 400 || error.code === 429)) {
        if (error.field && [...FIELDS, 'mobileCode', 'emailCode'].includes(error.field)) setErrors({ [error.field]: error.message });
        else setFormError(error.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title">{t('menu.userInfo')}</h1>
      {info.profileComplete ? null : <Prompt role="status">{t('profile.completePrompt')}</Prompt>}
      <Form onSubmit={(event) => void onSubmit(event)} noValidate>
        {formError ? <FormError role="alert">{formError}</FormError> : null}
        <Avatar>
          {avatar ? <img src={`${avatar}?w=160&h=160&fm=webp`} alt={t('profile.avatar')} width={80} height={80} /> : <span aria-hidden="true">{(draft.nickname || '?').slice(0, 1)}</span>}
          <label>
            <SecondaryButton as="span">{t('profile.changeAvatar')}</SecondaryButton>
            <input type="file" accept="image/jpeg,image/png,image/webp,image/gif" className="visually-hidden" aria-label={t('profile.changeAvatar')} onChange={(event) => void onAvatar(event.target.files?.[0])} />
          </label>
          {errors.file ? <FormError role="alert">{errors.file}</FormError> : null}
        </Avatar>
        {FIELDS.map((field) => (
          <React.Fragment key={field}>
            <Field
              label={t(`profile.${field}`)}
              value={draft[field]}
              error={errors[field as Editable] ?? null}
              onChange={(event) => {
                const value = event.target.value;
                setDraft((old) => ({ ...old, [field]: value }));
              }}
              name={field}
              type={field === 'email' ? 'email' : field === 'mobile' ? 'tel' : 'text'}
            />
            {(field === 'mobile' || field === 'email') && changed(field) ? (
              <ContactCodeField
                api={api}
                field={field}
                value={NORMALISE[field](draft[field])}
                code={codes[`${field}Code`]}
                error={errors[`${field}Code`] ?? null}
                onCode={(code) => setCodes((old) => ({ ...old, [`${field}Code`]: code }))}
                onError={(message) => setErrors((old) => ({ ...old, [`${field}Code`]: message }))}
              />
            ) : null}
          </React.Fragment>
        ))}
        <PrimaryButton type="submit" disabled={busy}>
          {t('profile.save')}
        </PrimaryButton>
      </Form>
    </section>
  );
}

const Prompt = styled.p`
  padding: ${theme.space(3)};
  border-radius: ${theme.radius};
  background: ${theme.colors.cream};
  border: 1px solid ${theme.colors.butter};
`;

const Avatar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(4)};
  flex-wrap: wrap;
  img,
  > span {
    width: 80px;
    height: 80px;
    border-radius: 50%;
  }
  > span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    background: ${theme.colors.butter};
    font-size: 2rem;
    font-weight: 700;
  }
  label {
    cursor: pointer;
  }
  label:focus-within span {
    outline: 3px solid ${theme.colors.berry};
  }
`;
