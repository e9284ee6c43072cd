import React, { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { qrDetector } from './qr-detector';

/** How often a frame is read (a badge is answered well within a second). */
const READ_EVERY_MS = 150;

type CameraState = 'starting' | 'reading' | 'denied' | 'none' | 'failed';

/**
 * The rear camera in a <video>, its frames read for QR codes; each code read goes to `onCode` (the
 * scanner decides whether it is a new scan). Stops the camera when it unmounts. Its texts are the
 * page's: `camera.label` and `camera.<state>` of the namespace `ns` (the gate's scan, the kiosk's visitor).
 */
export function Camera({ onCode, ns = 'scan', facing = 'environment' }: { onCode: (raw: string) => void; ns?: string; facing?: 'environment' | 'user' }) {
  const { t } = useTranslation(ns);
  const video = useRef<HTMLVideoElement>(null);
  const codeHandler = useRef(onCode);
  codeHandler.current = onCode;
  const [state, setState] = useState<CameraState>('starting');

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState('none');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: facing }, audio: false });
      } catch (error) {
        const name = (error as DOMException).name;
        return setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'none');
      }
      if (stopped) return stream.getTracks().forEach((track) => track.stop());
      const element = video.current!;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      let detector;
      try {
        detector = await qrDetector();
      } catch {
        return setState('failed');
      }
      if (stopped) return;
      setState('reading');
      const read = async () => {
        if (stopped) return;
        if (element.readyState >= element.HAVE_CURRENT_DATA) {
          const codes = await detector.detect(element).catch(() => []);
          const raw = codes.find((code) => code.rawValue)?.rawValue;
          if (raw && !stopped) codeHandler.current(raw);
        }
        timer = setTimeout(() => void read(), READ_EVERY_MS);
      };
      void read();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [facing]);

  return (
    <Frame $off={state !== 'starting' && state !== 'reading'}>
      <video ref={video} muted playsInline aria-label={t('camera.label')} />
      <p role="status" className={state === 'reading' ? 'hint' : 'problem'}>{t(`camera.${state}`)}</p>
    </Frame>
  );
}

// Without a camera (none, refused, no reader) only the message stays: the typed number moves up.
const Frame = styled.div<{ $off: boolean }>`
  position: relative;
  overflow: hidden;
  width: 100%;
  max-height: 34vh;
  aspect-ratio: ${({ $off }) => ($off ? 'auto' : '4 / 3')};
  border-radius: ${theme.radius};
  background: #1d1410;
  video {
    display: ${({ $off }) => ($off ? 'none' : 'block')};
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  p {
    position: ${({ $off }) => ($off ? 'static' : 'absolute')};
    left: 0;
    right: 0;
    bottom: 0;
    margin: 0;
    padding: ${theme.space(2)} ${theme.space(3)};
    background: rgba(29, 20, 16, 0.7);
    color: #fff;
    font-size: 0.9rem;
  }
`;
