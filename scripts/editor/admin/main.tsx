/**
 * The editor (Decap CMS) at /admin/, served by scripts/editor/server.ts: the generated
 * configuration (../decap-config.json), the formats that keep the files' style, the previews
 * with the site's components and the content check, and the article-body widget. Its API
 * requests carry the page's session token (session.ts).
 */
import CMS from 'decap-cms-app';
import siteCss from '../../../src/styles/main.css?inline';
import config from '../decap-config.json';
import { ArticleBodyControl, ArticleBodyPreview } from './article-body-widget';
import { registerFormats } from './formats';
import { reloadOnEntrySwitch } from './entry-address';
import { apiUrl } from './session';
import { EntryPreview } from './previews';

registerFormats(CMS);
CMS.registerPreviewStyle(siteCss, { raw: true });
// Every collection and page-copy file shows the content check beside its form (previews.tsx).
for (const collection of config.collections as { name: string; files?: { name: string }[] }[]) {
  for (const name of [collection.name, ...(collection.files ?? []).map((file) => file.name)]) {
    CMS.registerPreviewTemplate(name, EntryPreview as never);
  }
}
CMS.registerWidget('article-body', ArticleBodyControl as never, ArticleBodyPreview as never);

// No save guard here: the editor's server checks every save (scripts/editor/repository.ts), new,
// duplicated or existing, and refuses one with problems, naming each; Decap shows its words.
reloadOnEntrySwitch();
CMS.init({ config: { ...config, backend: { ...config.backend, proxy_url: apiUrl('/api/v1') } } as never });
