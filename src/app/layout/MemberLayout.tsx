import React, { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { neutralPath } from '../../lib/i18n/paths';
import { MemberMenuRouteContext } from '../../lib/member-menu-route';
import { routes } from '../../lib/routes';
import { media, theme } from '../../styles/theme';
import { Container } from '../../components/ui/Container';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { Layout } from './Layout';
import { MEMBER_MENU, activeMemberEntry } from './member-menu';

/**
 * The member layout: breadcrumb, the member menu (four collapsible groups, the active entry
 * highlighted), the content and the publish widget. On mobile the menu toggles with the content
 * and closes when a page opens.
 */
export function MemberLayout({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { t } = useTranslation('member');
  const [pageRoute, setPageRoute] = useState<string | null>(null);
  const active = activeMemberEntry(pageRoute ?? neutralPath(pathname));
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <Layout formPage>
      <Container>
        <Breadcrumb aria-label={t('breadcrumb')}>
          <ol>
            <li>
              <LocalizedLink to={routes.home}>{t('home')}</LocalizedLink>
            </li>
            <li>{t('centre')}</li>
            {active ? <li aria-current="page">{t(`menu.${active.item.key}`)}</li> : null}
          </ol>
        </Breadcrumb>
        <MenuToggle type="button" aria-expanded={menuOpen} aria-controls="member-menu" onClick={() => setMenuOpen((open) => !open)}>
          {t(menuOpen ? 'showContent' : 'showMenu')}
        </MenuToggle>
        <Columns>
          <Menu id="member-menu" aria-label={t('centre')} data-open={menuOpen}>
            {MEMBER_MENU.map((group) => (
              <details key={group.key} open>
                <summary>{t(`group.${group.key}`)}</summary>
                <ul>
                  {group.items.map((item) => (
                    <li key={item.key}>
                      <LocalizedLink to={item.route} aria-current={active?.item.key === item.key ? 'page' : undefined}>
                        {t(`menu.${item.key}`)}
                      </LocalizedLink>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </Menu>
          <Content data-hidden={menuOpen}>
            <MemberMenuRouteContext.Provider value={setPageRoute}>{children}</MemberMenuRouteContext.Provider>
          </Content>
          <Publish>
            <h2>{t('publish.title')}</h2>
            <p>{t('publish.text')}</p>
            <LocalizedLink to={routes.publishDemand}>{t('publish.action')}</LocalizedLink>
          </Publish>
        </Columns>
      </Container>
    </Layout>
  );
}

const Breadcrumb = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    list-style: none;
    padding: 0;
    margin: 0 0 ${theme.space(4)};
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }
  li + li::before {
    content: '›';
    margin-right: ${theme.space(2)};
  }
`;

const MenuToggle = styled.button`
  margin-bottom: ${theme.space(4)};
  padding: ${theme.space(2)} ${theme.space(4)};
  border: 1px solid ${theme.colors.crust};
  border-radius: ${theme.radius};
  background: ${theme.colors.flour};
  color: ${theme.colors.crust};
  font: inherit;
  ${media.desktop} {
    display: none;
  }
`;

const Columns = styled.div`
  display: grid;
  /* One column that never grows past the screen: a wide table scrolls in its own region. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(6)};
  ${media.desktop} {
    grid-template-columns: 220px minmax(0, 1fr) 220px;
    align-items: start;
  }
`;

const Menu = styled.nav`
  display: none;
  &[data-open='true'] {
    display: block;
  }
  ${media.desktop} {
    display: block;
  }
  background: ${theme.colors.flour};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  padding: ${theme.space(3)};
  summary {
    cursor: pointer;
    font-weight: 700;
    padding: ${theme.space(2)} 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0 0 ${theme.space(2)};
  }
  a {
    display: block;
    padding: ${theme.space(2)} ${theme.space(3)};
    border-radius: 6px;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${theme.colors.crust};
    color: ${theme.colors.cream};
  }
`;

const Content = styled.div`
  &[data-hidden='true'] {
    display: none;
  }
  ${media.desktop} {
    &[data-hidden='true'] {
      display: block;
    }
  }
`;

const Publish = styled.aside`
  background: ${theme.colors.cream};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  padding: ${theme.space(4)};
  h2 {
    font-size: 1.05rem;
    margin: 0 0 ${theme.space(2)};
  }
  a {
    display: inline-block;
    margin-top: ${theme.space(2)};
    padding: ${theme.space(2)} ${theme.space(4)};
    border-radius: 999px;
    background: ${theme.colors.crust};
    color: ${theme.colors.cream};
    text-decoration: none;
  }
`;
