import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { News } from '@expo/contract';
import { Layout } from '../app/layout/Layout';
import { Seo } from '../components/seo/Seo';
import { absoluteUrl, DETAIL_SECTIONS, detailBreadcrumb, useSchemaSite } from '../components/seo/detail-schema';
import { newsArticle } from '../components/seo/structured-data';
import { shareImagePath } from '../lib/image';
import { BackLink } from '../components/ui/BackLink';
import { Card } from '../components/ui/Card';
import { NarrowContainer } from '../components/ui/Container';
import { MediaImage } from '../components/ui/MediaImage';
import { Prose } from '../components/ui/Prose';
import { formatShowTime } from '../lib/format/date';
import { excerpt } from '../lib/format/text';
import type { LocaleData } from '../lib/i18n/locale-data';
import { headLanguage, type DetailPageContext } from '../lib/i18n/page-context';
import { routes } from '../lib/routes';
import { theme } from '../styles/theme';

type Data = LocaleData & { news: Pick<News, 'title' | 'summary' | 'cover' | 'url' | 'publishTime' | 'updateTime' | 'content'> };

const COVER_PX = 880;

export default function NewsPage({ data: { news } }: PageProps<Data, DetailPageContext>) {
  const { t } = useTranslation();
  return (
    <Layout>
      <NarrowContainer>
        <Card>
          <h1>{news.title}</h1>
          <Meta>
            <time dateTime={news.publishTime}>{t('news.publishedOn', { date: formatShowTime(news.publishTime, t('format.date')) })}</time>
          </Meta>
          {news.cover ? <MediaImage path={news.cover} use="cover" width={COVER_PX} alt={news.title} loading="eager" /> : null}
          <Content>
            <Prose text={news.content ?? news.summary} />
          </Content>
          {news.url ? (
            <p>
              <a href={news.url} target="_blank" rel="noopener noreferrer">
                {t('news.readSource')} →
              </a>
            </p>
          ) : null}
        </Card>
        <BackLink to={routes.news}>{t('news.backToList')}</BackLink>
      </NarrowContainer>
    </Layout>
  );
}

export const Head: HeadFC<Data, DetailPageContext> = ({ data, pageContext }) => {
  const { news } = data;
  const page = headLanguage(pageContext);
  const site = useSchemaSite(page.language);
  const cover = shareImagePath(news.cover, 'cover');
  const url = absoluteUrl(site, page.originalPath);
  return (
    <Seo
      {...page}
      title={news.title}
      description={excerpt(news.summary ?? news.content)}
      image={cover}
      ogType="article"
      structuredData={[
        newsArticle(news, site, url, cover ? `${site.siteUrl}${cover}` : null),
        detailBreadcrumb(data, site, DETAIL_SECTIONS.news, { name: news.title, url }),
      ]}
    />
  );
};

export const query = graphql`
  query NewsPage($id: String!, $language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
    news: exhibitionNews(id: { eq: $id }) {
      title
      summary
      cover
      url
      publishTime
      updateTime
      content
    }
  }
`;


const Meta = styled.p`
  color: ${theme.colors.muted};
`;

const Content = styled.div`
  margin-top: ${theme.space(6)};
`;
