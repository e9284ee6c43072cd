import { useMemo, useRef } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { AxiosInstance } from 'axios';
import { usePageLanguage } from '../i18n/use-page-language';
import { createMemberApi } from './member-api';

/**
 * The member API client in the page's language. One instance per language: `t` may change identity
 * between renders, so it is read through a ref (effects that depend on the client do not rerun).
 */
export function useMemberApi(): AxiosInstance {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const translate = useRef(t);
  translate.current = t;
  return useMemo(() => createMemberApi(language, (key) => translate.current(key)), [language]);
}
