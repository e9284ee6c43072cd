/** @jest-environment node */
import { qrCodeDataUrl } from './site-data';

test('the help QR code is an SVG of 200 pixels made at build time', async () => {
  const url = await qrCodeDataUrl('https://help.example.com/service');
  expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
  const svg = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64').toString('utf8');
  expect(svg).toMatch(/^<svg[^>]* width="200" height="200"/);
  expect(svg).toContain('<path');
  expect(await qrCodeDataUrl('https://help.example.com/other')).not.toBe(url);
});
