import React, { useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { Language, UnreadCount } from '@expo/contract';
import { apiGet } from '../../lib/api/public-api';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { readToken, subscribeSession } from '../../lib/session';
import { UNREAD_CHANGED_EVENT } from '../../lib/unread-notices';
import { theme } from '../../styles/theme';

/**
 * The signed-in member's unread notifications, for the header's user menu: one plain read when
 * the page opens (no member client on public pages), again when the notifications page marks
 * some read and when the session changes. Nothing when signed out or when all are read.
 */
export function UnreadBadge() {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    const read = () => {
      const token = readToken();
      if (!token) return setUnread(0);
      readUnread(language, token).then(setUnread).catch(() => setUnread(0));
    };
    read();
    window.addEventListener(UNREAD_CHANGED_EVENT, read);
    const unsubscribe = subscribeSession(read);
    return () => {
      window.removeEventListener(UNREAD_CHANGED_EVENT, read);
      unsubscribe();
    };
  }, [language]);
  if (unread === 0) return null;
  return (
    <Badge data-testid="unread-count" title={t('account.unread', { count: unread })} aria-label={t('account.unread', { count: unread })}>
      {unread > 99 ? '99+' : unread}
    </Badge>
  );
}

/** One request for the header's two menus (desktop and mobile) mounted at once. */
let inflight: Promise<number> | null = null;
function readUnread(language: Language, token: string): Promise<number> {
  inflight ??= apiGet<UnreadCount>('/member/notifications/unread', language, undefined, { token, timeoutMs: 10_000 })
    .then((answer) => answer.unread)
    .finally(() => setTimeout(() => { inflight = null; }, 0));
  return inflight;
}

const Badge = styled.span`
  display: inline-flex;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  align-items: center;
  justify-content: center;
  border-radius: 999px;
  background: ${theme.colors.berry};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1;
`;
