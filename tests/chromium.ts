/**
 * Debian's Chromium (/usr/bin/chromium; browser downloads are impossible here) and the flags it needs on these
 * machines: without the background-networking ones it keeps dialling hosts the closed network refuses.
 * Used by the Playwright config and by the bench (Playwright and Lighthouse runs).
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
