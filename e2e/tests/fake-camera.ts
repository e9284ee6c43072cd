import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';
import sharp from 'sharp';

// A video for Chromium's fake camera (--use-file-for-fake-video-capture): a QR code on white,
// written as Y4M (YUV 4:2:0, full-range "jpeg" chroma siting), a few identical frames, looped.

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 5;

/** Writes `file` (.y4m): the QR code of `text`, centred, 360 px with its quiet zone. */
export async function qrVideo(file: string, text: string): Promise<string> {
  const qr = await QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 4, width: 360 });
  const { data } = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: { r: 255, g: 255, b: 255 } } })
    .composite([{ input: qr, gravity: 'centre' }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const frame = i420(data, WIDTH, HEIGHT);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const frames = Array.from({ length: FRAMES }, () => [Buffer.from('FRAME\n'), frame]).flat();
  await writeFile(file, Buffer.concat([header, ...frames]));
  return file;
}

/** Packed RGB to planar I420 (BT.601 full range): the Y plane, then U and V at half size each way. */
function i420(rgb: Buffer, width: number, height: number): Buffer {
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
  for (let row = 0; row < height; row += 1) {
    for (let col = 0; col < width; col += 1) {
      const at = (row * width + col) * 3;
      y[row * width + col] = clamp(0.299 * rgb[at]! + 0.587 * rgb[at + 1]! + 0.114 * rgb[at + 2]!);
    }
  }
  for (let row = 0; row < height; row += 2) {
    for (let col = 0; col < width; col += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dy, dx] of [[0, 0], [0, 1], [1, 0], [1, 1]] as const) {
        const at = ((row + dy) * width + col + dx) * 3;
        r += rgb[at]!;
        g += rgb[at + 1]!;
        b += rgb[at + 2]!;
      }
      [r, g, b] = [r / 4, g / 4, b / 4];
      const half = (row / 2) * (width / 2) + col / 2;
      u[half] = clamp(-0.168736 * r - 0.331264 * g + 0.5 * b + 128);
      v[half] = clamp(0.5 * r - 0.418688 * g - 0.081312 * b + 128);
    }
  }
  return Buffer.concat([y, u, v]);
}
