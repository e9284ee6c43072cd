import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { DRAFT_NAME_FIELD, draftName, type CentreItem } from '@expo/contract';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { theme } from '../../styles/theme';

export type ItemStatus = 'published' | 'draft' | 'submitted' | 'rejected' | 'new' | 'hidden';

/** What the team sees of an item: its open draft's state first, then new or hidden. */
export function itemStatus(item: CentreItem): ItemStatus {
  const draft = item.draft?.status;
  if (draft === 'draft' || draft === 'submitted' || draft === 'rejected') return draft;
  if (!item.published) return 'new';
  return item.published.hidden === true ? 'hidden' : 'published';
}

/** The item's name in the page's language (the draft's, when there is one). */
export function itemName(item: CentreItem, language: 'zh' | 'en' = 'zh'): string {
  return draftName(item.kind, item.draft?.fields ?? item.published ?? {}, language);
}

/** The item's name in the page's language; a name only in the other language says so (the team should add it). */
export function ItemName({ item }: { item: CentreItem }) {
  const { t } = useTranslation('centre');
  const { language } = usePageLanguage();
  const fields = item.draft?.fields ?? item.published ?? {};
  const own = fields[`${DRAFT_NAME_FIELD[item.kind]}_${language}`];
  const name = itemName(item, language);
  if (!name) return <>{t('untitled')}</>;
  if (typeof own === 'string' && own.trim()) return <>{name}</>;
  return (
    <>
      <span lang={language === 'zh' ? 'en' : 'zh'}>{name}</span> <Missing>{t('noNameHere')}</Missing>
    </>
  );
}

/** Where an item of the centre is edited. */
export function editorRoute(item: CentreItem): string {
  if (item.kind === 'profile') return routes.exhibitorCentreSection('profile');
  const section = item.kind === 'product' ? 'products' : 'events';
  return routes.exhibitorCentreSection(`${section}/${item.recordId ?? `draft-${item.draft!.id}`}`);
}

const TONE: Record<ItemStatus, string> = {
  published: theme.colors.muted,
  draft: theme.colors.crust,
  submitted: '#8a6d00',
  rejected: theme.colors.berry,
  new: theme.colors.crust,
  hidden: theme.colors.muted,
};

export function StatusTag({ status }: { status: ItemStatus }) {
  const { t } = useTranslation('centre');
  return <Tag $tone={TONE[status]} data-status={status}>{t(`status.${status}`)}</Tag>;
}

const Missing = styled.small`
  color: ${theme.colors.berry};
`;

const Tag = styled.span<{ $tone: string }>`
  display: inline-block;
  padding: 0 ${theme.space(2)};
  border: 1px solid ${({ $tone }) => $tone};
  border-radius: 999px;
  color: ${({ $tone }) => $tone};
  font-size: 0.85em;
  white-space: nowrap;
`;
