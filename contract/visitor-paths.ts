// No imports: the site's visitor pages and scanner read these paths without the rest of the contract.

/** The visitors' API paths (under /api; docs/api.md, "Visitors"): the server's routes and the site's calls. */
export const VISITOR_PATHS = {
  register: '/visit/register',
  badge: '/visit/badge',
  /** by the badge's token (x-badge-token): the badge page, with or without an account */
  scans: '/visit/scans',
  withdraw: '/visit/scans/:exhibitorId/withdraw',
  /** by the member's session: the member centre */
  memberBadge: '/member/visit/badge',
  memberScans: '/member/visit/scans',
  memberWithdraw: '/member/visit/scans/:exhibitorId/withdraw',
  /** an exhibitor team's leads (member area) */
  leads: '/member/leads',
  leadScan: '/member/leads/scan',
  lead: '/member/leads/:id',
  leadsExport: '/member/leads/export',
  /** the gate accounts' scanner */
  gateLogin: '/gate/login',
  gateLogout: '/gate/logout',
  gateScan: '/gate/scan',
  /** the organiser's console (under /editor) */
  editorDashboard: '/editor/visitors/dashboard',
  editorExport: '/editor/visitors/export',
  editorList: '/editor/visitors',
  editorRevoke: '/editor/visitors/:id/revoke',
  editorReissue: '/editor/visitors/:id/reissue',
  editorScanAlerts: '/editor/visitors/scan-alerts',
} as const;
