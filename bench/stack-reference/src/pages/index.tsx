import React from 'react';
import { graphql, type HeadProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';

/** The one styled component: enough for styled-components' runtime and server-side styles. */
const Title = styled.h1`
  margin: 2rem 1rem 1rem;
  color: #7a4a1e;
  font: 700 1.75rem/1.3 system-ui, sans-serif;
`;

export default function Index() {
  const { t } = useTranslation();
  return (
    <main>
      <Title>{t('title')}</Title>
      <p>{t('intro')}</p>
    </main>
  );
}

export function Head({ pageContext }: HeadProps<unknown, { language?: string }>) {
  const english = pageContext.language === 'en';
  return (
    <>
      <title>{english ? 'Stack reference' : '技术栈参照页'}</title>
      <meta name="description" content={english ? 'The site\'s stack alone, for measuring.' : '只有本站技术栈的参照页，用于测量。'} />
      {/* no favicon request (a 404 in the console) */}
      <link rel="icon" href="data:," />
    </>
  );
}

/** Every page of the i18n plugin needs its language's translations. */
export const query = graphql`
  query ($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
