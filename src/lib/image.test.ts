import { getImageData, type Layout } from 'gatsby-plugin-image';
import { IMAGE_SIZES, type ImageUse } from '@expo/contract/constants';
import { mediaImageData, mediaUrl, type MediaLayout } from './image';

/** gatsby-plugin-image's own answer for an API image, with the media endpoint as its URL builder. */
function pluginImage(path: string, use: ImageUse, width: number | undefined, layout: MediaLayout) {
  const source = IMAGE_SIZES[use];
  const displayWidth = layout === 'fullWidth' ? undefined : Math.min(width ?? source.width, source.width);
  const data = getImageData({
    baseUrl: path,
    sourceWidth: source.width,
    sourceHeight: source.height,
    width: displayWidth,
    height: displayWidth === undefined ? undefined : Math.round((displayWidth * source.height) / source.width),
    layout: layout as Layout,
    formats: ['auto'],
    breakpoints: layout === 'fullWidth' ? [320, 654, 768, 1024, 1366, 1600, 1920, 2048, 2560, 3440, 3840, 4096] : undefined,
    pluginName: 'expo-media',
    urlBuilder: ({ baseUrl, width: w, height: h }) => mediaUrl(baseUrl, w, h),
  });
  const fallback = data.images.fallback!;
  return { src: fallback.src, srcSet: fallback.srcSet, sizes: fallback.sizes, width: data.width, height: data.height };
}

describe('media image attributes', () => {
  const uses = Object.keys(IMAGE_SIZES) as ImageUse[];
  test.each(uses)('%s: every displayed width from 1 to 2,000 px gives what the plugin\'s getImageData gives', (use) => {
    for (let width = 8; width <= 2000; width += 7) {
      expect(mediaImageData('/api/media/abc', use, width)).toEqual(pluginImage('/api/media/abc', use, width, 'constrained'));
    }
    expect(mediaImageData('/api/media/abc', use)).toEqual(pluginImage('/api/media/abc', use, undefined, 'constrained'));
    expect(mediaImageData('/api/media/abc', use, undefined, 'fullWidth')).toEqual(pluginImage('/api/media/abc', use, undefined, 'fullWidth'));
  });

  test('a 120 px logo offers 1× and 2× sources from the media endpoint in WebP', () => {
    const { srcSet, sizes, width } = mediaImageData('/api/media/abc', 'logo', 120);
    expect(width).toBe(120);
    expect(srcSet).toContain('/api/media/abc?w=120&h=');
    expect(srcSet).toContain('fm=webp 120w');
    expect(sizes).toBe('(min-width: 120px) 120px, 100vw');
  });
});
