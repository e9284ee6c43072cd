import React, { type MouseEvent, type ReactNode } from 'react';
import { navigate } from 'gatsby';
import { localizedPath } from '../../lib/i18n/paths';
import { usePageLanguage } from '../../lib/i18n/use-page-language';

/**
 * A link to another state of the same list (`/exhibitors/?page=2`): a plain anchor that navigates
 * in the app. Gatsby's Link would mark every such link `aria-current="page"`, as it compares paths
 * without the query; here the caller says which state is current.
 */
export function QueryLink({ to, current = false, children, ...rest }: { to: string; current?: boolean; children: ReactNode; rel?: string; 'aria-label'?: string }) {
  const { language } = usePageLanguage();
  const href = localizedPath(to, language);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <a href={href} onClick={onClick} aria-current={current ? 'page' : undefined} {...rest}>
      {children}
    </a>
  );
}
