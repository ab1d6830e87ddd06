// decap-cms-app is installed on demand (scripts/editor/decap/), outside the project's types;
// the editor uses these few calls of its documented API.
declare module 'decap-cms-app' {
  const CMS: {
    init(options: { config: unknown }): void;
    registerCustomFormat(
      name: string,
      extension: string,
      format: { fromFile(text: string): unknown; toFile(value: unknown): string },
    ): void;
    registerPreviewStyle(style: string, options?: { raw: boolean }): void;
    registerPreviewTemplate(name: string, component: unknown): void;
    registerWidget(name: string, control: unknown, preview?: unknown): void;
    registerEventListener(listener: { name: string; handler(payload: never): unknown }): void;
  };
  export default CMS;
}
