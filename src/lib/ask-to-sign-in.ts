import { navigate } from 'gatsby';
import { askDialog } from '../components/feedback/feedback-store';
import type { Language } from './i18n/languages';
import { loginPath } from './sign-in-redirect';

/**
 * The "Unsigned-in" prompt of an action that needs a member (SPEC.md section 6): confirm goes to
 * sign in and back to this page. Resolves whether the visitor chose to sign in.
 */
export async function askToSignIn(language: Language, t: (key: string) => string, message: string, options: { replace?: boolean } = {}): Promise<boolean> {
  const confirmed = await askDialog({ key: 'unsigned', title: t('marks.unsigned'), message, confirmText: t('api.signIn'), cancelText: t('api.cancel') });
  if (confirmed) await navigate(loginPath(language, window.location.pathname + window.location.search), { replace: options.replace });
  return confirmed;
}
