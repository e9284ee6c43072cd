import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { ContactItem, ContentPage } from '@expo/contract';
import { Layout } from '../app/layout/Layout';
import { ListStatus } from '../components/list/ListStatus';
import { PageHeading } from '../components/list/PageHeading';
import { sectionHead } from '../components/seo/section-head';
import { NarrowContainer } from '../components/ui/Container';
import { Prose } from '../components/ui/Prose';
import { WrappingAddress } from '../components/ui/WrappingAddress';
import type { LocaleData } from '../lib/i18n/locale-data';
import type { SectionPageContext } from '../lib/page-data';
import { media, theme } from '../styles/theme';

type Data = { page: ContentPage | null; contacts: ContactItem[] };

/** /contact and /procurement/contact: the organiser's contacts by department. */
export default function ContactPage({ pageContext }: PageProps<LocaleData, SectionPageContext<Data>>) {
  const { t } = useTranslation();
  const { page, contacts } = pageContext.data;
  return (
    <Layout>
      <NarrowContainer>
        <PageHeading title={page?.title ?? t('contact.title')} />
        {page ? <Prose text={page.content} /> : null}
        <Contacts>
          {contacts.map((contact) => (
            <li key={contact.id}>
              <h2>{contact.dept}</h2>
              <p>{contact.person}</p>
              <p>
                {t('contact.phone')}: <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
              </p>
              <p>
                {t('contact.email')}: <a href={`mailto:${contact.email}`}><WrappingAddress text={contact.email} /></a>
              </p>
            </li>
          ))}
        </Contacts>
        <ListStatus loading={false} empty={contacts.length === 0} />
      </NarrowContainer>
    </Layout>
  );
}

export const Head = sectionHead<Data>('contact.title');

export const query = graphql`
  query ContactPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
  }
`;

const Contacts = styled.ul`
  list-style: none;
  margin: ${theme.space(6)} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(4)};
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    padding: ${theme.space(4)};
    background: ${theme.colors.flour};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
  }
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.1rem;
  }
  p {
    margin: ${theme.space(1)} 0;
    overflow-wrap: anywhere;
  }
`;
