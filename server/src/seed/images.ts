import { createHash } from 'node:crypto';
import { IMAGE_SIZES, type ImageUse } from '@expo/contract';

export interface MediaRow {
  id: string;
  mime: string;
  data: Buffer;
  width: number;
  height: number;
}

const PALETTE = ['#b5651d', '#d4a373', '#8c5a3c', '#e9c46a', '#c97b4a', '#6b4226', '#f4a261', '#a0522d', '#7f5539', '#ddb892'];

/** Collects generated images, one row per distinct content (the id is the content hash). */
export class MediaSet {
  readonly rows = new Map<string, MediaRow>();

  add(use: ImageUse, svg: string): string {
    const data = Buffer.from(svg);
    const id = createHash('sha256').update(data).digest('hex').slice(0, 16);
    const { width, height } = IMAGE_SIZES[use];
    if (!this.rows.has(id)) this.rows.set(id, { id, mime: 'image/svg+xml', data, width, height });
    return id;
  }
}

function svg(use: ImageUse, body: string): string {
  const { width, height } = IMAGE_SIZES[use];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A logo: a coloured tile with Latin initials (no CJK glyphs: the rasteriser may lack the fonts). */
export function logoSvg(initials: string, n: number): string {
  const bg = PALETTE[n % PALETTE.length];
  const ring = PALETTE[(n + 3) % PALETTE.length];
  return svg('logo', `<rect width="400" height="400" rx="48" fill="${bg}"/><circle cx="200" cy="200" r="150" fill="none" stroke="${ring}" stroke-width="14"/><text x="200" y="238" font-family="DejaVu Sans, Arial, sans-serif" font-size="120" font-weight="700" fill="#fffaf2" text-anchor="middle">${initials}</text>`);
}

const SHAPES = [
  // loaf
  (c: string) => `<ellipse cx="400" cy="330" rx="250" ry="130" fill="${c}"/><path d="M230 290q30-40 60 0M330 270q30-40 60 0M430 270q30-40 60 0" stroke="#fbe7c6" stroke-width="14" fill="none"/>`,
  // cake
  (c: string) => `<rect x="220" y="260" width="360" height="180" rx="20" fill="${c}"/><rect x="220" y="250" width="360" height="40" rx="16" fill="#fff3e0"/><rect x="392" y="170" width="16" height="80" fill="#e76f51"/><ellipse cx="400" cy="160" rx="14" ry="22" fill="#f4a261"/>`,
  // croissant
  (c: string) => `<path d="M180 380q220-260 440 0q-60-30-100-10q-60-90-120 0q-60-90-120 0q-40-20-100 10z" fill="${c}"/>`,
  // oven
  (c: string) => `<rect x="200" y="150" width="400" height="320" rx="24" fill="${c}"/><rect x="240" y="220" width="320" height="200" rx="12" fill="#3d2b1f"/><circle cx="260" cy="185" r="12" fill="#fbe7c6"/><circle cx="300" cy="185" r="12" fill="#fbe7c6"/>`,
  // mixer
  (c: string) => `<rect x="330" y="140" width="220" height="90" rx="30" fill="${c}"/><rect x="480" y="200" width="60" height="240" rx="20" fill="${c}"/><path d="M300 330h200l-30 120h-140z" fill="#c0c0c0"/><rect x="260" y="450" width="300" height="30" rx="10" fill="${c}"/>`,
  // cookies
  (c: string) => `<circle cx="300" cy="300" r="110" fill="${c}"/><circle cx="500" cy="330" r="100" fill="${c}"/><circle cx="280" cy="270" r="12" fill="#3d2b1f"/><circle cx="330" cy="330" r="12" fill="#3d2b1f"/><circle cx="520" cy="300" r="12" fill="#3d2b1f"/><circle cx="480" cy="360" r="12" fill="#3d2b1f"/>`,
];

export function productSvg(n: number): string {
  const bg = ['#fdf6ec', '#f8ede3', '#fff8f0', '#f3e9dc'][n % 4];
  const colour = PALETTE[(n * 7) % PALETTE.length] as string;
  const shape = SHAPES[n % SHAPES.length] as (c: string) => string;
  return svg('photo', `<rect width="800" height="600" fill="${bg}"/><circle cx="${120 + (n % 5) * 140}" cy="90" r="40" fill="${PALETTE[(n + 2) % PALETTE.length]}" opacity="0.25"/>${shape(colour)}`);
}

export function coverSvg(n: number): string {
  const a = PALETTE[n % PALETTE.length];
  const b = PALETTE[(n + 4) % PALETTE.length];
  return svg('cover', `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="1200" height="675" fill="url(#g)"/><circle cx="${200 + (n % 7) * 120}" cy="${180 + (n % 3) * 120}" r="${140 + (n % 4) * 30}" fill="#fffaf2" opacity="0.18"/><rect x="80" y="520" width="${360 + (n % 5) * 60}" height="18" rx="9" fill="#fffaf2" opacity="0.7"/>`);
}

export function bannerSvg(): string {
  return svg('banner', `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#6b4226"/><stop offset="1" stop-color="#d4a373"/></linearGradient></defs><rect width="1920" height="640" fill="url(#g)"/><circle cx="1500" cy="320" r="240" fill="#fffaf2" opacity="0.15"/><circle cx="1650" cy="200" r="120" fill="#fffaf2" opacity="0.12"/><ellipse cx="1480" cy="420" rx="260" ry="110" fill="#e9c46a" opacity="0.55"/>`);
}

/** A QR-like square pattern (decorative; the site renders real QR codes for links itself). */
export function qrSvg(n: number): string {
  let cells = '';
  let state = n * 2654435761;
  for (let y = 0; y < 25; y++) {
    for (let x = 0; x < 25; x++) {
      state = (state * 1103515245 + 12345) >>> 0;
      const finder = (x < 7 && y < 7) || (x > 17 && y < 7) || (x < 7 && y > 17);
      if (!finder && state % 2 === 0) cells += `<rect x="${20 + x * 10.4}" y="${20 + y * 10.4}" width="10.4" height="10.4"/>`;
    }
  }
  const finder = (x: number, y: number) => `<rect x="${x}" y="${y}" width="72" height="72" fill="none" stroke="#000" stroke-width="10.4"/><rect x="${x + 20}" y="${y + 20}" width="32" height="32"/>`;
  return svg('qr', `<rect width="300" height="300" fill="#fff"/><g fill="#000">${cells}${finder(25, 25)}${finder(203, 25)}${finder(25, 203)}</g>`);
}
