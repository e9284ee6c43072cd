// The accessibility conformance (issue 35, item 6): the pages each kind is checked on, read by the
// statement page (/accessibility/) and by the e2e table that checks them (e2e/tests/accessibility.spec.ts),
// so the statement names exactly what the tests cover. Paths are language-neutral; `{exhibitor}`
// stands for an exhibitor present in both languages (the test picks one).
import { MEETINGS_PAGE } from '../../contract/meeting-rules';
import { routes } from './routes';

export const PAGE_KINDS = ['public', 'member', 'exhibitorCentre', 'scanner', 'kiosk', 'console'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** Who the page is opened as: nobody, a member, a member of an exhibitor's team, an entrance (gate) account, an editor. */
export type CheckedAs = 'visitor' | 'member' | 'team' | 'gate' | 'editor';

export interface CheckedPage {
  kind: PageKind;
  /** its name on the statement page: the key under `accessibility.page` in the common locale */
  name: string;
  path: string;
  as: CheckedAs;
  /** the console's view opened by its menu button: the key of the button's label in the editor locale */
  consoleView?: string;
}

export const EXHIBITOR_PLACEHOLDER = '{exhibitor}';

export const ACCESSIBILITY_PAGES: readonly CheckedPage[] = [
  { kind: 'public', name: 'home', path: routes.home, as: 'visitor' },
  { kind: 'public', name: 'list', path: routes.exhibitors, as: 'visitor' },
  { kind: 'public', name: 'exhibitor', path: routes.exhibitor(0).replace('0', EXHIBITOR_PLACEHOLDER), as: 'visitor' },
  { kind: 'public', name: 'news', path: routes.news, as: 'visitor' },
  { kind: 'public', name: 'ranking', path: routes.productRanking, as: 'visitor' },
  { kind: 'public', name: 'floorPlan', path: routes.floorPlan, as: 'visitor' },
  { kind: 'public', name: 'demands', path: routes.demands, as: 'visitor' },
  { kind: 'public', name: 'search', path: `${routes.search}?keyword=bread`, as: 'visitor' },
  { kind: 'public', name: 'contentPage', path: routes.contentPage('about-us'), as: 'visitor' },
  { kind: 'public', name: 'visitRegister', path: routes.visitRegister, as: 'visitor' },
  { kind: 'public', name: 'signIn', path: routes.login, as: 'visitor' },
  { kind: 'public', name: 'signUp', path: routes.register, as: 'visitor' },
  { kind: 'public', name: 'statement', path: routes.accessibility, as: 'visitor' },
  { kind: 'public', name: 'notFound', path: '/nowhere-at-all/', as: 'visitor' },
  { kind: 'member', name: 'profile', path: routes.memberHome, as: 'member' },
  { kind: 'member', name: 'badge', path: routes.memberBadge, as: 'member' },
  { kind: 'member', name: 'plan', path: routes.memberPlan, as: 'member' },
  { kind: 'member', name: 'meetings', path: MEETINGS_PAGE, as: 'member' },
  { kind: 'member', name: 'myData', path: routes.memberData, as: 'member' },
  { kind: 'exhibitorCentre', name: 'centreOverview', path: routes.exhibitorCentre, as: 'team' },
  { kind: 'exhibitorCentre', name: 'centreProfile', path: routes.exhibitorCentreSection('profile'), as: 'team' },
  { kind: 'exhibitorCentre', name: 'centreProducts', path: routes.exhibitorCentreSection('products'), as: 'team' },
  { kind: 'exhibitorCentre', name: 'centreStats', path: routes.exhibitorCentreSection('stats'), as: 'team' },
  { kind: 'exhibitorCentre', name: 'centreLeads', path: routes.exhibitorLeads, as: 'team' },
  { kind: 'exhibitorCentre', name: 'centreMeetings', path: routes.exhibitorCentreSection('meetings'), as: 'team' },
  { kind: 'exhibitorCentre', name: 'centreStaff', path: routes.exhibitorCentreSection('staff'), as: 'team' },
  { kind: 'scanner', name: 'scanChoice', path: routes.scan, as: 'visitor' },
  { kind: 'scanner', name: 'scanGate', path: routes.scanMode('gate'), as: 'gate' },
  { kind: 'scanner', name: 'scanLead', path: routes.scanMode('lead'), as: 'team' },
  { kind: 'kiosk', name: 'kioskSignIn', path: routes.kiosk, as: 'visitor' },
  { kind: 'console', name: 'consoleSignIn', path: '/editor/', as: 'visitor' },
  { kind: 'console', name: 'consoleReview', path: '/editor/', as: 'editor', consoleView: 'review' },
  { kind: 'console', name: 'consoleChanges', path: '/editor/', as: 'editor', consoleView: 'changeReview.title' },
  { kind: 'console', name: 'consoleVisitors', path: '/editor/', as: 'editor', consoleView: 'visitors.title' },
];

/** The widths every page is checked at: the WCAG 1.4.10 reflow width and a desktop. */
export const CHECKED_WIDTHS = [320, 1280] as const;

/** axe's rule sets checked: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * The day the checks last passed in full, as stated on the page. Update it with the known
 * exceptions when the table's test and the manual checks are run again.
 */
export const LAST_TESTED = '2026-11-27';

/**
 * Known exceptions, each the key of its text under `accessibility.exception` in the common
 * locale: what a test does not hold, or a manual check found, that is not yet fixed.
 */
export const KNOWN_EXCEPTIONS = ['camera', 'floorPlanDrag', 'organiserContent'] as const;

/** The journeys done with the keyboard alone (e2e/tests/keyboard.spec.ts), each the key of its text under `statement.journeys`. */
export const KEYBOARD_JOURNEYS = ['registerBadge', 'meeting', 'leadNotes', 'approveChange'] as const;
