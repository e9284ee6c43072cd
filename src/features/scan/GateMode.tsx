import React, { useId, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { PrintSizeChoice } from '../../components/badge-print/PrintBadge';
import { DeviceSignIn } from '../../components/form/DeviceSignIn';
import { FieldFrame, Form, PrimaryButton, SecondaryButton } from '../../components/form/form-ui';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { gateLogin, gateLogout, gateSession, type GateSession } from './scan-api';
import { gateNames } from './gate-names';
import { Scanner } from './Scanner';
import { ModeBar } from './ModeBar';
import { gatePrinting } from './gate-names';

/** Gate mode: a gate account signs in (for this tab), names its gate, then scans. */
export function GateMode() {
  const { t } = useTranslation('scan');
  const { language } = usePageLanguage();
  const [session, setSession] = useState<GateSession | null>(() => gateSession.get());
  const [gate, setGate] = useState<string | null>(() => gateNames.current());
  const [ended, setEnded] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [printing, setPrinting] = useState(() => gatePrinting.on());

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
      <ModeBar
        text={
          <label>
            <input type="checkbox" checked={printing} onChange={(e) => { gatePrinting.set(e.target.checked); setPrinting(e.target.checked); }} /> {t('gate.printBadges')}
          </label>
        }
      >
        {printing ? <PrintSizeChoice /> : null}
      </ModeBar>
      <Scanner
        key={`${session.username}:${gate}`}
        mode="gate"
        owner={`gate:${session.username}`}
        gate={gate}
        printing={printing}
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
  const signIn = async (username: string, password: string) => {
    const result = await gateLogin(language, username, password);
    return 'token' in result ? { session: result } : { refused: result.error };
  };
  return <DeviceSignIn text={(key) => t(`gate.${key}`)} ended={ended} signIn={signIn} onSignedIn={onSignedIn} />;
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
