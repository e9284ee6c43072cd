import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ExhibitionIntro } from '@expo/contract';
import { LANGUAGES, type Language } from '../src/lib/i18n/languages';
import { formatShowDate } from '../src/lib/format/date';
import { LOGO_PATH, LOGO_SIZE, SHARE_PICTURE_SIZE, sharePicturePath } from '../src/lib/share-picture';
import { theme } from '../src/styles/theme';

/**
 * `npm run share-pictures`: the default share pictures (static/share/{zh,en}.png, 1200×630: the
 * show's name, dates and venue in each language on the site's colours) and the show's square logo
 * (static/share/logo.png, from static/favicon.svg). The show's facts come from the content API
 * (API_URL, default the `npm start` server on port 8000), the date format from the locale files.
 * The pictures are committed: run this again when the show's name, dates or venue change.
 * Needs Debian's fonts-noto-cjk for the Chinese text.
 */
const REPO = path.resolve(__dirname, '..');
const STATIC = path.join(REPO, 'static');
const API_URL = (process.env.API_URL ?? 'http://127.0.0.1:8000/api').replace(/\/+$/, '');
const API_LANG: Record<Language, string> = { zh: 'zh_CN', en: 'en_US' };
const FONT = '"Noto Sans CJK SC", "Noto Sans", sans-serif';
const HEADING_FONT = '"Noto Serif CJK SC", "Noto Serif", serif';

async function main() {
  const favicon = readFileSync(path.join(STATIC, 'favicon.svg'), 'utf8');
  mkdirSync(path.join(STATIC, 'share'), { recursive: true });
  for (const language of LANGUAGES) {
    const intro = await fetchIntro(language);
    const svg = sharePictureSvg(intro, language, favicon);
    const file = path.join(STATIC, sharePicturePath(language));
    writeFileSync(file, await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer());
    console.log(`${path.relative(REPO, file)}: ${intro.name}`);
  }
  const logo = path.join(STATIC, LOGO_PATH);
  writeFileSync(logo, await sharp(Buffer.from(favicon), { density: (72 * LOGO_SIZE) / 64 }).resize(LOGO_SIZE, LOGO_SIZE).png().toBuffer());
  console.log(path.relative(REPO, logo));
}

async function fetchIntro(language: Language): Promise<ExhibitionIntro> {
  const response = await fetch(`${API_URL}/common/exhibition/getExhibitionIntro`, { headers: { lang: API_LANG[language] } });
  const body = (await response.json()) as { code: number; msg: string; data: ExhibitionIntro };
  if (body.code !== 200) throw new Error(`${API_URL}: ${body.msg}`);
  return body.data;
}

/** The picture as SVG: favicon motif, name, dates and venue, left-aligned on the crust colour. */
function sharePictureSvg(intro: Pick<ExhibitionIntro, 'name' | 'venue' | 'startTime' | 'endTime'>, language: Language, favicon: string): string {
  const { width, height } = SHARE_PICTURE_SIZE;
  const { colors } = theme;
  const locale = JSON.parse(readFileSync(path.join(REPO, 'locales', language, 'common.json'), 'utf8')) as {
    format: { date: string };
    home: { dateRange: string };
  };
  const dates = locale.home.dateRange
    .replace('{{start}}', formatShowDate(intro.startTime, locale.format.date))
    .replace('{{end}}', formatShowDate(intro.endTime, locale.format.date));
  const margin = 80;
  const textWidth = width - 2 * margin;
  const nameSize = fitFontSize(intro.name, textWidth, 76);
  const icon = favicon.replace('<svg ', `<svg x="${margin}" y="${margin}" width="120" height="120" `);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${colors.crustDark}"/>
  <rect y="${height - 24}" width="${width}" height="24" fill="${colors.butter}"/>
  ${icon}
  <text x="${margin}" y="${330}" font-family='${HEADING_FONT}' font-weight="700" font-size="${nameSize}" fill="${colors.cream}">${escapeXml(intro.name)}</text>
  <text x="${margin}" y="${430}" font-family='${FONT}' font-weight="700" font-size="${fitFontSize(dates, textWidth, 48)}" fill="${colors.butter}">${escapeXml(dates)}</text>
  <text x="${margin}" y="${500}" font-family='${FONT}' font-size="${fitFontSize(intro.venue, textWidth, 36)}" fill="${colors.cream}">${escapeXml(intro.venue)}</text>
</svg>`;
}

/** The largest size up to `max` at which `text` fits `width`: CJK characters take 1 em, others about 0.56 em. */
function fitFontSize(text: string, width: number, max: number): number {
  const ems = [...text].reduce((sum, char) => sum + (/[\u2e80-\u9fff\uff00-\uffef]/.test(char) ? 1 : 0.56), 0);
  return Math.max(24, Math.min(max, Math.floor(width / Math.max(ems, 1))));
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
