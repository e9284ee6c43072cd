import { Type, type Static } from '@sinclair/typebox';
import { DateTime } from './nullable';
import { DATA_EXPORT_STATES } from './data-export-rules';

// "My data" (issue 35, item 1): a member downloads everything the product holds about them.
export * from './data-export-rules';

/** An export asked for: its link's token (only in the answer to the request; the server keeps a hash). */
export const DataExportTicket = Type.Object({
  token: Type.String(),
  state: Type.Union(DATA_EXPORT_STATES.map((s) => Type.Literal(s))),
  requestedAt: DateTime,
  expiresAt: DateTime,
  /** per file: already downloaded (each file can be downloaded once) */
  downloaded: Type.Object({ json: Type.Boolean(), html: Type.Boolean() }),
});
export type DataExportTicket = Static<typeof DataExportTicket>;
