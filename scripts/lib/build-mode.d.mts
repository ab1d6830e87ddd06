// Types of build-mode.mjs (plain JavaScript, so scripts/start.mjs can run without TypeScript).
export type BuildMode = 'live' | 'preview';
export const BUILD_MODE_FILE: string;
export function recordBuildMode(projectRoot: string, mode: BuildMode): void;
export function builtMode(projectRoot: string): BuildMode | undefined;
