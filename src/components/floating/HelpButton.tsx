import React, { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { HELP_QR_SIZE_PX } from '@expo/contract/constants';
import { FloatingButton, focusRing } from './styles';
import { theme } from '../../styles/theme';

/** The help entry: a button that shows the configured help link as a QR code (an image made at build time). */
export function HelpButton({ helpLink, qrCode }: { helpLink: string; qrCode: string }) {
  const { t } = useTranslation('widgets');
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popoverId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapper}>
      <FloatingButton ref={button} type="button" aria-label={t('floating.help')} aria-expanded={open} aria-controls={popoverId} onClick={() => setOpen((was) => !was)}>
        <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8.4 8.6a2.7 2.7 0 1 1 3.6 2.5c-.6.3-1 .8-1 1.5v.6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="11" cy="16" r="1.2" fill="currentColor" />
        </svg>
      </FloatingButton>
      <Popover id={popoverId} hidden={!open}>
        <p className="title">{t('floating.helpScan')}</p>
        <div className="code">
          <img src={qrCode} width={HELP_QR_SIZE_PX} height={HELP_QR_SIZE_PX} alt={t('floating.helpQrAlt')} />
        </div>
        {isWebLink(helpLink) ? (
          <a href={helpLink} target="_blank" rel="noopener noreferrer">
            {t('floating.helpOpen')}
          </a>
        ) : null}
      </Popover>
    </Wrapper>
  );
}

function isWebLink(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

const Wrapper = styled.div`
  position: relative;
`;

const Popover = styled.div`
  position: absolute;
  right: calc(100% + ${theme.space(3)});
  bottom: 0;
  width: ${HELP_QR_SIZE_PX + 32}px;
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  background: ${theme.colors.flour};
  color: ${theme.colors.ink};
  box-shadow: 0 6px 24px rgba(90, 44, 19, 0.2);
  text-align: center;
  &[hidden] {
    display: none;
  }
  .title {
    margin: 0 0 ${theme.space(2)};
    font-weight: 600;
  }
  .code {
    display: flex;
    align-items: center;
    justify-content: center;
    width: ${HELP_QR_SIZE_PX}px;
    height: ${HELP_QR_SIZE_PX}px;
    background: #fff;
    font-size: 0.875rem;
    color: ${theme.colors.muted};
  }
  .code p {
    margin: 0;
    padding: ${theme.space(2)};
  }
  .code img {
    display: block;
  }
  a {
    display: inline-block;
    margin-top: ${theme.space(2)};
    color: ${theme.colors.crust};
    font-weight: 600;
    border-radius: 4px;
    ${focusRing}
  }
`;
