import { EDIT_DEADLINE_CONFIG, editDeadlineEnd } from './exhibitor-centre';
// The JSON configs the site's build reads (docs/api.md, GET /common/config/{key}); `data` is a
// JSON string each time. The source plugin parses them with these functions, and the editor API
// refuses a value they would refuse, so an editor cannot save a config that breaks the build.

export const SITE_CONFIG_KEYS = {
  helpLink: 'address_service',
  socialLinks: 'social_links',
  externalLink: 'external_link',
} as const;

export interface SocialLink {
  name: string;
  url: string;
}

export interface ExternalLink {
  title: string;
  titleEn: string;
  url: string;
}

export class ConfigFormatError extends Error {
  override name = 'ConfigFormatError';
  constructor(key: string, reason: string) {
    super(`config "${key}" ${reason}`);
  }
}

/** `address_service` → its `service` link, or null when the link is empty (no help entry then). */
export function parseHelpLink(raw: string): string | null {
  const value = parseJson(SITE_CONFIG_KEYS.helpLink, raw);
  if (!isRecord(value) || (value.service !== null && value.service !== undefined && typeof value.service !== 'string')) {
    throw new ConfigFormatError(SITE_CONFIG_KEYS.helpLink, 'is not {"service": string}');
  }
  const service = typeof value.service === 'string' ? value.service.trim() : '';
  return service || null;
}

/** `social_links` → `[{ name, url }]`. */
export function parseSocialLinks(raw: string): SocialLink[] {
  const value = parseJson(SITE_CONFIG_KEYS.socialLinks, raw);
  if (!Array.isArray(value) || !value.every((item) => isRecord(item) && typeof item.name === 'string' && typeof item.url === 'string')) {
    throw new ConfigFormatError(SITE_CONFIG_KEYS.socialLinks, 'is not [{"name": string, "url": string}]');
  }
  return value.map((item: SocialLink) => ({ name: item.name, url: item.url }));
}

/** `external_link` → `{ title, titleEn, url }`, or null when its url is empty. */
export function parseExternalLink(raw: string): ExternalLink | null {
  const value = parseJson(SITE_CONFIG_KEYS.externalLink, raw);
  if (!isRecord(value) || typeof value.title !== 'string' || typeof value.titleEn !== 'string' || typeof value.url !== 'string') {
    throw new ConfigFormatError(SITE_CONFIG_KEYS.externalLink, 'is not {"title": string, "titleEn": string, "url": string}');
  }
  return value.url.trim() ? { title: value.title, titleEn: value.titleEn, url: value.url.trim() } : null;
}

function parseJson(key: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new ConfigFormatError(key, 'is not valid JSON');
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The exhibitor centre's edit deadline: empty (none) or a day, YYYY-MM-DD. */
function parseEditDeadline(raw: string): Date | null {
  if (raw.trim() === '') return null;
  const end = editDeadlineEnd(raw);
  if (!end || end.toISOString().slice(0, 10) !== raw.trim()) throw new ConfigFormatError(EDIT_DEADLINE_CONFIG, 'is not empty or a day (YYYY-MM-DD)');
  return end;
}

const PARSERS: Record<string, (raw: string) => unknown> = {
  [EDIT_DEADLINE_CONFIG]: parseEditDeadline,
  [SITE_CONFIG_KEYS.helpLink]: parseHelpLink,
  [SITE_CONFIG_KEYS.socialLinks]: parseSocialLinks,
  [SITE_CONFIG_KEYS.externalLink]: parseExternalLink,
};

/** Why the site could not read this config value, or null when it can (or does not read it). */
export function configProblem(key: string, raw: string): string | null {
  try {
    PARSERS[key]?.(raw);
    return null;
  } catch (error) {
    if (error instanceof ConfigFormatError) return error.message;
    throw error;
  }
}
