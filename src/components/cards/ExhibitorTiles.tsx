import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { ExhibitorRow } from '@expo/contract';
import { routes } from '../../lib/routes';
import { LocalizedLink } from '../ui/LocalizedLink';
import { MediaImage } from '../ui/MediaImage';
import { RankBadge } from './RankBadge';
import { Tile, TileGrid } from './grids';

export type ExhibitorTileRow = Pick<ExhibitorRow, 'id' | 'name' | 'logo' | 'booths'> & Partial<Pick<ExhibitorRow, 'regionName'>>;

const LOGO_PX = 120;
/** The first row is above the fold on every screen: its images load at once (they are the page's LCP). */
export const EAGER_TILES = 4;

/** Exhibitors as logo tiles linking to their pages. */
export function ExhibitorTiles({ rows, rank = false }: { rows: ExhibitorTileRow[]; rank?: boolean }) {
  const { t } = useTranslation();
  return (
    <TileGrid>
      {rows.map((exhibitor, index) => (
        <Tile key={exhibitor.id}>
          <LocalizedLink to={routes.exhibitor(exhibitor.id)}>
            {rank ? <RankBadge rank={index + 1} /> : null}
            <Logo>{exhibitor.logo ? <MediaImage path={exhibitor.logo} use="logo" width={LOGO_PX} alt="" loading={index < EAGER_TILES ? 'eager' : 'lazy'} /> : null}</Logo>
            <strong>{exhibitor.name}</strong>
            {exhibitor.booths.length > 0 ? <small>{t('exhibitor.boothList', { booths: exhibitor.booths.join(', ') })}</small> : null}
            {exhibitor.regionName ? <small>{exhibitor.regionName}</small> : null}
          </LocalizedLink>
        </Tile>
      ))}
    </TileGrid>
  );
}

const Logo = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  height: 120px;
`;
