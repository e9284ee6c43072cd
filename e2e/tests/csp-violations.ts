import type { Page } from '@playwright/test';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Collects every CSP violation of the page: the document's event (listening before any page
 * script runs) and Chromium's console report. The returned function answers those since its last call.
 */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (isCspReport(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
    });
  });
  return async () => [...reported.splice(0), ...(await page.evaluate(() => window.cspViolations?.splice(0) ?? []))];
}

/** Whether a console message is Chromium's report of a CSP violation. */
export function isCspReport(text: string): boolean {
  return /Content[ -]Security[ -]Policy/i.test(text);
}
