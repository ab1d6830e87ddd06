// Types of build-mode.mjs (plain JavaScript, so scripts/start.mjs can run without TypeScript).
export type BuildMode = 'live' | 'preview';
export interface BuildRecord {
  mode: BuildMode;
  /** The day (YYYY-MM-DD, UTC) publication dates were compared with. */
  today: string;
}
export const BUILD_MODE_FILE: string;
export function recordBuildMode(projectRoot: string, mode: BuildMode, today: string): void;
export function buildRecord(projectRoot: string): BuildRecord | undefined;
export function builtMode(projectRoot: string): BuildMode | undefined;
