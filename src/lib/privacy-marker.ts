// Apart from privacy-notice.ts: the privacy page's script needs only this, not the notice's texts.

/** The content page whose notice gets the generated part. */
export const PRIVACY_PAGE_CODE = 'privacy';

/** Where the organiser's text places the generated part: a line holding only this marker (else it follows the text). */
export const PRIVACY_RULES_MARKER = '[[privacy-rules]]';

/** The organiser's text around the generated part: before and after the marker line (all before when it has none). */
export function splitAtMarker(text: string | null | undefined): { before: string; after: string } {
  const value = text ?? '';
  const at = value.indexOf(PRIVACY_RULES_MARKER);
  return at < 0 ? { before: value, after: '' } : { before: value.slice(0, at), after: value.slice(at + PRIVACY_RULES_MARKER.length) };
}
