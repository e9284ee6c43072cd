import React, { useState, type FormEvent } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { accountProblemText, blankProblem, type ExhibitorCard } from '@expo/contract';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { askDialog, notify } from '../../components/feedback/feedback-store';
import { Facts } from '../../components/ui/Facts';
import { MemberApiError } from '../../lib/api/member-client';
import { ListStatus } from '../../components/list/ListStatus';
import { useMemberApi } from '../../lib/api/use-member-api';
import { useMemberRead } from '../../lib/api/use-member-read';
import { Field, Form, FormError, PrimaryButton, SecondaryButton } from '../../components/form/form-ui';
import { BINDING_PATH, bindExhibitor, unbindExhibitor } from './member-api';
import { BindingWays } from './BindingWays';
import { Team } from './Team';
import { theme } from '../../styles/theme';

/** /member/binding: bind the account to an exhibitor with the exhibitor's own login; the card; unbind after a confirmation. */
export function Binding() {
  const { t } = useTranslation('member');
  const { language } = usePageLanguage();
  const api = useMemberApi();
  const binding = useMemberRead<ExhibitorCard | null>(BINDING_PATH);
  const card = binding.data;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onBind = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      username: blankProblem(username) ? accountProblemText(language, 'noBlank') : undefined,
      password: blankProblem(password) ? accountProblemText(language, 'noBlank') : undefined,
    };
    setErrors(found);
    setFormError(null);
    if (found.username || found.password || busy) return;
    setBusy(true);
    try {
      await binding.mutate(await bindExhibitor(api, username.trim(), password), { revalidate: false });
      setPassword('');
      notify(t('binding.bound'), 'success');
    } catch (error) {
      if (error instanceof MemberApiError && (error.code === 400 || error.code === 429)) setFormError(error.message);
    } finally {
      setBusy(false);
    }
  };

  const onBoundOtherWay = (bound: ExhibitorCard) => binding.mutate(bound, { revalidate: false });

  const onUnbind = async () => {
    const confirmed = await askDialog({ key: 'unbind', title: t('binding.confirmTitle'), message: t('binding.confirmText'), confirmText: t('binding.unbind'), cancelText: t('binding.keep') });
    if (!confirmed) return;
    try {
      await unbindExhibitor(api);
      await binding.mutate(null, { revalidate: false });
      notify(t('binding.unbound'), 'success');
    } catch {
      // the API client has shown the message
    }
  };

  if (card === undefined) return <ListStatus error={binding.error} loading={!binding.error} empty={false} />;
  return (
    <>
      <section aria-labelledby="binding-title">
        <h1 id="binding-title">{t('menu.binding')}</h1>
        {card ? (
          <Card>
            <Head>
              {card.logo ? <img src={`${card.logo}?w=160&h=160&fm=webp`} alt="" width={80} height={80} /> : null}
              <div>
                <h2>{card.companyName}</h2>
                {card.companyNameEn ? <p lang="en">{card.companyNameEn}</p> : null}
              </div>
            </Head>
            <Facts
              items={[
                [t('binding.email'), card.email],
                [t('binding.phone'), card.phone],
                [t('binding.fax'), card.fax],
                [t('binding.address'), card.address],
                [t('binding.website'), card.website ? <a href={card.website} target="_blank" rel="noopener noreferrer">{card.website}</a> : null],
              ]}
            />
            <SecondaryButton type="button" onClick={() => void onUnbind()}>
              {t('binding.unbind')}
            </SecondaryButton>
          </Card>
        ) : (
          <>
            <p>{t('binding.intro')}</p>
            <Form onSubmit={(event) => void onBind(event)} noValidate>
              {formError ? <FormError role="alert">{formError}</FormError> : null}
              <Field label={t('binding.username')} value={username} error={errors.username} onChange={(event) => setUsername(event.target.value)} autoComplete="off" name="username" />
              <Field label={t('binding.password')} value={password} error={errors.password} onChange={(event) => setPassword(event.target.value)} type="password" autoComplete="off" name="password" />
              <PrimaryButton type="submit" disabled={busy}>
                {t('binding.bind')}
              </PrimaryButton>
            </Form>
            <BindingWays onBound={onBoundOtherWay} />
          </>
        )}
      </section>
      {card ? <Team /> : null}
    </>
  );
}

const Card = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  padding: ${theme.space(5)};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  background: ${theme.colors.flour};
  justify-items: start;
`;

const Head = styled.div`
  display: flex;
  gap: ${theme.space(4)};
  align-items: center;
  h2 {
    margin: 0;
  }
  p {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.colors.muted};
  }
`;
