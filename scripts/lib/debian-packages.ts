/**
 * Tools the tests and benchmarks drive (Chromium, nginx) come from Debian's packages. When one
 * is missing, install it if this user may; otherwise stop and name the command to run.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export function ensureDebianPackage(binary: string, packages: string): void {
  if (fs.existsSync(binary)) return;
  const command = `apt-get update && apt-get install -y ${packages}`;
  if (process.getuid?.() !== 0) {
    throw new Error(`${binary} is missing. Install it with:\n  sudo sh -c '${command}'`);
  }
  console.log(`${binary} is missing: installing it (${command})`);
  try {
    execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    throw new Error(`Installing ${packages} failed. Run this, then try again:\n  ${command}`);
  }
  if (!fs.existsSync(binary)) throw new Error(`${binary} is still missing after "${command}".`);
}
