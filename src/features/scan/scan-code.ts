import { BADGE_NUMBER_PATTERN, formatBadgeNumber } from '@expo/contract/visitor-rules';

// What a scan sends as `code`: the QR's token as read, or a typed badge number as XXXX-XXXX.

/** The token a QR code holds; a link to the badge page (`…/visit/badge/#<token>`) gives its fragment. */
export function codeFromQr(raw: string): string {
  const text = raw.trim();
  const hash = text.indexOf('#');
  return /^https?:\/\//i.test(text) && hash >= 0 ? text.slice(hash + 1) : text;
}

/** A typed badge number written as the badge shows it, or null when it is not one. */
export function typedBadgeNumber(input: string): string | null {
  const plain = input.trim().toUpperCase().replace(/\s+/g, '');
  return BADGE_NUMBER_PATTERN.test(plain) ? formatBadgeNumber(plain) : null;
}

/** How long a badge must be out of the camera's view before the same badge is read again. */
export const SAME_CODE_PAUSE_MS = 2500;

/**
 * The camera reads a badge many times a second: a code is taken when it differs from the last one
 * taken, or when that one has been out of view for the pause. Held in front of the camera, a badge
 * is answered once (no amber "already" after the green); `reset` ("Scan again") takes it again.
 */
export function repeatGuard(pauseMs = SAME_CODE_PAUSE_MS) {
  let last: { code: string; seenAt: number } | null = null;
  return {
    accept(code: string, now: number): boolean {
      const same = last !== null && last.code === code && now - last.seenAt < pauseMs;
      last = { code, seenAt: now };
      return !same;
    },
    reset() {
      last = null;
    },
  };
}
