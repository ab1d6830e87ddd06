/**
 * Browser tests drive Debian's Chromium. When it is missing, install it from Debian's
 * packages if this user may; otherwise fail and say how. Browser tests are never skipped.
 */
import { CHROMIUM_PATH } from './lib/chromium.ts';
import { ensureDebianPackage } from './lib/debian-packages.ts';

try {
  ensureDebianPackage(CHROMIUM_PATH, 'chromium');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
