// No imports: the site's visitor pages and scanner read these paths without the rest of the contract.

/** The visitors' API paths (under /api; docs/api.md, "Visitors"): the server's routes and the site's calls. */
export const VISITOR_PATHS = {
  register: '/visit/register',
  badge: '/visit/badge',
  /** by the badge's token (x-badge-token): the badge page, with or without an account */
  scans: '/visit/scans',
  withdraw: '/visit/scans/:exhibitorId/withdraw',
  /** the consent now and its history (GET), a change of it (POST) */
  consent: '/visit/consent',
  /** by the member's session: the member centre */
  memberBadge: '/member/visit/badge',
  memberScans: '/member/visit/scans',
  memberWithdraw: '/member/visit/scans/:exhibitorId/withdraw',
  memberConsent: '/member/visit/consent',
  /** an exhibitor team's leads (member area) */
  leads: '/member/leads',
  leadScan: '/member/leads/scan',
  lead: '/member/leads/:id',
  leadsExport: '/member/leads/export',
  /** the gate accounts' scanner */
  gateLogin: '/gate/login',
  gateLogout: '/gate/logout',
  gateScan: '/gate/scan',
  /** the gate scanner's "print badge" mode: the badge to print, the print logged */
  gatePrint: '/gate/print',
  /** the venue kiosk (issue 34): a kiosk account's tablet registers walk-ins and prints badges */
  kioskLogin: '/kiosk/login',
  kioskLogout: '/kiosk/logout',
  kioskCode: '/kiosk/code',
  kioskRegister: '/kiosk/register',
  kioskPrint: '/kiosk/print',
  /** the organiser's console (under /editor) */
  editorDashboard: '/editor/visitors/dashboard',
  editorExport: '/editor/visitors/export',
  editorList: '/editor/visitors',
  editorRevoke: '/editor/visitors/:id/revoke',
  editorReissue: '/editor/visitors/:id/reissue',
  editorScanAlerts: '/editor/visitors/scan-alerts',
  /** the prints of one registration's badge (kiosks and gates), newest first */
  editorPrints: '/editor/visitors/:id/prints',
} as const;
