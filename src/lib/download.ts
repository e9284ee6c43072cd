import { showDate } from '@expo/contract/show-clock';

// Files the browser saves from an API answer (CSV exports): named by what they hold and the show's
// date, as a person finds them again in the downloads folder.

/** `leads-2027-05-12.csv`: the prefix and the date in China time (the show's clock). */
export function datedFileName(prefix: string, at: Date | number = Date.now(), extension = 'csv'): string {
  return `${prefix}-${showDate(at)}.${extension}`;
}

/** Saves `blob` as a download named `fileName` (an object URL on a link, released after the click). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
