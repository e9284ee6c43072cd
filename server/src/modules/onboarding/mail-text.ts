import { claimLinkPath, CENTRE_PAGE, messageText, showDate, showTime, type Language, type MessageKey } from '@expo/contract';
import { inLanguage } from '../../lib/in-language';

// The onboarding e-mails' text: in the exhibitor's language(s), by the names it has. An exhibitor
// with names in both languages gets both (Chinese first); with one name, that language alone.

export interface ExhibitorNames {
  name_zh: string | null;
  name_en: string | null;
}

/** The languages an exhibitor is written to: those it has a name in (Chinese when it has none). */
export function mailLanguages(e: ExhibitorNames): Language[] {
  const langs = (['zh', 'en'] as const).filter((lang) => (lang === 'zh' ? e.name_zh : e.name_en)?.trim());
  return langs.length ? langs : ['zh'];
}

const nameIn = (e: ExhibitorNames, lang: Language) => inLanguage(lang, e.name_zh, e.name_en);

function compose(e: ExhibitorNames, subject: MessageKey, body: MessageKey, params: (lang: Language) => Record<string, string | number>) {
  const langs = mailLanguages(e);
  return {
    subject: langs.map((lang) => messageText(lang, subject, { name: nameIn(e, lang) })).join(' / '),
    text: langs.map((lang) => messageText(lang, body, { name: nameIn(e, lang), ...params(lang) })).join('\n\n----------------\n\n'),
  };
}

/** The claim invitation: the code and the link to the binding page with it filled in, in each language. */
export function claimMail(e: ExhibitorNames, siteUrl: string, code: string, expiresAt: Date) {
  return compose(e, 'claimSubject', 'claimBody', (lang) => ({ link: siteUrl + claimLinkPath(lang, code), code, date: `${showDate(expiresAt)} ${showTime(expiresAt)}` }));
}

/** The reminder to a claimed exhibitor whose profile is not complete: how complete, and the centre's link. */
export function reminderMail(e: ExhibitorNames, siteUrl: string, percent: number) {
  return compose(e, 'remindSubject', 'remindBody', (lang) => ({ link: `${siteUrl}${lang === 'en' ? '/en' : ''}${CENTRE_PAGE}`, percent }));
}
