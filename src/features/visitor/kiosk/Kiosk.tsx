import React, { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { KIOSK_LIMITS, type Badge, type PrintedBadge } from '@expo/contract';
import { Camera } from '../../../components/camera/Camera';
import { PrintBadge, PrintSizeChoice } from '../../../components/badge-print/PrintBadge';
import { readPrintSize } from '../../../components/badge-print/print-size';
import { DeviceSignIn } from '../../../components/form/DeviceSignIn';
import { FormError, PrimaryButton, SecondaryButton } from '../../../components/form/form-ui';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { useSiteData } from '../../../lib/site-data';
import { theme } from '../../../styles/theme';
import { daysAhead, showDays } from '../show-days';
import { KioskForm } from './KioskForm';
import { kioskLogin, kioskLogout, kioskSession, printAtKiosk, type KioskSession } from './kiosk-api';
import { useIdleReset } from './use-idle-reset';

type Screen = { kind: 'start' } | { kind: 'register' } | { kind: 'scan' } | { kind: 'print'; badge: Badge & { prints?: number } } | { kind: 'settings' };

/**
 * The venue kiosk: a tablet signed in with a kiosk account. A walk-in registers (the code sent as
 * online) or shows a pre-registration's QR, and leaves with a printed badge. It keeps no visitor
 * session: after KIOSK_LIMITS.idleSeconds without a touch it is back at the start, the form wiped.
 */
export function Kiosk() {
  const { t } = useTranslation('visitor');
  const { language } = usePageLanguage();
  const [session, setSession] = useState<KioskSession | null>(() => kioskSession.get());
  const [ended, setEnded] = useState(false);
  const [screen, setScreen] = useState<Screen>({ kind: 'start' });
  const [error, setError] = useState<string | null>(null);
  // Each start is a new form: nothing of the last walk-in stays.
  const [round, setRound] = useState(0);
  // Set while a code is being printed and until the kiosk is back at its start: the camera keeps
  // reading frames until the printed screen replaces it, and a second read must not print twice.
  const reading = useRef(false);
  const toStart = useCallback(() => {
    reading.current = false;
    setScreen({ kind: 'start' });
    setError(null);
    setRound((r) => r + 1);
  }, []);
  useIdleReset(session !== null && screen.kind !== 'start', toStart);
  const { intro } = useSiteData(language);
  const days = daysAhead(showDays(intro.startTime, intro.endTime), Date.now());

  const signInNeeded = useCallback(() => {
    kioskSession.clear();
    setEnded(true);
    setSession(null);
  }, []);

  const print = useCallback(async (code: string) => {
    if (reading.current) return;
    reading.current = true;
    const r = await printAtKiosk(language, code);
    if ('ok' in r) return setScreen({ kind: 'print', badge: r.ok });
    reading.current = false;
    if (r.signIn) signInNeeded();
    else setError(r.refused ?? t('kiosk.noNetwork'));
  }, [language, signInNeeded, t]);

  if (!session) {
    return <KioskSignIn ended={ended} onSignedIn={(s) => { kioskSession.set(s); setEnded(false); setSession(s); }} />;
  }

  return (
    <Frame data-screen={screen.kind}>
      {screen.kind === 'start' ? (
        <div className="start">
          <p className="welcome">{t('kiosk.welcome')}</p>
          <button type="button" className="big" onClick={() => setScreen({ kind: 'register' })}>
            <strong>{t('kiosk.register')}</strong>
            <span>{t('kiosk.registerHint')}</span>
          </button>
          <button type="button" className="big" onClick={() => setScreen({ kind: 'scan' })}>
            <strong>{t('kiosk.haveQr')}</strong>
            <span>{t('kiosk.haveQrHint')}</span>
          </button>
          <SecondaryButton type="button" className="settings" onClick={() => setScreen({ kind: 'settings' })}>{t('kiosk.settings')}</SecondaryButton>
        </div>
      ) : (
        <SecondaryButton type="button" className="back" onClick={toStart}>{t('kiosk.back')}</SecondaryButton>
      )}
      {error ? <FormError role="alert">{error}</FormError> : null}
      {screen.kind === 'register' ? (
        <>
          <h2>{t('kiosk.registerTitle')}</h2>
          <KioskForm key={round} days={days} onRegistered={(badge) => void print(badge.token)} onSignInNeeded={signInNeeded} />
        </>
      ) : null}
      {screen.kind === 'scan' ? (
        <>
          <h2>{t('kiosk.scanTitle')}</h2>
          <p>{t('kiosk.scanHint')}</p>
          <div className="camera"><Camera ns="visitor" facing="user" onCode={(raw) => void print(raw.trim())} /></div>
        </>
      ) : null}
      {screen.kind === 'print' ? <Printed badge={screen.badge} onDone={toStart} /> : null}
      {screen.kind === 'settings' ? (
        <div className="settings-screen">
          <h2>{t('kiosk.settings')}</h2>
          <p>{t('kiosk.signedInAs', { username: session.username })}</p>
          <PrintSizeChoice />
          <p className="idle">{t('kiosk.idleNote', { n: KIOSK_LIMITS.idleSeconds })}</p>
          <SecondaryButton type="button" onClick={() => void kioskLogout(language).then(() => setSession(null))}>{t('kiosk.signOut')}</SecondaryButton>
        </div>
      ) : null}
    </Frame>
  );
}

function Printed({ badge, onDone }: { badge: PrintedBadge | Badge; onDone: () => void }) {
  const { t } = useTranslation('visitor');
  const [size] = useState(() => readPrintSize());
  return (
    <div className="printed">
      <h2>{t('kiosk.printedTitle', { name: badge.name })}</h2>
      <p>{t(badge.existing ? 'kiosk.printedExisting' : 'kiosk.printedHint')}</p>
      <PrintBadge badge={badge} size={size} onReady={() => window.print()} />
      <div className="actions">
        <SecondaryButton type="button" onClick={() => window.print()}>{t('kiosk.printAgain')}</SecondaryButton>
        <PrimaryButton type="button" onClick={onDone}>{t('kiosk.done')}</PrimaryButton>
      </div>
    </div>
  );
}

function KioskSignIn({ ended, onSignedIn }: { ended: boolean; onSignedIn: (session: KioskSession) => void }) {
  const { t } = useTranslation('visitor');
  const { language } = usePageLanguage();
  const signIn = async (username: string, password: string) => {
    const result = await kioskLogin(language, username, password);
    return 'ok' in result ? { session: result.ok } : { refused: result.refused };
  };
  return <DeviceSignIn text={(key) => t(`kiosk.${key}`)} ended={ended} signIn={signIn} onSignedIn={onSignedIn} />;
}

const Frame = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  h2 {
    margin: 0;
    font-size: 1.4rem;
  }
  button {
    min-height: 52px;
  }
  .start {
    display: grid;
    gap: ${theme.space(4)};
    @media (min-width: 700px) {
      grid-template-columns: 1fr 1fr;
      .welcome,
      .settings {
        grid-column: 1 / -1;
      }
    }
  }
  .welcome {
    margin: 0;
    font-size: 1.6rem;
    font-weight: 700;
    text-align: center;
  }
  .big {
    display: grid;
    gap: ${theme.space(2)};
    min-height: 160px;
    padding: ${theme.space(6)} ${theme.space(4)};
    border: 2px solid ${theme.colors.crust};
    border-radius: ${theme.radius};
    background: ${theme.colors.flour};
    color: ${theme.colors.ink};
    font: inherit;
    cursor: pointer;
    strong {
      font-size: 1.5rem;
      color: ${theme.colors.crust};
    }
    span {
      font-size: 1.05rem;
    }
  }
  .settings {
    justify-self: center;
  }
  .back {
    justify-self: start;
  }
  .camera {
    max-width: 560px;
  }
  .printed,
  .settings-screen {
    display: grid;
    gap: ${theme.space(4)};
    p {
      margin: 0;
    }
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(3)};
    justify-content: center;
  }
  .idle {
    color: ${theme.colors.muted};
  }
`;
