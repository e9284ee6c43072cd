import React from 'react';
import type { HeadFC } from 'gatsby';
import type { LocaleData } from '../../lib/i18n/locale-data';
import { localeText } from '../../lib/i18n/locale-text';
import { headLanguage, type I18nPageContext } from '../../lib/i18n/page-context';
import { Seo } from './Seo';

/**
 * The Head of a client-only route (/search, /demand/{id}, /shop/{cid} …): a title from the locale
 * files, canonical to the route's base path. `noIndex` for pages whose content is per visitor.
 */
export function clientHead(titleKey: string, options: { noIndex?: boolean } = {}): HeadFC<LocaleData, I18nPageContext> {
  return function ClientHead({ data, pageContext }) {
    const page = headLanguage(pageContext);
    return <Seo {...page} title={localeText(data, page.language, titleKey)} noIndex={options.noIndex} />;
  };
}
