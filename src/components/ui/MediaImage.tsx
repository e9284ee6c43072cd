import React from 'react';
import styled from 'styled-components';
import type { ImageUse } from '@expo/contract/constants';
import { mediaImageData, type MediaLayout } from '../../lib/image';

export interface MediaImageProps {
  /** an API image path, `/api/media/{id}` */
  path: string;
  use: ImageUse;
  alt: string;
  /** displayed width in CSS pixels (not for fullWidth) */
  width?: number;
  layout?: MediaLayout;
  className?: string;
  /** eager: above the fold (also fetched first); lazy (default): when scrolled near */
  loading?: 'lazy' | 'eager';
}

/**
 * An API image as one plain `<img>` with `srcset` and `sizes` as gatsby-plugin-image's data
 * helpers give them (lib/image.ts). Not its GatsbyImage component: that bundles react-dom/server
 * (21 KB gzip) for its lazy hydration and renders markup per image on the main thread; the
 * browser's own lazy loading and the width and height attributes (no layout shift) do the same
 * work here.
 */
export function MediaImage({ path, use, alt, width, layout, className, loading = 'lazy' }: MediaImageProps) {
  const image = mediaImageData(path, use, width, layout);
  // React 18 passes the attribute through only in lower case (it knows no fetchPriority prop).
  const priority = loading === 'eager' ? { fetchpriority: 'high' } : {};
  return (
    <Img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={loading}
      decoding="async"
      $fullWidth={layout === 'fullWidth'}
      {...priority}
    />
  );
}

const Img = styled.img<{ $fullWidth: boolean }>`
  display: inline-block;
  vertical-align: top;
  max-width: 100%;
  height: auto;
  ${({ $fullWidth }) => ($fullWidth ? 'width: 100%;' : '')}
`;
