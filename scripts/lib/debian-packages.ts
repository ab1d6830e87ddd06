/**
 * Tools the tests and benchmarks drive (Chromium, nginx and its brotli module) come from
 * Debian's packages. When one is missing, install it if this user may; otherwise stop and
 * name the command to run. Each package is known by a file it installs, so a machine that has
 * nginx but not its optional module gets the module, not nothing.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';

/** A Debian package, and a file it installs that says whether it is there. */
export interface DebianPackage {
  file: string;
  package: string;
}

export const NGINX: DebianPackage = { file: '/usr/sbin/nginx', package: 'nginx' };
/** nginx's brotli module: optional (without it visitors get the gzip copies). The static one is all the site needs. */
export const NGINX_BROTLI: DebianPackage = {
  file: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  package: 'libnginx-mod-http-brotli-static',
};

export const hasBrotliModule = () => fs.existsSync(NGINX_BROTLI.file);

/** The packages of `needed` whose file is not there, each once. */
export function missingPackages(needed: readonly DebianPackage[], exists: (file: string) => boolean = fs.existsSync): string[] {
  return [...new Set(needed.filter((item) => !exists(item.file)).map((item) => item.package))];
}

/** Installs whichever of `needed` is missing (root only), or stops naming the command. */
export function ensureDebianPackages(needed: readonly DebianPackage[]): void {
  const missing = missingPackages(needed);
  if (missing.length === 0) return;
  const files = needed.filter((item) => missing.includes(item.package)).map((item) => item.file);
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    throw new Error(`${files.join(' and ')} ${files.length > 1 ? 'are' : 'is'} missing. Install with:\n  sudo sh -c '${command}'`);
  }
  console.log(`${files.join(' and ')} missing: installing (${command})`);
  try {
    execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    throw new Error(`Installing ${missing.join(' ')} failed. Run this, then try again:\n  ${command}`);
  }
  const still = missingPackages(needed);
  if (still.length > 0) throw new Error(`${still.join(' ')}: still missing after "${command}".`);
}

/** One binary from the given packages (Chromium). */
export function ensureDebianPackage(binary: string, packages: string): void {
  ensureDebianPackages([{ file: binary, package: packages }]);
}
