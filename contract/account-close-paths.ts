// No imports: the badge page reads these paths without the rest of the contract.

/** The calls (under /api; docs/api.md, "Closing an account"). */
export const ACCOUNT_CLOSE_PATHS = {
  /** GET: whether my account is closing; POST: confirm with the code */
  state: '/member/account-close',
  /** POST: send the code to my account's mobile or e-mail */
  code: '/member/account-close/code',
  /** POST, by the badge's token (x-badge-token): delete this registration (its person erased), confirmed */
  badgeDelete: '/visit/badge/delete',
} as const;
