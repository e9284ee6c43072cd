// Business constants of SPEC.md section 9: one source for the server, the build and the site.

export const SEARCH_MIN = 1;
export const SEARCH_MAX = 50;
export const NEW_BADGE_DAYS = 7;
export const CAPTCHA_INIT_TIMEOUT_MS = 20_000;
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5_000;
export const LOADING_DOTS_INTERVAL_MS = 200;
export const LOADING_DOTS_STEPS = 6;
export const PASSWORD_MIN = 6;
/** A member session (and the site's session cookies) lasts this long. */
export const SESSION_TTL_DAYS = 7;
export const DEFAULT_DEMAND_TYPES = '1,2,3,4';
/** Longest reason an editor gives for rejecting a demand (the author reads it). */
export const REJECT_REASON_MAX = 200;
export const NOT_FOUND_REDIRECT_SECONDS = 3;
/** A signed-in member sees the full contact details of at most this many demands a day (lists are always masked). */
export const CONTACT_VIEWS_PER_DAY = 100;
export const PRIVACY_COOKIE = { name: 'privacy', value: '1' } as const;
export const BACK_TO_TOP_THRESHOLD_PX = 300;
export const BACK_TO_TOP_STEP_PX = 1000;
export const HELP_QR_SIZE_PX = 200;
/** The countdown runs to 09:00 on the start date; the show ends 18:00 on the end date. */
export const SHOW_OPENS_AT = '09:00';
export const SHOW_CLOSES_AT = '18:00';
export const SHOW_UTC_OFFSET_HOURS = 8;

/** The range of the database's `integer` (ids, counts): every whole number a request gives lies in it. */
export const INT_MAX = 2147483647;
export const INT_MIN = -2147483648;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/** The API's `version` header: absent or this value (anything else is a 400). */
export const API_VERSION = '1';
/** Locales of the API's `lang` header. */
export const LOCALES = ['zh_CN', 'en_US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh_CN';

/** Site languages (path prefix): zh unprefixed, en under /en. */
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

export const LOCALE_OF: Record<Language, Locale> = { zh: 'zh_CN', en: 'en_US' };
export const LANGUAGE_OF: Record<Locale, Language> = { zh_CN: 'zh', en_US: 'en' };


/** Source sizes of generated and uploaded images, by use; URLs are `/api/media/{id}`. */
export const IMAGE_SIZES = {
  logo: { width: 400, height: 400 },
  photo: { width: 800, height: 600 },
  cover: { width: 1200, height: 675 },
  qr: { width: 300, height: 300 },
  banner: { width: 1920, height: 640 },
} as const;
export type ImageUse = keyof typeof IMAGE_SIZES;

/** The image captcha's size: the server draws it, the forms show it at this size (not stretched). */
export const CAPTCHA_IMAGE_SIZE = { width: 120, height: 44 } as const;

/** The user agent of the site build's requests to the content API (logs; the test-only build outage). */
export const SITE_BUILD_USER_AGENT = 'exhibition-site-build';

/** The envelope's `code` values (SPEC.md section 7). */
export const ApiCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  /** a save that builds on a version someone else has replaced */
  conflict: 409,
  tooMany: 429,
  serverError: 500,
  otherUser: 700,
} as const;
