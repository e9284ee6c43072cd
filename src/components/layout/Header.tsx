import React, { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { useSiteData } from '../../lib/site-data';
import { media } from '../../styles/theme';
import { Container } from '../ui/Container';
import { LocalizedLink } from '../ui/LocalizedLink';
import { LanguageSwitch } from './LanguageSwitch';
import { Nav } from './Nav';

export function Header() {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const site = useSiteData(language);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Bar>
      <Inner>
        <Brand to={routes.home}>{site.intro.name}</Brand>
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
          <MenuButton type="button" aria-expanded={menuOpen} aria-controls="main-nav" onClick={() => setMenuOpen((open) => !open)}>
            {t('nav.menu')}
          </MenuButton>
        </Tools>
      </Inner>
      <Container>
        <Nav id="main-nav" channels={site.channels} open={menuOpen} />
      </Container>
    </Bar>
  );
}

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.crustDark};
  color: ${({ theme }) => theme.colors.cream};
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.butter};
  }
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  min-height: 64px;
`;

const Brand = styled(LocalizedLink)`
  font-family: ${({ theme }) => theme.fonts.heading};
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
  gap: ${({ theme }) => theme.space(3)};
  flex-shrink: 0;
`;

const Social = styled.nav`
  display: none;
  gap: ${({ theme }) => theme.space(3)};
  font-size: 0.875rem;
  ${media.desktop} {
    display: flex;
  }
`;

const MenuButton = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.butter};
  background: transparent;
  color: inherit;
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  font: inherit;
  cursor: pointer;
  ${media.desktop} {
    display: none;
  }
`;
