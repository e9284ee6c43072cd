import React, { useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { ExhibitorCard } from '@expo/contract';
import { LoadingDots } from '../../components/ui/LoadingDots';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { useMemberRead } from '../../lib/api/use-member-read';
import { localizedPath } from '../../lib/i18n/paths';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { readSessionUser, readToken } from '../../lib/session';
import { loginPath } from '../../lib/sign-in-redirect';
import { ModeBar } from './ModeBar';
import { Scanner } from './Scanner';

/** Lead mode: a signed-in member of a bound exhibitor team scans visitors at the stand. */
export function LeadMode() {
  const { t } = useTranslation('scan');
  const { language } = usePageLanguage();
  const [ended, setEnded] = useState(false);
  const user = readSessionUser();
  const signedIn = Boolean(readToken()) && user !== null && !ended;
  const binding = useMemberRead<ExhibitorCard | null>(signedIn ? '/member/binding' : null);
  const signIn = <a href={loginPath(language, localizedPath(routes.scanMode('lead'), language))}>{t('member.signInLink')}</a>;

  if (!signedIn) return <p>{t(ended ? 'member.signInAgain' : 'member.signIn')} {signIn}</p>;
  if (binding.error) return <p role="alert">{binding.error.message}</p>;
  if (binding.data === undefined) return <LoadingDots label={t('loading')} />;
  if (binding.data === null) {
    return (
      <p>
        {t('member.notBound')} <LocalizedLink to={routes.memberBinding}>{t('member.bindLink')}</LocalizedLink>
      </p>
    );
  }
  const company = (language === 'en' && binding.data.companyNameEn) || binding.data.companyName;
  return (
    <>
      <ModeBar text={t('member.team', { name: company })}>
        <LocalizedLink to={routes.exhibitorLeads}>{t('member.allLeads')}</LocalizedLink>
      </ModeBar>
      <Scanner key={user!.id} mode="lead" owner={`member:${user!.id}`} onSignInNeeded={() => setEnded(true)} />
    </>
  );
}
