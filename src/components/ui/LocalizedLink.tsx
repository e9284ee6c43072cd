import React, { type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';
import { Link as I18nLink } from 'gatsby-plugin-react-i18next';
import type { Language } from '../../lib/i18n/languages';

export interface LocalizedLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** a language-neutral site path (see lib/routes.ts); the page's language prefix is added */
  to: string;
  /** link into this language instead of the current page's */
  language?: Language;
  activeClassName?: string;
  partiallyActive?: boolean;
  children?: ReactNode;
}

// The plugin's own Link type does not compile against current @types/react (STACK.md).
const PluginLink = I18nLink as unknown as ComponentType<LocalizedLinkProps>;

/** Internal link in the current (or the given) language; the only way components link inside the site. */
export function LocalizedLink(props: LocalizedLinkProps) {
  return <PluginLink {...props} />;
}
