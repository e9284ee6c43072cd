import type { IGatsbyImageData, IUrlBuilderArgs, Layout } from 'gatsby-plugin-image';
// gatsby-plugin-image's data helpers alone: its entry module bundles the GatsbyImage component
// (with react-dom/server for lazy hydration) even when only getImageData is imported.
import { EVERY_BREAKPOINT, generateImageData } from 'gatsby-plugin-image/dist/image-utils';
import { IMAGE_SIZES, type ImageUse } from '@expo/contract/constants';

/** Output format asked of the media endpoint; every browser the site supports shows WebP. */
const MEDIA_FORMAT = 'webp';

/**
 * GatsbyImage data for an API image path (`/api/media/{id}`): the API resizes on request, so the
 * build never processes images. Source sizes come from the contract's IMAGE_SIZES for the image's use.
 * `width` is the displayed width (constrained and fixed layouts); the aspect ratio is the source's.
 */
export function mediaImageData(path: string, use: ImageUse, width?: number, layout: Layout = 'constrained'): IGatsbyImageData {
  const source = IMAGE_SIZES[use];
  const displayWidth = layout === 'fullWidth' ? undefined : Math.min(width ?? source.width, source.width);
  // What the plugin's getImageData does with a URL builder.
  return generateImageData({
    filename: path,
    sourceMetadata: { width: source.width, height: source.height, format: 'auto' },
    width: displayWidth,
    height: displayWidth === undefined ? undefined : Math.round((displayWidth * source.height) / source.width),
    layout,
    formats: ['auto'],
    breakpoints: layout === 'fullWidth' ? EVERY_BREAKPOINT : undefined,
    pluginName: 'expo-media',
    generateImageSource: (baseUrl, width, height, format) => ({ width, height, format, src: mediaUrl({ baseUrl, width, height, format, options: {} }) }),
  });
}

/** The media endpoint's resize query: `?w=&h=&fm=`. */
export function mediaUrl({ baseUrl, width, height }: IUrlBuilderArgs<unknown>): string {
  return `${baseUrl}?w=${width}&h=${height}&fm=${MEDIA_FORMAT}`;
}

/** The image shared with a page (Open Graph, JSON-LD): a JPEG every crawler reads, at the source size. */
export function shareImagePath(path: string | null | undefined, use: ImageUse): string | null {
  if (!path) return null;
  const { width, height } = IMAGE_SIZES[use];
  return `${path}?w=${width}&h=${height}&fm=jpg`;
}
