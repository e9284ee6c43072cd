/** One row of a sheet as read: its row number in the sheet (the headings are row 1) and its cells' text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** A sheet (or a CSV file) as read: its name, its heading row, its data rows (rows with no text skipped). */
export interface RawSheet {
  name: string;
  headings: string[];
  rows: SheetRow[];
}

/** Reports the rows read so far (the import's progress). */
export type OnRows = (rows: number) => void;

/** Lets the process answer other requests (the import's progress among them) between batches of rows. */
export function breathe(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
