import path from 'node:path';

// What an editor may offer for download: documents, archives and images, checked by name and by
// the first bytes of the file (so a renamed program is not served as a PDF).

export const DOWNLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Room for a download of DOWNLOAD_MAX_BYTES sent as base64 in JSON: the largest body the API takes (a proxy in front must take it too). */
export const UPLOAD_BODY_LIMIT = Math.ceil((DOWNLOAD_MAX_BYTES * 4) / 3) + 64 * 1024;

const PK = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const KINDS: Record<string, { mime: string; magic: number[] }> = {
  '.pdf': { mime: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46] },
  '.zip': { mime: 'application/zip', magic: PK },
  '.docx': { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', magic: PK },
  '.xlsx': { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: PK },
  '.pptx': { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', magic: PK },
  '.doc': { mime: 'application/msword', magic: OLE },
  '.xls': { mime: 'application/vnd.ms-excel', magic: OLE },
  '.ppt': { mime: 'application/vnd.ms-powerpoint', magic: OLE },
  '.jpg': { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  '.jpeg': { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  '.png': { mime: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
};

export const DOWNLOAD_EXTENSIONS = Object.keys(KINDS);

export type DownloadFile = { file_name: string; mime: string; data: Buffer };

/** The file to keep, or why it is refused ('type' or 'size'). */
export function downloadFile(name: string, data: Buffer): DownloadFile | 'type' | 'size' | 'empty' {
  const baseName = path.basename(name.replace(/\\/g, '/')).trim();
  const kind = KINDS[path.extname(baseName).toLowerCase()];
  if (!baseName || baseName.length > 200 || !kind) return 'type';
  if (data.length === 0) return 'empty';
  if (data.length > DOWNLOAD_MAX_BYTES) return 'size';
  if (!kind.magic.every((byte, i) => data[i] === byte)) return 'type';
  return { file_name: baseName, mime: kind.mime, data };
}
