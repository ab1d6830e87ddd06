/**
 * Browser tests drive Debian's Chromium. When it is missing, install it from Debian's
 * packages if this user may; otherwise fail and say how. Browser tests are never skipped.
 */
import { ensureDebianPackage } from './lib/debian-packages.ts';

try {
  ensureDebianPackage(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', 'chromium');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
