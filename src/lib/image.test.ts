import { getImageData } from 'gatsby-plugin-image';
import { IMAGE_SIZES } from '@expo/contract/constants';
import { mediaImageData, mediaUrl } from './image';

describe('media image data', () => {
  test.each([
    ['logo', 120, 'constrained'],
    ['photo', 480, 'constrained'],
    ['cover', 960, 'fullWidth'],
  ] as const)('%s at %i px (%s) is what the plugin\'s getImageData gives', (use, width, layout) => {
    const source = IMAGE_SIZES[use];
    const displayWidth = layout === 'fullWidth' ? undefined : Math.min(width, source.width);
    const expected = getImageData({
      baseUrl: '/api/media/abc',
      sourceWidth: source.width,
      sourceHeight: source.height,
      width: displayWidth,
      height: displayWidth === undefined ? undefined : Math.round((displayWidth * source.height) / source.width),
      layout,
      formats: ['auto'],
      pluginName: 'expo-media',
      urlBuilder: mediaUrl,
    });
    expect(mediaImageData('/api/media/abc', use, width, layout)).toEqual(expected);
  });

  test('a 120 px logo offers 1× and 2× sources from the media endpoint in WebP', () => {
    const { images, width } = mediaImageData('/api/media/abc', 'logo', 120);
    expect(width).toBe(120);
    expect(images.fallback?.srcSet).toContain('/api/media/abc?w=120&h=');
    expect(images.fallback?.srcSet).toContain('fm=webp 120w');
    expect(images.fallback?.sizes).toBe('(min-width: 120px) 120px, 100vw');
  });
});
