/**
 * A page's HTML and its page-data.json can come from two releases: the HTML from the release
 * served before a switch, the page data (fetched by Gatsby after the HTML) from the one after.
 * Hydrating one with the other fails (React #418/#425) and loses the clicks made meanwhile. The
 * build stamps each page's HTML with a hash of the page data it was rendered from; the browser
 * hydrates only when the page data it loaded has the same stamp, and renders afresh otherwise.
 */
export const PAGE_DATA_ATTRIBUTE = 'data-page-data';

/** FNV-1a (32 bits) of the page data's JSON, as hex: cheap, and the same on server and browser. */
export function pageDataStamp(result: unknown): string {
  const text = JSON.stringify(result ?? null);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
