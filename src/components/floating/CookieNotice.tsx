import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { routes } from '../../lib/routes';
import { media, theme } from '../../styles/theme';
import { LocalizedLink } from '../ui/LocalizedLink';
import { acceptCookieNotice, COOKIE_NOTICE_ACCEPTED_CLASS, shouldShowCookieNotice } from './cookie-notice';
import { focusRing } from './styles';

/**
 * The cookie notice, until accepted or closed. It is in the static HTML, so a first-time visitor
 * sees it with the page; for a visitor who accepted it, the page's head script hides it before the
 * first paint (COOKIE_NOTICE_HEAD_SCRIPT) and it leaves the page once hydrated.
 */
export function CookieNotice({ className }: { className?: string }) {
  const { t } = useTranslation('widgets');
  const [shown, setShown] = useState(true);
  useEffect(() => {
    if (!shouldShowCookieNotice(document.cookie)) setShown(false);
  }, []);
  if (!shown) return null;
  const accept = () => {
    acceptCookieNotice();
    setShown(false);
  };
  return (
    <Notice className={className} aria-label={t('cookie.label')}>
      <p>
        {t('cookie.text')} <LocalizedLink to={routes.privacy}>{t('cookie.privacy')}</LocalizedLink>
      </p>
      <button type="button" className="accept" onClick={accept}>
        {t('cookie.accept')}
      </button>
      <button type="button" className="close" aria-label={t('cookie.close')} onClick={accept}>
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          <path d="M2 2l10 10M12 2 2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </Notice>
  );
}

const Notice = styled.section`
  display: flex;
  html.${COOKIE_NOTICE_ACCEPTED_CLASS} & {
    display: none;
  }
  align-items: center;
  gap: ${theme.space(3)};
  width: 100%;
  padding: ${theme.space(3)} ${theme.space(4)};
  background: ${theme.colors.crustDark};
  color: ${theme.colors.cream};
  font-size: 0.875rem;
  line-height: 1.5;
  box-shadow: 0 -4px 18px rgba(59, 42, 32, 0.2);
  ${media.tablet} {
    max-width: 560px;
    border-radius: ${theme.radius};
  }
  p {
    flex: 1;
    margin: 0;
  }
  a {
    color: ${theme.colors.butter};
    text-decoration: underline;
    border-radius: 2px;
  }
  a:hover {
    color: ${theme.colors.cream};
  }
  button {
    flex-shrink: 0;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .accept {
    padding: ${theme.space(2)} ${theme.space(4)};
    border: none;
    border-radius: 999px;
    background: ${theme.colors.butter};
    color: ${theme.colors.crustDark};
  }
  .close {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border: 1px solid ${theme.colors.cream};
    border-radius: 999px;
    background: transparent;
    color: ${theme.colors.cream};
  }
  a,
  button {
    ${focusRing}
  }
`;
