import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium (`scripts/ensure-chromium.sh` installs it), headless, with the flags a machine with
 * no GPU and a filtered network needs: the browser tests and `npm run perf:check` both start it here.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
}
