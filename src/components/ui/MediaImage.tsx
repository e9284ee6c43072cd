import React from 'react';
import { GatsbyImage, type Layout } from 'gatsby-plugin-image';
import type { ImageUse } from '@expo/contract/constants';
import { mediaImageData } from '../../lib/image';

export interface MediaImageProps {
  /** an API image path, `/api/media/{id}` */
  path: string;
  use: ImageUse;
  alt: string;
  /** displayed width in CSS pixels (not for fullWidth) */
  width?: number;
  layout?: Layout;
  className?: string;
  loading?: 'lazy' | 'eager';
}

export function MediaImage({ path, use, alt, width, layout, className, loading }: MediaImageProps) {
  return <GatsbyImage image={mediaImageData(path, use, width, layout)} alt={alt} className={className} loading={loading} />;
}
