// Language-neutral paths of the site's routes (SPEC.md section 2); localize with localizedPath or
// LocalizedLink. Trailing slashes match the site's trailingSlash: 'always'.
// Relative: gatsby-node (Parcel) reads this file too. The visitor's pages are the contract's (the API
// sends links to the badge page).
import { VISIT_PAGES } from '../../contract/visitor-rules';

export const routes = {
  home: '/',
  exhibitors: '/exhibitors/',
  exhibitor: (id: number) => `/exhibitors/${id}/`,
  exhibitorRanking: '/exhibitors/ranking-list/',
  shop: (id: number) => `/shop/${id}/`,
  products: '/products/',
  product: (id: number) => `/products/${id}/`,
  productRanking: '/products/ranking-list/',
  innovationProducts: '/InnovationProducts/',
  news: '/news/',
  newsItem: (id: number) => `/news/${id}/`,
  activities: '/activity/',
  activity: (id: number) => `/activity/${id}/`,
  exhibitorActivities: '/exhibitor-activity/',
  exhibitorActivity: (id: number) => `/exhibitor-activity/${id}/`,
  floorPlan: '/booth-floor/',
  /** the floor plan with this booth selected and highlighted: the booth's shareable link */
  floorPlanBooth: (code: string) => floorPlanBoothsRoute([code]),
  /** the floor plan opened at this hall (an activity's hall) */
  floorPlanHall: (code: string) => `/booth-floor/?${FLOOR_PLAN_HALL_PARAM}=${encodeURIComponent(code)}`,
  contact: '/contact/',
  cooperation: '/cooperation/',
  demands: '/demand/',
  demand: (id: number) => `/demand/${id}/`,
  publishDemand: '/demand/publish/',
  downloads: '/download/',
  live: '/live/',
  procurement: '/procurement/',
  procurementNotice: (id: number) => `/procurement/${id}/`,
  procurementContact: '/procurement/contact/',
  procurementPrivacy: '/procurement/privacy/',
  mediaPartners: '/media-partners/',
  pages: '/page/',
  contentPage: (code: string) => `/page/${code}/`,
  privacy: '/page/privacy/',
  /** the WCAG 2.2 AA conformance statement (src/lib/accessibility.ts) */
  accessibility: '/accessibility/',
  search: '/search/',
  screen: '/screen/',
  login: '/login/',
  register: '/register/',
  reset: '/reset/',
  /** the trade visitor's pre-registration (static, both languages) */
  visitRegister: VISIT_PAGES.register,
  /** the visitor's e-badge; the badge's token travels in the fragment, never to a server */
  visitBadge: VISIT_PAGES.badge,
  visitBadgeOf: (token: string) => `${VISIT_PAGES.badge}#${encodeURIComponent(token)}`,
  memberArea: '/member/',
  memberHome: '/member/userInfo/',
  memberBinding: '/member/binding/',
  memberInquiries: '/member/inquiries/',
  memberNotifications: '/member/notifications/',
  memberCollection: (kind: string) => `/member/collect/${kind}/`,
  memberPublished: (kind: string) => `/member/publish/${kind}/`,
  memberClaimed: (kind: string) => `/member/claim/${kind}/`,
  memberPlan: '/member/plan/',
  /** "My data": download everything the site holds about me */
  memberData: '/member/data/',
  /** my visitor badge and the exhibitors that scanned it */
  memberBadge: '/member/badge/',
  /** the exhibitor centre of a bound team: its sections under it */
  exhibitorCentre: '/member/exhibitor/',
  exhibitorCentreSection: (section: string) => `/member/exhibitor/${section}/`,
  /** the team's leads (badges scanned at the stand), a section of the exhibitor centre */
  exhibitorLeads: '/member/exhibitor/leads/',
  /** the badge scanner: entrance check-in (`gate`) and exhibitors' lead capture (`lead`) */
  scan: '/scan/',
  /** the venue kiosk: walk-ins register and print their badges (a kiosk account's tablet) */
  kiosk: '/kiosk/',
  scanMode: (mode: 'gate' | 'lead') => `/scan/?mode=${mode}`,
  sharedPlan: '/shared-plan/',
  forbidden: '/403/',
  serverError: '/500/',
  offline: '/offline/',
} as const;

/** Routes that exist in Chinese only (SPEC.md section 2); their English twin is the English home. */
export const ZH_ONLY_ROUTES = [routes.innovationProducts, routes.procurementPrivacy, routes.screen] as const;

/** Routes behind the sign-in check (SPEC.md section 2), with everything below them. */
export const SIGNED_IN_ROUTES = [routes.memberArea, routes.publishDemand] as const;

/** Page `page` of a list's static pages: the list's own route for page 1, else `{route}page/{page}/`. */
export function listPageRoute(route: string, page: number): string {
  return page > 1 ? `${route}page/${page}/` : route;
}

/** The detail route of an activity node by its kind. */
export function activityRoute(kind: string, id: number): string {
  return kind === 'exhibitor' ? routes.exhibitorActivity(id) : routes.activity(id);
}

/** The floor plan's query parameter naming booths to choose and highlight (repeatable). */
export const FLOOR_PLAN_BOOTH_PARAM = 'booth';
/** The floor plan's query parameter naming the hall to open (by its code). */
export const FLOOR_PLAN_HALL_PARAM = 'hall';

/** The floor plan with these booths highlighted: `/booth-floor/?booth=A&booth=B`. */
export function floorPlanBoothsRoute(codes: readonly string[]): string {
  const query = codes.map((code) => `${FLOOR_PLAN_BOOTH_PARAM}=${encodeURIComponent(code)}`).join('&');
  return query ? `${routes.floorPlan}?${query}` : routes.floorPlan;
}
