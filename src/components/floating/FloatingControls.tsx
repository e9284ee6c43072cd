import React, { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { media, theme } from '../../styles/theme';
import { BackToTop } from './BackToTop';
import { CookieNotice } from './CookieNotice';
import { HelpButton } from './HelpButton';
import { PublishButton } from './PublishButton';

export interface FloatingControlsProps {
  /** the configured help link (config address_service); empty or null removes the help entry */
  helpLink: string | null;
  /** the help link's QR code, made at build time */
  helpQrCode: string | null;
  /** a form page (sign-in, register, reset, publish, member centre): only the cookie notice, no stack over the fields */
  formPage?: boolean;
}

/** The dock's height as a CSS variable, so the page keeps room for it (see global-style.ts). */
const DOCK_HEIGHT = '--dock-height';

/**
 * The front layout's floating controls (SPEC.md section 2): back to top, help and, on mobile,
 * publish a demand, stacked on the right; under them the cookie notice. One fixed dock holds both,
 * so the stack rises above the notice instead of hiding behind it.
 */
export function FloatingControls({ helpLink, helpQrCode, formPage = false }: FloatingControlsProps) {
  const { t } = useTranslation('widgets');
  const dock = useRef<HTMLDivElement>(null);
  useReservedHeight(dock);
  return (
    <Dock ref={dock}>
      {formPage ? null : (
        <Stack aria-label={t('floating.label')}>
          <BackToTop />
          {helpLink && helpQrCode ? <HelpButton helpLink={helpLink} qrCode={helpQrCode} /> : null}
          <PublishButton />
        </Stack>
      )}
      <CookieNotice />
    </Dock>
  );
}

/** Keeps the page's bottom (and keyboard focus scrolling) clear of the fixed dock, whatever it holds. */
function useReservedHeight(dock: React.RefObject<HTMLDivElement>) {
  useEffect(() => {
    const element = dock.current;
    const root = document.documentElement;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => root.style.setProperty(DOCK_HEIGHT, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(DOCK_HEIGHT);
    };
  }, [dock]);
}

const Dock = styled.div`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 50;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  /* The dock spans the width; only its controls take clicks. */
  pointer-events: none;
  > * {
    pointer-events: auto;
  }
  ${media.tablet} {
    padding: 0 ${theme.space(4)} ${theme.space(4)} 0;
  }
  @media print {
    display: none;
  }
`;

/** A complementary landmark, so the controls are not content outside every landmark. */
const Stack = styled.aside`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${theme.space(3)};
  margin: 0 ${theme.space(4)} ${theme.space(4)} 0;
  ${media.tablet} {
    margin: 0 0 ${theme.space(3)};
  }
`;
