import { chromium, type Browser } from 'playwright-core';

/**
 * Reports every Content-Security-Policy violation as a console error, which the browser tests count as
 * a failure (tests/e2e/browser.ts, collectErrors): the game must run under the policy the site sends
 * (src/server/static-site.ts). A blocked request says what it was; blocked inline code, where it was.
 */
export const POLICY_WATCH = `addEventListener('securitypolicyviolation', (event) => {
  console.error('Content-Security-Policy violation: ' + event.effectiveDirective + ' refused ' +
    (event.blockedURI || 'inline code') + ' at ' + event.sourceFile + ':' + event.lineNumber);
}, true);`;

/**
 * Debian's Chromium (`scripts/ensure-chromium.sh` installs it), headless, with the flags a machine with
 * no GPU and a filtered network needs: the browser tests and `npm run perf:check` both start it here.
 * Every context it makes (and every page of `newPage`) watches for policy violations (POLICY_WATCH).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(POLICY_WATCH);
    return context;
  };
  return browser;
}
