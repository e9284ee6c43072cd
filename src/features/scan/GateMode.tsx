import React, { useId, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { FieldFrame, Form, FormError, PrimaryButton, SecondaryButton } from '../../components/form/form-ui';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { gateLogin, gateLogout, gateSession, type GateSession } from './scan-api';
import { gateNames } from './gate-names';
import { Scanner } from './Scanner';
import { ModeBar } from './ModeBar';

/** Gate mode: a gate account signs in (for this tab), names its gate, then scans. */
export function GateMode() {
  const { t } = useTranslation('scan');
  const { language } = usePageLanguage();
  const [session, setSession] = useState<GateSession | null>(() => gateSession.get());
  const [gate, setGate] = useState<string | null>(() => gateNames.current());
  const [ended, setEnded] = useState(false);
  const [choosing, setChoosing] = useState(false);

  if (!session) {
    return (
      <GateSignIn
        ended={ended}
        onSignedIn={(s) => {
          gateSession.set(s);
          setEnded(false);
          setSession(s);
        }}
      />
    );
  }
  if (!gate || choosing) {
    return (
      <GateChoice
        initial={gate ?? ''}
        onChosen={(name) => {
          gateNames.choose(name);
          setGate(name);
          setChoosing(false);
        }}
      />
    );
  }
  const signOut = async () => {
    await gateLogout(language);
    setSession(null);
  };
  return (
    <>
      <ModeBar text={t('gate.signedInAs', { username: session.username, gate })}>
        <SecondaryButton type="button" onClick={() => setChoosing(true)}>{t('gate.changeGate')}</SecondaryButton>
        <SecondaryButton type="button" onClick={() => void signOut()}>{t('gate.signOut')}</SecondaryButton>
      </ModeBar>
      <Scanner
        key={`${session.username}:${gate}`}
        mode="gate"
        owner={`gate:${session.username}`}
        gate={gate}
        onSignInNeeded={() => {
          gateSession.clear();
          setEnded(true);
          setSession(null);
        }}
      />
    </>
  );
}

function GateSignIn({ ended, onSignedIn }: { ended: boolean; onSignedIn: (session: GateSession) => void }) {
  const { t } = useTranslation('scan');
  const { language } = usePageLanguage();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await gateLogin(language, username.trim(), password);
    setBusy(false);
    if ('token' in result) onSignedIn(result);
    else setError(result.error ?? t('gate.noNetwork'));
  };
  return (
    <Form onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('gate.signInTitle')}</h2>
      {ended ? <FormError role="alert">{t('gate.signInAgain')}</FormError> : null}
      <FieldFrame label={t('gate.username')} htmlFor={`${id}-username`}>
        <input id={`${id}-username`} autoComplete="username" autoCapitalize="none" value={username} onChange={(e) => setUsername(e.target.value)} required />
      </FieldFrame>
      <FieldFrame label={t('gate.password')} htmlFor={`${id}-password`}>
        <input id={`${id}-password`} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      </FieldFrame>
      {error ? <FormError role="alert">{error}</FormError> : null}
      <PrimaryButton type="submit" disabled={busy || !username.trim() || !password}>{t('gate.signIn')}</PrimaryButton>
    </Form>
  );
}

/** The gate's name, as the dashboard counts check-ins by it; the names used on this device are offered. */
function GateChoice({ initial, onChosen }: { initial: string; onChosen: (name: string) => void }) {
  const { t } = useTranslation('scan');
  const id = useId();
  const [name, setName] = useState(initial);
  const known = gateNames.known();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (name.trim()) onChosen(name.trim());
  };
  return (
    <Form onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('gate.chooseTitle')}</h2>
      <FieldFrame label={t('gate.name')} htmlFor={`${id}-gate`} hint={t('gate.nameHint')}>
        <input id={`${id}-gate`} list={`${id}-known`} maxLength={50} value={name} onChange={(e) => setName(e.target.value)} required />
      </FieldFrame>
      <datalist id={`${id}-known`}>
        {known.map((gate) => <option key={gate} value={gate} />)}
      </datalist>
      <PrimaryButton type="submit" disabled={!name.trim()}>{t('gate.start')}</PrimaryButton>
    </Form>
  );
}
