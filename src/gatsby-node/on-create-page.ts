import type { CreatePageArgs } from 'gatsby';
import { consentText } from '../lib/consent-text';
import { isNotFoundPath, withSingleLanguagePrefix } from '../lib/i18n/paths';
import { VISIT_PAGES } from '../../contract/visitor-rules';

/**
 * The registration page of each language gets the consent's current wording in its context: in
 * its page data, not in its script (contract/consent.ts is the one place of the texts).
 */
export function addConsentWording({ page, actions }: CreatePageArgs): boolean {
  const language = (page.context as { language?: string } | undefined)?.language;
  const neutral = page.path.replace(/^\/en(?=\/)/, '');
  if (neutral !== VISIT_PAGES.register || (language !== 'zh' && language !== 'en') || (page.context as { consent?: unknown }).consent) return false;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, consent: consentText(language) } });
  return true;
}

/**
 * Corrects the matchPath of the pages gatsby-plugin-react-i18next makes:
 * - its copies get the prefix twice (/en/en/member/*): one is removed, so /en/... resolves;
 * - the English 404 gets /en/*, which makes Gatsby list every English page in match-paths.json
 *   (shipped in app.js): removed, the 404 page takes its language from the path instead
 *   (PathLanguageProvider).
 * The plugin leaves the recreated page alone because its context already has `i18n`.
 */
export function fixLanguageMatchPath({ page, actions }: CreatePageArgs): void {
  if (!page.matchPath) return;
  const matchPath = isNotFoundPath(page.path) ? undefined : withSingleLanguagePrefix(page.matchPath);
  if (matchPath === page.matchPath) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath });
}
