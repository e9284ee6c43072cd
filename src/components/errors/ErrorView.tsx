import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { routes } from '../../lib/routes';
import { LocalizedLink } from '../ui/LocalizedLink';
import type { ErrorStatus } from './error-status';
import { theme } from '../../styles/theme';

const TITLE_KEY: Record<ErrorStatus, string> = { 403: 'errors.forbidden', 404: 'notFound.message', 500: 'errors.serverError' };

/** The body of the 403 and 500 pages, and of a page whose data failed to load: text and a way home. */
export function ErrorView({ status, headingLevel = 1 }: { status: ErrorStatus; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Panel role={headingLevel === 2 ? 'alert' : undefined}>
      <p className="code" aria-hidden="true">{status}</p>
      <Heading>{t(TITLE_KEY[status])}</Heading>
      <LocalizedLink to={routes.home} className="home">{t('errors.backHome')}</LocalizedLink>
    </Panel>
  );
}

const Panel = styled.div`
  text-align: center;
  padding: ${theme.space(12)} 0;
  .code {
    font-family: ${theme.fonts.heading};
    font-size: 4rem;
    margin: 0;
    color: ${theme.colors.crust};
  }
  .home {
    display: inline-block;
    margin-top: ${theme.space(4)};
    padding: ${theme.space(2)} ${theme.space(6)};
    border-radius: 999px;
    background: ${theme.colors.crust};
    color: ${theme.colors.cream};
    text-decoration: none;
    font-weight: 600;
  }
`;
