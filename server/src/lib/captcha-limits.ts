/**
 * Image captchas: single use, five minutes. New captchas per IP and minute: the default of
 * CAPTCHA_PER_IP_PER_MINUTE, generous for a venue's shared Wi-Fi (a captcha per sign-in or code
 * request, a few per visitor), far below the 88 a second one client minted before. Below the
 * modules: the settings (config.ts) read the default, the auth module the rest.
 */
export const CAPTCHA_LIMITS = { ttlSeconds: 300, perIpPerMinuteDefault: 30 } as const;
