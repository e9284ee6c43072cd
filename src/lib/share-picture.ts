import type { Language } from './i18n/languages';

// The site's default share picture: one per language, made by `npm run share-pictures`
// (scripts/share-pictures.ts) into static/share/, and used as og:image and as the JSON-LD image
// of every page that has no picture of its own.

/** The size Facebook, LinkedIn, WeChat and X ask for a large preview (1.91:1). */
export const SHARE_PICTURE_SIZE = { width: 1200, height: 630 } as const;

/** The site path of the default share picture in `language`. */
export function sharePicturePath(language: Language): string {
  return `/share/${language}.png`;
}

/** The show's square logo (the favicon's motif as a PNG, which every crawler reads), for the organiser's JSON-LD. */
export const LOGO_PATH = '/share/logo.png';
export const LOGO_SIZE = 512;
