import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, reloadForChunkError, shouldReload } from './chunk-reload';

test('recognises chunk load errors only', () => {
  expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
  expect(isChunkLoadError(new Error('Loading CSS chunk component---src-templates-news-tsx failed'))).toBe(true);
  expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  expect(isChunkLoadError(null)).toBe(false);
});

test('reloads at most once per 60 seconds', () => {
  expect(shouldReload(null, 1_000)).toBe(true);
  expect(shouldReload(1_000, 1_000 + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
  expect(shouldReload(1_000, 1_000 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
});

test('a second chunk error within the minute does not reload again', () => {
  window.sessionStorage.clear();
  const reload = jest.fn();
  const error = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
  expect(reloadForChunkError(error, window.sessionStorage, reload)).toBe(true);
  expect(reloadForChunkError(error, window.sessionStorage, reload)).toBe(false);
  expect(reloadForChunkError(new Error('other'), window.sessionStorage, reload)).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
});
