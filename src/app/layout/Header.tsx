import React, { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { UserMenu } from '../../features/auth/UserMenu';
import { SearchBox } from '../../features/search/SearchBox';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { useBrowserValue } from '../../lib/use-hydrated';
import { useSiteData } from '../../lib/site-data';
import { media, theme } from '../../styles/theme';
import { Container } from '../../components/ui/Container';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { LanguageSwitch } from './LanguageSwitch';
import { afterIdle } from '../../components/ui/after-idle';
import { Countdown } from '../../features/countdown/Countdown';
import { countdownState, isShowDate } from '../../features/countdown/countdown-state';
import { Nav } from './Nav';

// Shown only to a signed-in member with unread notices: not part of a public page's first load.
const UnreadBadge = afterIdle(() => import('../../features/member/UnreadBadge').then((module) => module.UnreadBadge));

/**
 * The front layout's header. Desktop: a top strip (countdown, social links on the English site,
 * language switch, account) over the logo, channel navigation and search box. Mobile: a top bar
 * (logo, language, menu button), the countdown, and the menu holding navigation and search.
 */
export function Header() {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const site = useSiteData(language);
  const [menuOpen, setMenuOpen] = useState(false);
  // Visitors register until the show closes: the static page offers the link, and the browser's
  // clock takes it away once the show is over (the countdown's own rule, already in the header).
  const { startTime, endTime } = site.intro;
  const registering = useBrowserValue(() => !isShowDate(startTime) || !isShowDate(endTime) || countdownState(new Date(), startTime, endTime).state !== 3, true, `${startTime} ${endTime}`);
  return (
    <Bar>
      <Strip>
        <StripInner>
          <Countdown startDate={site.intro.startTime} endDate={site.intro.endTime} />
          <Tools>
            {language === 'en' && site.socialLinks.length > 0 ? (
              <Social aria-label={t('header.social')}>
                {site.socialLinks.map((link) => (
                  <a key={link.url} href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.name}
                  </a>
                ))}
              </Social>
            ) : null}
            <LanguageSwitch />
            <Account>
              <UserMenu badge={<UnreadBadge />} />
            </Account>
          </Tools>
        </StripInner>
      </Strip>
      <Inner>
        <Brand to={routes.home}>{site.intro.name}</Brand>
        <MenuButton type="button" aria-expanded={menuOpen} aria-controls="main-nav" onClick={() => setMenuOpen((open) => !open)}>
          {t('nav.menu')}
        </MenuButton>
        <DesktopSearch>
          <SearchBox />
        </DesktopSearch>
      </Inner>
      <Container>
        <Nav id="main-nav" channels={site.channels} open={menuOpen} action={registering ? <LocalizedLink to={routes.visitRegister}>{t('nav.visitRegister')}</LocalizedLink> : null}>
          <MobileMenuExtras>
            <SearchBox />
            <UserMenu badge={<UnreadBadge />} />
          </MobileMenuExtras>
        </Nav>
      </Container>
    </Bar>
  );
}

const Bar = styled.header`
  background: ${theme.colors.crustDark};
  color: ${theme.colors.cream};
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${theme.colors.butter};
  }
`;

const Strip = styled.div`
  background: rgba(0, 0, 0, 0.18);
  font-size: 0.85rem;
`;

const StripInner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
  min-height: 40px;
  padding-top: ${theme.space(1)};
  padding-bottom: ${theme.space(1)};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
  min-height: 64px;
`;

const Brand = styled(LocalizedLink)`
  font-family: ${theme.fonts.heading};
  font-size: 1.05rem;
  font-weight: 700;
  line-height: 1.3;
  ${media.tablet} {
    font-size: 1.3rem;
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  margin-left: auto;
`;

const Account = styled.div`
  display: none;
  ${media.desktop} {
    display: block;
  }
`;

const Social = styled.nav`
  display: none;
  gap: ${theme.space(3)};
  ${media.desktop} {
    display: flex;
  }
`;

const DesktopSearch = styled.div`
  display: none;
  ${media.desktop} {
    display: block;
    flex: 0 1 320px;
  }
`;

const MobileMenuExtras = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)} 0;
  border-top: 1px solid rgba(255, 248, 238, 0.2);
  ${media.desktop} {
    display: none;
  }
`;

const MenuButton = styled.button`
  border: 1px solid ${theme.colors.butter};
  background: transparent;
  color: inherit;
  border-radius: ${theme.radius};
  padding: ${theme.space(1)} ${theme.space(3)};
  font: inherit;
  cursor: pointer;
  flex-shrink: 0;
  ${media.desktop} {
    display: none;
  }
`;
