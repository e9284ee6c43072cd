import { CONSENT_VERSION, consentWording } from '../../contract/consent';

/** The consent wording of one version in one language, as the registration page's context carries it (built from contract/consent.ts). */
export interface ConsentText {
  version: string;
  share: string;
  shareMore: string;
  transfer: string;
  transferMore: string;
}

/**
 * The current wording in a language. gatsby-node puts it in the registration page's context, so the
 * page's script does not carry the texts of both languages (its budget, docs/decisions.md).
 */
export function consentText(language: 'zh' | 'en', version: string = CONSENT_VERSION): ConsentText {
  const wording = consentWording(version);
  return {
    version,
    share: wording.share[language],
    shareMore: wording.shareMore[language],
    transfer: wording.transfer?.[language] ?? '',
    transferMore: wording.transferMore?.[language] ?? '',
  };
}
