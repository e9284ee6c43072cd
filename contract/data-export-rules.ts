// No imports: the member centre's "My data" page reads these without the rest of the contract.

/** The "My data" export's calls (under /api, member area; docs/api.md, "My data"). */
export const DATA_EXPORT_PATHS = {
  /** POST: ask for a new export (answers its link's token, shown once) */
  request: '/member/data-export',
  /** GET: how the export of this token is doing */
  status: '/member/data-export/:token',
  /** GET: one of its files, once */
  file: '/member/data-export/:token/:file',
} as const;

/** The files of one export: everything as JSON, and the same as a page to read. */
export const DATA_EXPORT_FILES = ['data.json', 'data.html'] as const;
export type DataExportFile = (typeof DATA_EXPORT_FILES)[number];

export const DATA_EXPORT = {
  /** a link works this long after it was asked for */
  expiresHours: 24,
  /** exports a member may ask for in 24 hours (each one reads all their records) */
  perDay: 5,
  /** the link's token: 32 random bytes, base64url (256 bits) */
  tokenPattern: /^[A-Za-z0-9_-]{43}$/,
  /** how often the page asks whether the export is ready */
  pollMs: 2_000,
} as const;

/** What an export is doing: being prepared, ready (its files not yet taken), or over (expired, or the preparation failed). */
export const DATA_EXPORT_STATES = ['preparing', 'ready', 'expired', 'failed'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];
