// Language-neutral paths of the site's routes (SPEC.md section 2); localize with localizedPath or
// LocalizedLink. Trailing slashes match the site's trailingSlash: 'always'.

export const routes = {
  home: '/',
  exhibitors: '/exhibitors/',
  exhibitor: (id: number) => `/exhibitors/${id}/`,
  products: '/products/',
  product: (id: number) => `/products/${id}/`,
  news: '/news/',
  newsItem: (id: number) => `/news/${id}/`,
  activities: '/activity/',
  activity: (id: number) => `/activity/${id}/`,
  exhibitorActivities: '/exhibitor-activity/',
  exhibitorActivity: (id: number) => `/exhibitor-activity/${id}/`,
  cooperation: '/cooperation/',
  procurement: '/procurement/',
  contentPage: (code: string) => `/page/${code}/`,
} as const;

/** The detail route of an activity node by its kind. */
export function activityRoute(kind: string, id: number): string {
  return kind === 'exhibitor' ? routes.exhibitorActivity(id) : routes.activity(id);
}
