/**
 * Debian's Chromium, as the tests and benchmarks run it: where it is and the flags this
 * closed network needs (no sandbox as root, no GPU, no background traffic to Google).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
