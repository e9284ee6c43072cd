import type { Booth } from '@expo/contract';

/** Average glyph width of the label font, as a share of the font size (codes are Latin letters and digits). */
const GLYPH_WIDTH = 0.62;

/**
 * The font size (hall units) of a booth's code drawn inside it, or null when the booth is too small
 * for a readable label: the code fits the booth, and is at most 1/50 and at least 1/120 of the hall's width
 * (a plan shown at 1200 px wide then has labels of 10 to 24 px).
 */
export function boothLabelSize(booth: Pick<Booth, 'code' | 'width' | 'height'>, hallWidth: number): number | null {
  if (!booth.code) return null;
  const size = Math.min(booth.height * 0.45, (booth.width * 0.88) / (booth.code.length * GLYPH_WIDTH), hallWidth / 50);
  return size >= hallWidth / 120 ? Math.round(size * 100) / 100 : null;
}
