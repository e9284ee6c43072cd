import React, { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

/** The QR code's options: error correction M survives a scratched print or a cracked screen; a quiet zone of 2 modules. */
const QR_OPTIONS = { type: 'svg', errorCorrectionLevel: 'M', margin: 2 } as const;

/**
 * The badge's QR code, holding its token only, as an inline SVG (sharp at any size, on screen and
 * in print). The QR library loads with the first badge shown, not with the page.
 */
export function BadgeQr({ token, label, onReady, className }: { token: string; label: string; onReady?: () => void; className?: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const ready = useRef(onReady);
  ready.current = onReady;
  useEffect(() => {
    let current = true;
    setSvg(null);
    import('qrcode')
      .then((qr) => qr.toString(token, QR_OPTIONS))
      .then(
        (made) => {
          if (!current) return;
          setSvg(made);
          // after the QR is in the page (the print dialog shows what is drawn)
          window.requestAnimationFrame(() => ready.current?.());
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [token]);
  return <QrBox className={className} role="img" aria-label={label} data-ready={svg ? 'true' : 'false'} dangerouslySetInnerHTML={svg ? { __html: svg } : undefined} />;
}

/** At least 240 CSS pixels on a phone: a gate scanner reads it from the screen at arm's length. */
const QrBox = styled.div`
  width: min(100%, 280px);
  aspect-ratio: 1;
  min-width: 240px;
  margin: 0 auto;
  background: #fff;
  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;
