import { toString as qrCodeSvg } from 'qrcode';
import type { ApiClient } from './api-client';
import {
  HELP_QR_SIZE_PX,
  SITE_CONFIG_KEYS,
  parseExternalLink,
  parseHelpLink,
  parseSocialLinks,
  type Channel,
  type ExhibitionIntro,
  type ExhibitionTime,
  type ExternalLink,
  type Language,
  type QrCode,
  type SocialLink,
} from './contract';

/** The small site-wide data every page's layout needs, in one language. */
export interface SiteData {
  channels: Channel[];
  intro: ExhibitionIntro;
  /** the show's dates (YYYY-MM-DD, China time); the live countdown asks the API for the server time */
  time: Pick<ExhibitionTime, 'startTime' | 'endTime'>;
  qrCodes: QrCode[];
  helpLink: string | null;
  /** the help link's QR code, an SVG data URL made at build time (no QR code library in the browser) */
  helpQrCode: string | null;
  socialLinks: SocialLink[];
  externalLink: ExternalLink | null;
}

export async function fetchSiteData(client: ApiClient, lang: Language): Promise<SiteData> {
  const config = (key: string) => client.get<string>(`/common/config/${key}`, lang);
  const [channels, intro, time, qrCodes, helpLink, socialLinks, externalLink] = await Promise.all([
    client.get<Channel[]>('/common/channel/list', lang),
    client.get<ExhibitionIntro>('/common/exhibition/getExhibitionIntro', lang),
    client.get<ExhibitionTime>('/common/exhibition/getExhibitionTimeDown', lang),
    client.get<QrCode[]>('/common/home/getQrCodeList', lang),
    config(SITE_CONFIG_KEYS.helpLink),
    config(SITE_CONFIG_KEYS.socialLinks),
    config(SITE_CONFIG_KEYS.externalLink),
  ]);
  const help = parseHelpLink(helpLink);
  return {
    channels,
    intro,
    time: { startTime: time.startTime, endTime: time.endTime },
    qrCodes,
    helpLink: help,
    helpQrCode: help ? await qrCodeDataUrl(help) : null,
    socialLinks: parseSocialLinks(socialLinks),
    externalLink: parseExternalLink(externalLink),
  };
}

/** `text` as a QR code: an SVG data URL of HELP_QR_SIZE_PX pixels. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await qrCodeSvg(text, { type: 'svg', width: HELP_QR_SIZE_PX, margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
