import React, { useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { BADGE_PRINT_SIZES, type BadgePrintSize } from '@expo/contract/visitor-rules';
import type { BadgeKind } from '@expo/contract';
import { theme } from '../../styles/theme';
import { BadgeQr } from './BadgeQr';
import { PRINT_SIZES, keepPrintSize, readPrintSize } from './print-size';
import { OptionTiles } from '../form/option-tiles';

/** What a printed badge shows (contract Badge's fields). */
export interface PrintableBadge {
  kind: BadgeKind;
  number: string;
  token: string;
  name: string;
  company: string;
}

/** The colour band of each kind, named in both languages: one badge serves a bilingual hall. */
export const BADGE_BANDS: Record<BadgeKind, { colour: string; zh: string; en: string }> = {
  visitor: { colour: '#1f5fa8', zh: '观众', en: 'VISITOR' },
  staff: { colour: '#2e7d32', zh: '展商', en: 'EXHIBITOR' },
  media: { colour: '#b23a48', zh: '媒体', en: 'MEDIA' },
};

/**
 * A badge label to print through the browser's print dialog: the kind's colour band, the name,
 * the company, the QR and the badge number, laid out for the device's label size. On screen it is
 * a preview; in print it is the only thing on the page, one label of exactly that size.
 */
export function PrintBadge({ badge, size, onReady }: { badge: PrintableBadge; size: BadgePrintSize; onReady?: () => void }) {
  const { t } = useTranslation('widgets');
  const band = BADGE_BANDS[badge.kind];
  const { width, height } = BADGE_PRINT_SIZES[size];
  return (
    <>
      <PrintPage $width={width} $height={height} />
      <Label data-badge-label={size} $width={width} $height={height} $band={band.colour} $landscape={size === '4x3'}>
        <div className="band">{band.zh} {band.en}</div>
        <div className="who">
          <strong>{badge.name}</strong>
          <span>{badge.company}</span>
        </div>
        <BadgeQr className="qr" token={badge.token} label={t('badgePrint.qr', { number: badge.number })} onReady={onReady} />
        <div className="number">{badge.number}</div>
      </Label>
    </>
  );
}

/** The device's label size (kept on the device), as a choice in its settings. */
export function PrintSizeChoice({ onChange }: { onChange?: (size: BadgePrintSize) => void }) {
  const { t } = useTranslation('widgets');
  const [size, setSize] = useState<BadgePrintSize>(() => readPrintSize());
  return (
    <OptionTiles>
      <legend>{t('badgePrint.size')}</legend>
      {PRINT_SIZES.map((s) => (
        <label key={s}>
          <input
            type="radio"
            name="badge-print-size"
            value={s}
            checked={size === s}
            onChange={() => {
              keepPrintSize(s);
              setSize(s);
              onChange?.(s);
            }}
          />
          {t(`badgePrint.sizes.${s}`)}
        </label>
      ))}
    </OptionTiles>
  );
}

// In print only the label shows, at the label's size: the printer's page is the label.
const PrintPage = createGlobalStyle<{ $width: string; $height: string }>`
  @media print {
    @page {
      size: ${({ $width, $height }) => `${$width} ${$height}`};
      margin: 0;
    }
    body * {
      visibility: hidden;
    }
    [data-badge-label],
    [data-badge-label] * {
      visibility: visible;
    }
  }
`;

// Sized by the label (container units): the same layout on the screen's preview and the paper.
const Label = styled.section<{ $width: string; $height: string; $band: string; $landscape: boolean }>`
  container-type: size;
  display: grid;
  box-sizing: border-box;
  width: min(100%, ${({ $width }) => $width});
  aspect-ratio: ${({ $width, $height }) => `calc(${$width} / ${$height})`};
  margin: 0 auto;
  overflow: hidden;
  border: 1px solid ${theme.colors.line};
  background: #fff;
  color: #000;
  text-align: center;
  grid-template-columns: ${({ $landscape }) => ($landscape ? 'auto minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  grid-template-rows: ${({ $landscape }) => ($landscape ? 'auto 1fr auto' : 'auto auto 1fr auto')};
  grid-template-areas: ${({ $landscape }) => ($landscape ? "'band band' 'qr who' 'qr number'" : "'band' 'who' 'qr' 'number'")};
  .band {
    grid-area: band;
    padding: 2cqh 0;
    background: ${({ $band }) => $band};
    color: #fff;
    font-weight: 800;
    font-size: ${({ $landscape }) => ($landscape ? '9cqh' : '6cqw')};
    letter-spacing: 0.08em;
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
  }
  .who {
    grid-area: who;
    display: grid;
    align-content: center;
    gap: 1cqh;
    padding: 2cqh 4cqw;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .who strong {
    font-size: ${({ $landscape }) => ($landscape ? '10cqh' : '8cqw')};
    line-height: 1.15;
  }
  .who span {
    font-size: ${({ $landscape }) => ($landscape ? '6.5cqh' : '5.5cqw')};
  }
  && .qr {
    grid-area: qr;
    align-self: center;
    justify-self: center;
    min-width: 0;
    width: ${({ $landscape }) => ($landscape ? '62cqh' : 'min(62cqw, 44cqh)')};
    margin: ${({ $landscape }) => ($landscape ? '0 0 0 4cqw' : '0')};
  }
  .number {
    grid-area: number;
    padding: 1cqh 0 3cqh;
    font-family: ui-monospace, Menlo, Consolas, monospace;
    font-weight: 700;
    font-size: ${({ $landscape }) => ($landscape ? '8cqh' : '5.5cqw')};
    letter-spacing: 0.1em;
  }
  @media print {
    position: fixed;
    left: 0;
    top: 0;
    width: ${({ $width }) => $width};
    height: ${({ $height }) => $height};
    border: 0;
  }
`;
