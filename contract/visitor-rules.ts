// The visitor registration's plain constants and rules (issue 25; the shapes are in visitor.ts),
// without TypeBox: the site's registration form and badge page load these alone (the site imports
// them from '@expo/contract', and webpack leaves visitor.ts out: `sideEffects: false`). No imports,
// so that gatsby-node and the site's route table can read this file by a relative path too.

export const BUSINESS_TYPE_DICT = 'visitor_business_type';
export const PRODUCT_INTEREST_DICT = 'visitor_interest';
/** How long each text of the questionnaire may be. */
export const VISITOR_LIMITS = { name: 50, company: 100, jobTitle: 50, country: 50, province: 50, purpose: 500, interests: 20 } as const;
/** Lead notes and tags. */
export const LEAD_LIMITS = { notes: 2000, tag: 20, tags: 10 } as const;

/** A lead's tags as kept: trimmed, empty ones dropped, a repeat ignoring case dropped (the first spelling stays). */
export function uniqueLeadTags(tags: readonly string[]): string[] {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      kept.push(tag);
    }
  }
  return kept;
}

/**
 * The one rule for a lead's tags (LEAD_LIMITS): unique as uniqueLeadTags keeps them, at most
 * `tags` of them, each at most `tag` characters. The server refuses tags over the limits
 * (`over`); the site cuts them to fit (`fitted`), so its form never sends more.
 */
export function leadTagsRule(tags: readonly string[]): { tags: string[]; over: 'tags' | 'tag' | null; fitted: string[] } {
  const unique = uniqueLeadTags(tags);
  const length = (tag: string) => [...tag].length;
  const over = unique.length > LEAD_LIMITS.tags ? 'tags' : unique.some((t) => length(t) > LEAD_LIMITS.tag) ? 'tag' : null;
  const fitted = uniqueLeadTags(unique.map((t) => [...t].slice(0, LEAD_LIMITS.tag).join(''))).slice(0, LEAD_LIMITS.tags);
  return { tags: unique, over, fitted };
}

export const LEAD_RATINGS = ['hot', 'warm', 'cold'] as const;
export type LeadRating = (typeof LEAD_RATINGS)[number];
/** Scans a gate account (or one device) may make an hour; lead scans per member an hour. */
/**
 * Scan limits at a show's real rate (docs/visitors.md, "Scan limits"): a phone at a fast lane
 * scans about one badge every 1.5 s (2,400 an hour), with bursts; a gate account serves several
 * lanes, five by default, unless the organiser sets its own hourly limit (gate_account.scans_per_hour).
 * A device or gate account that reads numbers that are no badge is guessing: once it has had
 * `guessingMinUnknown` "unknown badge" answers in the last hour and they are most of its scans, it is
 * stopped for the rest of the hour and the console shows an alert.
 */
export const SCAN_LIMITS = {
  perDevicePerMinute: 60,
  perDevicePerHour: 2400,
  gatePerAccountPerHour: 12_000,
  leadPerMemberPerHour: 300,
  guessingMinUnknown: 30,
  guessingMinUnknownPerAccount: 300,
} as const;
/**
 * The venue kiosk (issue 34, docs/visitors.md "Kiosks"): a walk-in's code request needs no captcha
 * on a signed-in kiosk, so it is limited like a gate's scans, per device (a minute, an hour) and per
 * kiosk account (an hour; the organiser may set the account's own, kiosk_account.codes_per_hour).
 * Looking up a pre-registration's QR to print it is limited per device the same way. The tablet
 * resets to its start screen after `idleSeconds` without a touch.
 */
export const KIOSK_LIMITS = {
  idleSeconds: 60,
  codesPerDevicePerMinute: 4,
  codesPerDevicePerHour: 120,
  codesPerAccountPerHour: 600,
  printsPerDevicePerMinute: 20,
  printsPerDevicePerHour: 600,
} as const;

/**
 * The badge label sizes a kiosk or gate prints on (chosen in the device's settings, kept on the
 * device): the page size of the print stylesheet, in CSS units.
 */
export const BADGE_PRINT_SIZES = {
  a6: { width: '105mm', height: '148mm' },
  '4x3': { width: '4in', height: '3in' },
  '4x6': { width: '4in', height: '6in' },
} as const;
export type BadgePrintSize = keyof typeof BADGE_PRINT_SIZES;

/** The badge number typed at a gate: 8 characters of Crockford's base 32, shown as XXXX-XXXX. */
export const BADGE_NUMBER_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-?[0-9A-HJKMNP-TV-Z]{4}$/;

/** `notToday`: a valid badge on a day its kind does not admit (a visitor badge on a build-up day). */
export const SCAN_RESULTS = ['admitted', 'already', 'revoked', 'unknown', 'notToday'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

/** A badge number as shown: XXXX-XXXX. */
export function formatBadgeNumber(raw: string): string {
  const plain = raw.replace(/-/g, '').toUpperCase();
  return `${plain.slice(0, 4)}-${plain.slice(4)}`;
}

/** The visitor's pages (language-neutral; English under /en). The badge link carries the token in its fragment. */
export const VISIT_PAGES = { register: '/visit/register/', badge: '/visit/badge/' } as const;

export function badgeLinkPath(lang: 'zh' | 'en', token: string): string {
  return `${lang === 'en' ? '/en' : ''}${VISIT_PAGES.badge}#${token}`;
}
