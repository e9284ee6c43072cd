import { IMAGE_SIZES, type ImageUse } from '@expo/contract/constants';

/** Output format asked of the media endpoint; every browser the site supports shows WebP. */
const MEDIA_FORMAT = 'webp';
/** gatsby-plugin-image's pixel densities of a constrained image, and its breakpoints of a full-width one. */
const DENSITIES = [0.25, 0.5, 1, 2] as const;
const EVERY_BREAKPOINT = [320, 654, 768, 1024, 1366, 1600, 1920, 2048, 2560, 3440, 3840, 4096] as const;

export type MediaLayout = 'constrained' | 'fullWidth';

/** What an `<img>` of an API image needs: its source, the sources per width, `sizes`, and the box (no layout shift). */
export interface MediaImageAttributes {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

/**
 * The `<img>` attributes of an API image path (`/api/media/{id}`): the API resizes on request, so the
 * build never processes images. Source sizes come from the contract's IMAGE_SIZES for the image's use.
 * `width` is the displayed width (constrained layout); the aspect ratio is the source's.
 *
 * The same sources, `sizes` and box as gatsby-plugin-image's getImageData with a URL builder
 * (image.test.ts compares them), without its helpers in the pages' JavaScript: they weighed 3 KB
 * on every page (docs/decisions.md).
 */
export function mediaImageData(path: string, use: ImageUse, width?: number, layout: MediaLayout = 'constrained'): MediaImageAttributes {
  const source = IMAGE_SIZES[use];
  if (layout === 'fullWidth') {
    const widths: number[] = EVERY_BREAKPOINT.filter((size) => size <= source.width);
    if (widths.length < EVERY_BREAKPOINT.length && !widths.includes(source.width)) widths.push(source.width);
    const aspectRatio = source.width / source.height;
    return attributes(path, widths, source.width, aspectRatio, '100vw', { width: 1, height: 1 / aspectRatio });
  }
  const displayWidth = Math.round(Math.min(width ?? source.width, source.width));
  const aspectRatio = displayWidth / Math.round((displayWidth * source.height) / source.width);
  const widths = DENSITIES.map((density) => Math.round(density * displayWidth)).filter((size) => size <= source.width);
  if (!widths.includes(displayWidth)) widths.push(displayWidth);
  const sizes = `(min-width: ${displayWidth}px) ${displayWidth}px, 100vw`;
  return attributes(path, [...new Set(widths)].sort((a, b) => a - b), displayWidth, aspectRatio, sizes, { width: displayWidth, height: displayWidth / aspectRatio });
}

function attributes(path: string, widths: number[], mainWidth: number, aspectRatio: number, sizes: string, box: { width: number; height: number }): MediaImageAttributes {
  const url = (size: number) => mediaUrl(path, size, Math.round(size / aspectRatio));
  return { src: url(mainWidth), srcSet: widths.map((size) => `${url(size)} ${size}w`).join(',\n'), sizes, ...box };
}

/** The media endpoint's resize query: `?w=&h=&fm=`. */
export function mediaUrl(path: string, width: number, height: number): string {
  return `${path}?w=${width}&h=${height}&fm=${MEDIA_FORMAT}`;
}

/** The image shared with a page (Open Graph, JSON-LD): a JPEG every crawler reads, at the source size. */
export function shareImagePath(path: string | null | undefined, use: ImageUse): string | null {
  if (!path) return null;
  const { width, height } = IMAGE_SIZES[use];
  return `${path}?w=${width}&h=${height}&fm=jpg`;
}
