import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { readXlsx } from './read-xlsx';

// An .xlsx is a zip whose parts may come in any order: exceljs's own writer puts them in the order
// its streams finish, so the same workbook comes either way. The import read some orders as empty
// or unnamed sheets (and failed now and then on the same file); every order reads the same now.

const SHEETS = ['展馆 Halls', '展位 Booths', '展商 Exhibitors', '展品 Products'];
const EXPECTED = SHEETS.map((name, i) => ({ name, headings: ['编号 Key', '名称 Name'], rows: [{ row: 2, cells: [`K-${i}`, `第${i}行 row`] }] }));

async function parts(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const out = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName.endsWith('/')) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    out.set(entry.fileName, Buffer.concat(chunks));
  }
  return out;
}

function zipOf(files: Map<string, Buffer>, order: string[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const name of order) zip.addBuffer(files.get(name)!, name);
  zip.end();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
  });
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/** Every order of the relations (R), the workbook (W), the shared strings (S) and the sheets (X), the sheets forwards and shuffled. */
async function readEveryOrder(files: Map<string, Buffer>): Promise<string[]> {
  const group = (name: string) => (/worksheets\/sheet/.test(name) ? 'X' : name === 'xl/workbook.xml' ? 'W' : name === 'xl/sharedStrings.xml' ? 'S' : name === 'xl/_rels/workbook.xml.rels' ? 'R' : 'O');
  const names = [...files.keys()];
  const wrong: string[] = [];
  for (const order of permutations(['X', 'W', 'S', 'R'])) {
    for (const sheets of [[1, 2, 3, 4], [3, 1, 4, 2]]) {
      const sheetRank = (name: string) => sheets.indexOf(Number(/sheet(\d+)/.exec(name)?.[1]));
      const ordered = [...names.filter((n) => group(n) === 'O'), ...order.flatMap((g) => names.filter((n) => group(n) === g).sort((a, b) => sheetRank(a) - sheetRank(b)))];
      const read = await readXlsx(await zipOf(files, ordered), () => undefined).catch((error: Error) => error.message);
      if (JSON.stringify(read) !== JSON.stringify(EXPECTED)) wrong.push(`${order.join('')} ${sheets.join('')}: ${JSON.stringify(read).slice(0, 120)}`);
    }
  }
  return wrong;
}

test('the parts of an .xlsx in any order read as the same sheets, named, in order', async () => {
  const workbook = new ExcelJS.Workbook();
  SHEETS.forEach((name, i) => workbook.addWorksheet(name).addRows([['编号 Key', '名称 Name'], [`K-${i}`, `第${i}行 row`]]));
  expect(await readEveryOrder(await parts(Buffer.from(await workbook.xlsx.writeBuffer())))).toEqual([]);
});

test('a workbook without shared strings (its text inline, as some tools write it) reads the same in any order', async () => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  SHEETS.forEach((name, i) => {
    const sheet = workbook.addWorksheet(name);
    sheet.addRow(['编号 Key', '名称 Name']).commit();
    sheet.addRow([`K-${i}`, `第${i}行 row`]).commit();
    sheet.commit();
  });
  await workbook.commit();
  const files = await parts(Buffer.concat(chunks));
  expect(files.has('xl/sharedStrings.xml')).toBe(false);
  expect(await readEveryOrder(files)).toEqual([]);
});
