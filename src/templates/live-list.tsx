import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { LiveItem, PageOf } from '@expo/contract';
import { ListPage } from '../app/layout/ListPage';
import { Tile, TileGrid } from '../components/cards/grids';
import { ListStatus } from '../components/list/ListStatus';
import { sectionHead } from '../components/seo/section-head';
import { MediaImage } from '../components/ui/MediaImage';
import { NewBadge } from '../components/ui/NewBadge';
import { WatchButton } from '../features/live/WatchButton';
import { formatShowTime } from '../lib/format/date';
import type { LocaleData } from '../lib/i18n/locale-data';
import { usePageLanguage } from '../lib/i18n/use-page-language';
import type { SectionPageContext } from '../lib/page-data';

const COVER_PX = 400;

/**
 * /live: the live streams. Type 2 streams are open links; type 1 streams need a signed-in member
 * with a nickname (the watch button comes with the member area).
 */
export default function LiveListPage({ pageContext }: PageProps<LocaleData, SectionPageContext<PageOf<LiveItem>>>) {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const rows = pageContext.data.rows;
  return (
    <ListPage wide title={t('live.title')} lead={t('live.lead')}>
      <ListStatus loading={false} empty={rows.length === 0} />
      <TileGrid>
        {rows.map((item) => {
          const link = language === 'en' ? item.pcUrlEn ?? item.wapUrlEn : item.pcUrl ?? item.wapUrl;
          const body = (
            <>
              {item.cover ? <MediaImage path={item.cover} use="cover" width={COVER_PX} alt="" /> : null}
              <strong>
                {item.title}
                <NewBadge createTime={item.createTime} />
              </strong>
              <small>
                <time dateTime={item.startTime}>{formatShowTime(item.startTime, t('format.dateTime'))}</time>
              </small>
              <small>{t(item.liveType === 1 ? 'live.membersOnly' : 'live.open')}</small>
            </>
          );
          return (
            <Tile key={item.id}>
              {item.liveType === 2 && link ? (
                <a href={link} target="_blank" rel="noopener noreferrer">
                  {body}
                </a>
              ) : (
                <div className="members" id={`live-${item.id}`}>
                  {body}
                  <WatchButton liveId={item.id} />
                </div>
              )}
            </Tile>
          );
        })}
      </TileGrid>
    </ListPage>
  );
}

export const Head = sectionHead<PageOf<LiveItem>>('live.title');

export const query = graphql`
  query LiveListPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
  }
`;
