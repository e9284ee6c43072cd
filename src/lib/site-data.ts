import { graphql, useStaticQuery } from 'gatsby';
import type { Channel, ExhibitionIntro, QrCode } from '@expo/contract';
import type { Language } from './i18n/languages';

export type NavChannel = Omit<Channel, 'zhOnly' | 'children'> & { children?: NavChannel[] };

export interface SiteData {
  lang: Language;
  channels: NavChannel[];
  intro: Pick<ExhibitionIntro, 'name' | 'venue' | 'address' | 'startTime' | 'endTime'>;
  qrCodes: QrCode[];
  helpLink: string | null;
  /** the help link's QR code (an SVG data URL made at build time) */
  helpQrCode: string | null;
  socialLinks: Array<{ name: string; url: string }>;
  externalLink: { title: string; titleEn: string; url: string } | null;
}

interface SiteDataQuery {
  site: { siteMetadata: { siteUrl: string } };
  allExhibitionSite: { nodes: SiteData[] };
}

/** The site-wide data (navigation, footer, show name) in `language`, plus the site URL. */
export function useSiteData(language: Language): SiteData & { siteUrl: string } {
  const data = useStaticQuery<SiteDataQuery>(graphql`
    query SiteData {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allExhibitionSite {
        nodes {
          lang
          channels {
            ...NavChannel
            children {
              ...NavChannel
            }
          }
          intro {
            name
            venue
            address
            startTime
            endTime
          }
          qrCodes {
            id
            photo
            name
            nameEn
          }
          helpLink
          helpQrCode
          socialLinks {
            name
            url
          }
          externalLink {
            title
            titleEn
            url
          }
        }
      }
    }
    fragment NavChannel on ExhibitionChannel {
      id
      title
      url
      path
      newWindow
    }
  `);
  const site = data.allExhibitionSite.nodes.find((node) => node.lang === language);
  if (!site) throw new Error(`No site data in ${language}: the source plugin pulls both languages`);
  return { ...site, siteUrl: data.site.siteMetadata.siteUrl.replace(/\/+$/, '') };
}
