// Types of supported-node.mjs (plain JavaScript, so scripts/start.mjs can run without TypeScript).
export function supportedMajor(): number | undefined;
export function nodeVersionProblem(version: string, wanted?: number): string | null;
