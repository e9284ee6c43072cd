import React from 'react';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { routes } from '../../lib/routes';
import { media } from '../../styles/theme';
import { LocalizedLink } from '../ui/LocalizedLink';
import { FloatingButton } from './styles';

/** Mobile shortcut to publishing a demand; the desktop header and member area have their own. */
export function PublishButton() {
  const { t } = useTranslation('widgets');
  return (
    <Publish as={LocalizedLink} to={routes.publishDemand}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M10 3v14M3 10h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span>{t('floating.publish')}</span>
    </Publish>
  );
}

const Publish = styled(FloatingButton)`
  ${media.desktop} {
    display: none;
  }
`;
