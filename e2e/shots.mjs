// Screenshots of pages at phone and desktop widths: node e2e/shots.mjs <baseUrl> <outDir> <path>...
import { chromium } from '@playwright/test';

const [base, out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const width of [375, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 800 : 900 } });
  page.on('console', (m) => { if (m.type() === 'error') console.log(`[console ${m.type()}] ${m.text()}`); });
  page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = `${path.replace(/[^a-z0-9]+/gi, '_')}_${width}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: width === 1440 ? false : false });
    console.log(name);
  }
  await page.close();
}
await browser.close();
