import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { CentreItem, CentreOverview, DraftKind } from '@expo/contract';
import { ListStatus } from '../../components/list/ListStatus';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { useMemberRead } from '../../lib/api/use-member-read';
import { formatShowTime } from '../../lib/format/date';
import { routes } from '../../lib/routes';
import { theme } from '../../styles/theme';
import { itemsPath } from './centre-api';
import { StatusTag, editorRoute, itemStatus, ItemName } from './status';

/** The team's products (in their order) or booth events, each with its state; a new one when there is room. */
export function RecordList({ kind, section, overview }: { kind: DraftKind; section: string; overview: CentreOverview }) {
  const { t } = useTranslation('centre');
  const { t: tc } = useTranslation();
  const { data, error, isLoading } = useMemberRead<CentreItem[]>(itemsPath(kind));
  const full = kind === 'product' && overview.products >= overview.productsMax;
  return (
    <>
      {full ? <p role="status">{t('productsFull', { max: overview.productsMax })}</p> : (
        <NewLink to={routes.exhibitorCentreSection(`${section}/new`)}>{t(kind === 'product' ? 'newProduct' : 'newEvent')}</NewLink>
      )}
      <ListStatus error={error} loading={isLoading} empty={data?.length === 0} emptyText={t(kind === 'product' ? 'noProducts' : 'noEvents')} />
      <Rows>
        {(data ?? []).map((item) => {
          const fields = item.draft?.fields ?? item.published ?? {};
          const picture = (kind === 'product' ? (fields.photos as string[] | undefined)?.[0] : (fields.cover as string | null)) ?? null;
          return (
            <li key={item.recordId ?? `d${item.draft!.id}`}>
              {picture ? <img src={`${picture}?w=120&h=120&fm=webp`} alt="" width={60} height={60} loading="lazy" /> : <span className="blank" aria-hidden="true" />}
              <div>
                <LocalizedLink to={editorRoute(item)}><ItemName item={item} /></LocalizedLink>
                <div className="meta">
                  <StatusTag status={itemStatus(item)} />
                  {kind === 'activity' && typeof fields.starts_at === 'string' ? <span>{formatShowTime(fields.starts_at, tc('format.dateTime'))}</span> : null}
                  {kind === 'product' && typeof fields.sort === 'number' && fields.sort > 0 ? <span>#{fields.sort}</span> : null}
                </div>
              </div>
            </li>
          );
        })}
      </Rows>
    </>
  );
}

const NewLink = styled(LocalizedLink)`
  display: inline-block;
  margin-bottom: ${theme.space(3)};
  padding: ${theme.space(2)} ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.crust};
  color: #fff;
  text-decoration: none;
`;

const Rows = styled.ul`
  list-style: none;
  padding: 0;
  li {
    display: flex;
    gap: ${theme.space(3)};
    align-items: center;
    padding: ${theme.space(2)} 0;
    border-bottom: 1px solid ${theme.colors.line};
  }
  img,
  .blank {
    flex-shrink: 0;
    width: 60px;
    height: 60px;
    border-radius: 6px;
    background: ${theme.colors.cream};
    object-fit: cover;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    margin-top: ${theme.space(1)};
    color: ${theme.colors.muted};
  }
`;
