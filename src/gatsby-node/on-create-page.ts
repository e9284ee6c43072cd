import type { CreatePageArgs } from 'gatsby';
import { isNotFoundPath, withSingleLanguagePrefix } from '../lib/i18n/paths';

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
