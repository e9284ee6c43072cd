import React from 'react';
import styled from 'styled-components';
import type { ProductRow } from '@expo/contract';
import { routes } from '../../lib/routes';
import { LocalizedLink } from '../ui/LocalizedLink';
import { MediaImage } from '../ui/MediaImage';
import { EAGER_TILES } from './ExhibitorTiles';
import { RankBadge } from './RankBadge';
import { Tile, TileGrid } from './grids';
import { theme } from '../../styles/theme';

export type ProductTileRow = Pick<ProductRow, 'id' | 'name' | 'photo' | 'exhibitorName' | 'categoryName' | 'innovative'>;

const PHOTO_PX = 280;

/** Products as photo tiles linking to their pages. */
export function ProductTiles({ rows, rank = false }: { rows: ProductTileRow[]; rank?: boolean }) {
  return (
    <TileGrid>
      {rows.map((product, index) => (
        <Tile key={product.id}>
          <LocalizedLink to={routes.product(product.id)}>
            {rank ? <RankBadge rank={index + 1} /> : null}
            {product.photo ? <MediaImage path={product.photo} use="photo" width={PHOTO_PX} alt="" loading={index < EAGER_TILES ? 'eager' : 'lazy'} /> : <Placeholder />}
            <strong>{product.name}</strong>
            {product.exhibitorName ? <small>{product.exhibitorName}</small> : null}
            {product.categoryName ? <small>{product.categoryName}</small> : null}
          </LocalizedLink>
        </Tile>
      ))}
    </TileGrid>
  );
}

const Placeholder = styled.div`
  aspect-ratio: 4 / 3;
  background: ${theme.colors.cream};
  border-radius: ${theme.radius};
`;
