import React from 'react';
import { Link } from 'gatsby';
import { useLocation } from '@reach/router';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { HTML_LANG, otherLanguage } from '../../lib/i18n/languages';
import { languageSwitchPath } from '../../lib/i18n/paths';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { theme } from '../../styles/theme';

/** Opens the same page in the other language (or its section when the record has no version there). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, languages } = usePageLanguage();
  const { pathname, search } = useLocation();
  const target = otherLanguage(language);
  // A full path already: it goes through Gatsby's Link, not the language-prefixing one.
  const to = languageSwitchPath(`${pathname}${search}`, target, languages);
  return (
    <Switch to={to} hrefLang={HTML_LANG[target]} lang={HTML_LANG[target]} aria-label={t('language.switchLabel')}>
      {t('language.switchTo')}
    </Switch>
  );
}

const Switch = styled(Link)`
  border: 1px solid ${theme.colors.butter};
  border-radius: 999px;
  padding: ${theme.space(1)} ${theme.space(3)};
  font-size: 0.875rem;
  white-space: nowrap;
`;
