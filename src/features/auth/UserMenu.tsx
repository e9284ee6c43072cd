import React, { type ReactNode } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { localizedPath } from '../../lib/i18n/paths';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { logout } from '../../lib/session';
import { useSessionUser } from '../../lib/use-session-user';
import { theme } from '../../styles/theme';

/**
 * The header's account area: login and register, or the signed-in member's avatar and nickname
 * menu; `badge` (the unread notifications, given by the header) shows beside the nickname.
 */
export function UserMenu({ badge }: { badge?: ReactNode }) {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const user = useSessionUser();
  if (!user) {
    return (
      <Links>
        <LocalizedLink to={routes.login}>{t('account.login')}</LocalizedLink>
        <LocalizedLink to={routes.register} className="register">
          {t('account.register')}
        </LocalizedLink>
      </Links>
    );
  }
  const onLogout = async () => {
    await logout();
    await navigate(localizedPath(routes.home, language));
  };
  return (
    <Menu>
      <summary>
        {user.avatar ? <img src={`${user.avatar}?w=64&h=64&fm=webp`} alt="" width={28} height={28} /> : <Initial aria-hidden="true">{(user.nickname || '?').slice(0, 1)}</Initial>}
        <span>{user.nickname || t('account.member')}</span>
        {badge}
      </summary>
      <ul>
        <li>
          <LocalizedLink to={routes.memberHome}>{t('account.centre')}</LocalizedLink>
        </li>
        <li>
          <LocalizedLink to={routes.memberNotifications}>
            {t('account.notifications')}
          </LocalizedLink>
        </li>
        <li>
          <button type="button" onClick={() => void onLogout()}>
            {t('account.logout')}
          </button>
        </li>
      </ul>
    </Menu>
  );
}

const Links = styled.span`
  display: inline-flex;
  gap: ${theme.space(2)};
  align-items: center;
  font-size: 0.875rem;
  white-space: nowrap;
  .register {
    background: ${theme.colors.butter};
    color: ${theme.colors.crustDark};
    border-radius: 999px;
    padding: ${theme.space(1)} ${theme.space(3)};
  }
  .register:hover {
    color: ${theme.colors.crustDark};
    background: ${theme.colors.cream};
  }
`;

const Menu = styled.details`
  position: relative;
  font-size: 0.875rem;
  summary {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  img {
    border-radius: 50%;
  }
  ul {
    position: absolute;
    right: 0;
    top: calc(100% + 8px);
    z-index: 20;
    min-width: 160px;
    margin: 0;
    padding: ${theme.space(2)};
    list-style: none;
    background: ${theme.colors.flour};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    box-shadow: ${theme.shadow};
  }
  ul a,
  ul button {
    display: block;
    width: 100%;
    padding: ${theme.space(2)};
    color: ${theme.colors.ink};
    background: none;
    border: 0;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
`;

const Initial = styled.span`
  display: inline-flex;
  width: 28px;
  height: 28px;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  background: ${theme.colors.butter};
  color: ${theme.colors.crustDark};
  font-weight: 700;
`;
