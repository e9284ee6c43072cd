import React from 'react';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { useSiteData } from '../../lib/site-data';
import { media, theme } from '../../styles/theme';
import { Container } from '../../components/ui/Container';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { MediaImage } from '../../components/ui/MediaImage';

const QR_DISPLAY_PX = 96;

export function Footer() {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const site = useSiteData(language);
  const external = site.externalLink;
  return (
    <Bar>
      <Columns>
        <section>
          <h2>{t('footer.links')}</h2>
          <Links>
            <li><LocalizedLink to={routes.contentPage('about-us')}>{t('footer.aboutUs')}</LocalizedLink></li>
            <li><LocalizedLink to={routes.contentPage('ipr')}>{t('footer.ipr')}</LocalizedLink></li>
            <li><LocalizedLink to={routes.cooperation}>{t('footer.cooperation')}</LocalizedLink></li>
            <li><LocalizedLink to={routes.news}>{t('footer.news')}</LocalizedLink></li>
            {external ? (
              <li>
                <a href={external.url} target="_blank" rel="noopener noreferrer">
                  {language === 'zh' ? external.title : external.titleEn}
                </a>
              </li>
            ) : null}
            {language === 'zh' ? <li><LocalizedLink to={routes.procurement}>{t('footer.procurement')}</LocalizedLink></li> : null}
            <li><LocalizedLink to={routes.contentPage('privacy')}>{t('footer.privacy')}</LocalizedLink></li>
            <li><LocalizedLink to={routes.accessibility}>{t('footer.accessibility')}</LocalizedLink></li>
            <li><LocalizedLink to={routes.pages}>{t('page.indexTitle')}</LocalizedLink></li>
          </Links>
        </section>
        {site.qrCodes.length > 0 ? (
          <section>
            <h2>{t('footer.follow')}</h2>
            <QrList>
              {site.qrCodes.map((qr) => {
                const name = language === 'zh' ? qr.name : qr.nameEn;
                return (
                  <figure key={qr.id}>
                    <MediaImage path={qr.photo} use="qr" width={QR_DISPLAY_PX} alt={name} />
                    <figcaption>{name}</figcaption>
                  </figure>
                );
              })}
            </QrList>
          </section>
        ) : null}
      </Columns>
      <Container>
        <Rights>{t('footer.rights', { name: site.intro.name })}</Rights>
      </Container>
    </Bar>
  );
}

const Bar = styled.footer`
  background: ${theme.colors.ink};
  color: ${theme.colors.line};
  /* --dock-height: room for the fixed floating controls and cookie notice (FloatingControls). */
  padding: ${theme.space(8)} 0 calc(${theme.space(4)} + var(--dock-height, 0px));
  font-size: 0.9rem;
  h2 {
    color: ${theme.colors.butter};
    font-size: 1rem;
    margin: 0 0 ${theme.space(3)};
  }
  a {
    color: inherit;
  }
`;

const Columns = styled(Container)`
  display: grid;
  gap: ${theme.space(8)};
  ${media.tablet} {
    grid-template-columns: 1fr auto;
  }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(2)} ${theme.space(6)};
  ${media.tablet} {
    grid-template-columns: repeat(3, auto);
    justify-content: start;
  }
`;

const QrList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(4)};
  figure {
    margin: 0;
    width: ${QR_DISPLAY_PX}px;
    text-align: center;
  }
  figcaption {
    font-size: 0.8rem;
    margin-top: ${theme.space(1)};
  }
`;

const Rights = styled.p`
  margin: ${theme.space(8)} 0 0;
  padding-top: ${theme.space(4)};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: 0.8rem;
`;
