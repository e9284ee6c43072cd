import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import type { Language } from '../lib/i18n/languages';
import { localizedPath } from '../lib/i18n/paths';
import { activityRoute, routes } from '../lib/routes';
import { i18nPageContext } from './i18n-options';

interface PageNode {
  id: string;
  recordId: number;
  lang: Language;
  kind?: string;
}

interface DetailNodes {
  exhibitors: { nodes: PageNode[] };
  products: { nodes: PageNode[] };
  news: { nodes: PageNode[] };
  activities: { nodes: PageNode[] };
}

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/** Detail pages: one per record and language it exists in; templates query the rest by node id. */
export async function createDetailPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<DetailNodes>(`
    {
      exhibitors: allExhibitionExhibitor { nodes { id recordId lang } }
      products: allExhibitionProduct { nodes { id recordId lang } }
      news: allExhibitionNews { nodes { id recordId lang } }
      activities: allExhibitionActivity { nodes { id recordId lang kind } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Querying the exhibition nodes for detail pages failed', result.errors);
    return;
  }
  const { exhibitors, products, news, activities } = result.data;
  const kinds: Array<[PageNode[], (node: PageNode) => string, string]> = [
    [exhibitors.nodes, (node) => routes.exhibitor(node.recordId), template('exhibitor')],
    [products.nodes, (node) => routes.product(node.recordId), template('product')],
    [news.nodes, (node) => routes.newsItem(node.recordId), template('news')],
    [activities.nodes, (node) => activityRoute(node.kind ?? 'show', node.recordId), template('activity')],
  ];
  for (const [nodes, routeOf, component] of kinds) {
    const languagesOf = languagesByRoute(nodes, routeOf);
    for (const node of nodes) {
      const route = routeOf(node);
      actions.createPage({
        path: localizedPath(route, node.lang),
        component,
        context: { id: node.id, recordId: node.recordId, ...i18nPageContext(node.lang, route, languagesOf.get(route) ?? [node.lang]) },
      });
    }
  }
}

function languagesByRoute(nodes: PageNode[], routeOf: (node: PageNode) => string): Map<string, Language[]> {
  const languages = new Map<string, Language[]>();
  for (const node of nodes) {
    const route = routeOf(node);
    languages.set(route, [...(languages.get(route) ?? []), node.lang]);
  }
  return languages;
}
