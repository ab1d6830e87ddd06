/**
 * Where the editor may read and write: inside content/ (pictures inside content/images/), as
 * the file system resolves the path, not as it is spelled. A path is refused when it is
 * absolute, uses "..", a backslash or a NUL, or when a symbolic link on its way (a linked folder
 * inside content/, or the file itself) leads outside the folder. Every read, write, move and
 * delete of the editor's server goes through `resolveInside` first.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export const CONTENT_FOLDER = 'content';
export const PICTURES_FOLDER = 'content/images';

/** A path the editor will not touch; its message says why in plain words. */
export class RefusedPath extends Error {
  readonly status = 403;
}

/** `relative` in the project's spelling ("content/images/team/jane.png"), checked for its form only. */
function normalised(relative: string, folder: string): string {
  if (typeof relative !== 'string' || relative === '' || relative.includes('\0') || relative.includes('\\')) {
    throw new RefusedPath(`The editor does not take the path "${String(relative)}".`);
  }
  const normal = path.posix.normalize(relative);
  if (path.posix.isAbsolute(relative) || normal.split('/').includes('..') || !(normal === folder || normal.startsWith(`${folder}/`))) {
    throw new RefusedPath(`The editor only works on files in ${folder}/, not "${relative}".`);
  }
  return normal;
}

/** The real path of `file`, or of its nearest existing folder with the rest of the path after it. */
async function realLocation(file: string): Promise<string> {
  const rest: string[] = [];
  let at = file;
  for (;;) {
    try {
      return path.join(await fs.realpath(at), ...rest);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      const parent = path.dirname(at);
      // A link that leads nowhere: refused rather than followed when something is written.
      if (
        await fs.lstat(at).then(
          (stat) => stat.isSymbolicLink(),
          () => false,
        )
      ) {
        throw new RefusedPath(`${path.basename(at)} is a link the editor does not follow.`);
      }
      if (parent === at) throw error;
      rest.unshift(path.basename(at));
      at = parent;
    }
  }
}

/**
 * The absolute, real path of `relative` under `root`, which must lie inside `root`/`folder`
 * once every link is followed; refused (RefusedPath) otherwise.
 */
export async function resolveInside(root: string, relative: string, folder: string = CONTENT_FOLDER): Promise<string> {
  const normal = normalised(relative, folder);
  const base = await fs.realpath(path.join(root, folder)).catch(() => path.resolve(root, folder));
  const real = await realLocation(path.join(root, normal));
  if (real !== base && !real.startsWith(base + path.sep)) {
    throw new RefusedPath(`${relative} leads outside ${folder}/ (through a link), so the editor does not touch it.`);
  }
  return real;
}
