import React, { useEffect, useState } from 'react';
import styled from 'styled-components';

/** The QR code's options: error correction M survives a scratched print or a cracked screen; a quiet zone of 2 modules. */
const QR_OPTIONS = { type: 'svg', errorCorrectionLevel: 'M', margin: 2 } as const;

/**
 * The badge's QR code, holding its token only, as an inline SVG (sharp at any size, on screen and
 * in print). The QR library loads with the first badge shown, not with the page.
 */
export function BadgeQr({ token, label }: { token: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setSvg(null);
    import('qrcode')
      .then((qr) => qr.toString(token, QR_OPTIONS))
      .then(
        (made) => {
          if (current) setSvg(made);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [token]);
  return <QrBox role="img" aria-label={label} data-ready={svg ? 'true' : 'false'} dangerouslySetInnerHTML={svg ? { __html: svg } : undefined} />;
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
