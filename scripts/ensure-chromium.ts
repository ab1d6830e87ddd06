/**
 * Browser tests drive Debian's Chromium. When it is missing, install it from Debian's
 * packages if this user may; otherwise fail and say how. Browser tests are never skipped.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const installCommand = 'apt-get update && apt-get install -y chromium';

if (!fs.existsSync(CHROMIUM_PATH)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM_PATH}. Install it with:\n  sudo sh -c '${installCommand}'`);
    process.exit(1);
  }
  console.log(`Chromium is missing at ${CHROMIUM_PATH}: installing it (${installCommand})`);
  try {
    execSync(installCommand, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    console.error(`Installing Chromium failed. Run this, then the tests again:\n  ${installCommand}`);
    process.exit(1);
  }
  if (!fs.existsSync(CHROMIUM_PATH)) {
    console.error(`Chromium is still missing at ${CHROMIUM_PATH} after "${installCommand}".`);
    process.exit(1);
  }
}
