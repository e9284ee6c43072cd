import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../app/layout/Layout';
import { clientHead } from '../components/seo/client-head';
import { NarrowContainer } from '../components/ui/Container';
import { SharedPlan } from '../features/plan/SharedPlan';
import type { LocaleData } from '../lib/i18n/locale-data';
import type { I18nPageContext } from '../lib/i18n/page-context';

/** /shared-plan/#TOKEN: a member's visit plan, read-only, by the link they shared (not indexed). */
export default function SharedPlanPage(_props: PageProps<LocaleData, I18nPageContext>) {
  return (
    <Layout>
      <NarrowContainer>
        <SharedPlan />
      </NarrowContainer>
    </Layout>
  );
}

export const Head = clientHead('sharedTitle', { noIndex: true });

export const query = graphql`
  query SharedPlanPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets", "plan"] } }) {
      ...Locales
    }
  }
`;
