/** See build-inputs.mjs. */
export declare const CODE_PATHS: readonly string[];
