// The one place for the mapping between paths and languages: Chinese (the default) unprefixed,
// English under /en. Pure functions, no Gatsby or browser APIs.
import { ZH_ONLY_ROUTES } from '../routes';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

/** The language a path is in: its first segment when that names a non-default language. */
export function languageOfPath(path: string): Language {
  const first = splitPath(path).pathname.split('/')[1] ?? '';
  return LANGUAGES.find((lang) => lang !== DEFAULT_LANGUAGE && lang === first) ?? DEFAULT_LANGUAGE;
}

/** The path without its language prefix: /en/news/3/ → /news/3/, /en → /. Query and hash kept. */
export function neutralPath(path: string): string {
  const { pathname, rest } = splitPath(path);
  const lang = languageOfPath(pathname);
  if (lang === DEFAULT_LANGUAGE) return pathname + rest;
  const stripped = pathname.slice(lang.length + 1);
  return (stripped.startsWith('/') ? stripped : `/${stripped}`) + rest;
}

/** A language-neutral path in `lang`: /news/3/ → /en/news/3/ for English, unchanged for Chinese. */
export function localizedPath(path: string, lang: Language): string {
  const { pathname, rest } = splitPath(path);
  const neutral = neutralPath(pathname);
  return (lang === DEFAULT_LANGUAGE ? neutral : `/${lang}${neutral}`) + rest;
}

/** Whether a path (in any language) is one of the Chinese-only routes or below one. */
export function isChineseOnly(path: string): boolean {
  const neutral = splitPath(neutralPath(path)).pathname;
  return ZH_ONLY_ROUTES.some((route) => isAtOrBelow(neutral, route));
}

/** Whether a neutral pathname is `route` (with or without its trailing slash) or a path below it. */
export function isAtOrBelow(pathname: string, route: string): boolean {
  return `${pathname}/`.startsWith(route) || pathname.startsWith(route);
}

/** The same page in `toLang`; a Chinese-only route's twin in another language is that language's home. */
export function twinPath(path: string, toLang: Language): string {
  if (toLang !== DEFAULT_LANGUAGE && isChineseOnly(path)) return localizedPath('/', toLang);
  return localizedPath(neutralPath(path), toLang);
}

/**
 * Where the language switch leads from `path`: its twin when the page exists in `toLang`
 * (`pageLanguages`), else the twin of its section (a record with no English version → /en/news/);
 * from a page that exists in no language (the 404 page) to the home page.
 */
export function languageSwitchPath(path: string, toLang: Language, pageLanguages: readonly string[]): string {
  if (pageLanguages.length === 0) return localizedPath('/', toLang);
  if (pageLanguages.includes(toLang)) return twinPath(path, toLang);
  const section = splitPath(neutralPath(path)).pathname.split('/')[1];
  return twinPath(section ? `/${section}/` : '/', toLang);
}

/**
 * gatsby-plugin-react-i18next 3.0.1 prefixes a copied page's matchPath twice (/en/en/member/*).
 * Returns the matchPath with one prefix.
 */
export function withSingleLanguagePrefix(matchPath: string): string {
  for (const lang of LANGUAGES) {
    const doubled = `/${lang}/${lang}`;
    if (matchPath === doubled || matchPath.startsWith(`${doubled}/`)) return matchPath.slice(lang.length + 1);
  }
  return matchPath;
}

/** Whether a path is the 404 page (/404/, /404.html) in any language. */
export function isNotFoundPath(path: string): boolean {
  return /^\/404(\/|\.html)?$/.test(splitPath(neutralPath(path)).pathname);
}

function splitPath(path: string): { pathname: string; rest: string } {
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut);
  return { pathname: pathname || '/', rest: cut < 0 ? '' : path.slice(cut) };
}
