/**
 * Names the generated configuration (config.ts, Node only) and the editor's browser code
 * (admin/, serialise.ts) share, kept apart so the browser does not import the schemas' generator.
 */
/** The custom formats scripts/editor/admin/formats.ts registers (they keep the files' own style). */
export const FRONTMATTER_FORMAT = 'translytix-frontmatter';
export const YAML_FORMAT = 'translytix-yaml';
/** The one field a YAML file that is a list at its top is edited through (Decap edits groups of fields). */
export const ROOT_LIST_FIELD = 'list';
/** The editor page's session token: the meta tag the server writes it into, and the query parameter every API request carries it in (request-guard.ts). */
export const SESSION_META = 'translytix-editor-session';
export const SESSION_PARAMETER = 'session';
