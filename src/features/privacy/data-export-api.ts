import { DATA_EXPORT_PATHS, fillPath, type DataExportFile, type DataExportTicket, type Language } from '@expo/contract';
import { bearerDownload } from '../../lib/api/bearer-call';
import type { MemberApi } from '../../lib/api/member-client';
import { datedFileName, saveBlob } from '../../lib/download';
import { readToken } from '../../lib/session';

// "My data"'s calls. The link's token is shown by the API once, in the answer to the request: the
// tab keeps it (sessionStorage, beside the session it belongs to) so a reload still finds the
// export, and forgets it with the tab or when another session signs in.

const KEPT = 'expo.dataExport';

export const requestExport = (api: MemberApi) => api.post<DataExportTicket>(DATA_EXPORT_PATHS.request, {});

export const exportStatus = (api: MemberApi, token: string) => api.get<DataExportTicket>(fillPath(DATA_EXPORT_PATHS.status, { token }));

/** Downloads one file of the export and saves it as my-data-YYYY-MM-DD.json or .html. */
export async function downloadExport(token: string, file: DataExportFile, language: Language): Promise<void> {
  const blob = await bearerDownload(fillPath(DATA_EXPORT_PATHS.file, { token, file }), language, readToken());
  saveBlob(blob, datedFileName('my-data', Date.now(), file.split('.')[1]));
}

export function keptTicket(): DataExportTicket | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEPT) ?? 'null') as { ticket: DataExportTicket; session: string } | null;
    return kept && kept.session === readToken() && typeof kept.ticket?.token === 'string' ? kept.ticket : null;
  } catch {
    return null;
  }
}

export function keepTicket(ticket: DataExportTicket | null): void {
  try {
    if (ticket) sessionStorage.setItem(KEPT, JSON.stringify({ ticket, session: readToken() }));
    else sessionStorage.removeItem(KEPT);
  } catch {
    // storage refused (private mode): the export lives as long as the page
  }
}
