import { useMemo, useRef } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { usePageLanguage } from '../i18n/use-page-language';
import { memberApiFor, type MemberApi } from './member-client';

/**
 * The member API in the page's language. One instance per language: `t` may change identity
 * between renders, so it is read through a ref (effects that depend on the client do not rerun).
 */
export function useMemberApi(): MemberApi {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const translate = useRef(t);
  translate.current = t;
  return useMemo(() => memberApiFor(language, (key) => translate.current(key)), [language]);
}
