import type { GatsbySSR } from 'gatsby';

/** `<html lang>` of the page's language (the i18n plugin does not set it). */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'zh-CN' });
};
