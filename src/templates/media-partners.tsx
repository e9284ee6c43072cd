import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { ContentPage, MediaPartner } from '@expo/contract';
import { Tile, TileGrid } from '../components/cards/grids';
import { Layout } from '../app/layout/Layout';
import { ListStatus } from '../components/list/ListStatus';
import { PageHeading } from '../components/list/PageHeading';
import { sectionHead } from '../components/seo/section-head';
import { Container } from '../components/ui/Container';
import { MediaImage } from '../components/ui/MediaImage';
import { Prose } from '../components/ui/Prose';
import type { LocaleData } from '../lib/i18n/locale-data';
import type { SectionPageContext } from '../lib/page-data';

type Data = { page: ContentPage | null; partners: MediaPartner[] };

const LOGO_PX = 160;

/** /media-partners: the show's media partners, each linking to its own site. */
export default function MediaPartnersPage({ pageContext }: PageProps<LocaleData, SectionPageContext<Data>>) {
  const { t } = useTranslation();
  const { page, partners } = pageContext.data;
  return (
    <Layout>
      <Container>
        <PageHeading title={page?.title ?? t('mediaPartners.title')} />
        {page ? <Prose text={page.content} /> : null}
        <TileGrid>
          {partners.map((partner) => (
            <Tile key={partner.id}>
              <a href={partner.url} target="_blank" rel="noopener noreferrer">
                {partner.logo ? <MediaImage path={partner.logo} use="logo" width={LOGO_PX} alt="" /> : null}
                <strong>{partner.name}</strong>
              </a>
            </Tile>
          ))}
        </TileGrid>
        <ListStatus loading={false} empty={partners.length === 0} />
      </Container>
    </Layout>
  );
}

export const Head = sectionHead<Data>('mediaPartners.title');

export const query = graphql`
  query MediaPartnersPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
  }
`;
