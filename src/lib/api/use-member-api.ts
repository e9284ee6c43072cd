import { useMemo } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { AxiosInstance } from 'axios';
import { usePageLanguage } from '../i18n/use-page-language';
import { createMemberApi } from './member-api';

/** The member API client in the page's language. */
export function useMemberApi(): AxiosInstance {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  return useMemo(() => createMemberApi(language, t), [language, t]);
}
