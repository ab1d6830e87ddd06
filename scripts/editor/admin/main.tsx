/**
 * The editor (Decap CMS) at /admin/, served by scripts/editor/server.ts: the generated
 * configuration (../decap-config.json), the formats that keep the files' style, the previews
 * with the site's components, the article-body widget, and the publish guard.
 */
import CMS from 'decap-cms-app';
import siteCss from '../../../src/styles/main.css?inline';
import config from '../decap-config.json';
import { ArticleBodyControl, ArticleBodyPreview } from './article-body-widget';
import { registerFormats } from './formats';
import { checkDraft } from './problems';
import { ArticlePreview, StoryPreview } from './previews';
import { kindOf, writeEntry, type EntryData } from '../serialise';

/** A picture uploaded into the entry: Decap saves it with the entry (draft: not written yet). */
interface EntryMediaFile {
  path: string;
  draft?: boolean;
  file?: File;
}

interface EventEntry {
  get(key: 'data'): { toJS(): EntryData };
  get(key: 'path' | 'collection'): string | undefined;
  get(key: 'mediaFiles'): { toJS(): EntryMediaFile[] } | undefined;
}

/** The entry's pictures that are saved with it, as the content check takes them. */
async function unsavedPictures(entry: EventEntry): Promise<{ path: string; base64: string }[]> {
  const files = (entry.get('mediaFiles')?.toJS() ?? []).filter(
    (media): media is EntryMediaFile & { file: File } => media.draft === true && media.file !== undefined,
  );
  return Promise.all(
    files.map(async (media) => {
      const bytes = new Uint8Array(await media.file.arrayBuffer());
      let binary = '';
      for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      return { path: media.path, base64: btoa(binary) };
    }),
  );
}

registerFormats(CMS);
CMS.registerPreviewStyle(siteCss, { raw: true });
CMS.registerPreviewTemplate('stories', StoryPreview as never);
CMS.registerPreviewTemplate('articles', ArticlePreview as never);
CMS.registerWidget('article-body', ArticleBodyControl as never, ArticleBodyPreview as never);

// Publishing (the editorial workflow of a hosted git backend) is refused while the content
// check finds problems; saving a draft is not. The pull request's check (content-preview.yml)
// refuses it again on the server side.
CMS.registerEventListener({
  name: 'prePublish',
  handler: async ({ entry }: { entry: EventEntry }) => {
    const path = entry.get('path');
    const kind = path && kindOf(path);
    if (!path || !kind) return;
    // The pictures uploaded into this entry are written with it: checked as if already there.
    const { problems } = await checkDraft(path, writeEntry(undefined, entry.get('data').toJS(), kind), await unsavedPictures(entry));
    if (problems.length > 0) throw new Error(`Not published: ${problems.length} problem(s) to fix first, listed above the preview.`);
  },
});

CMS.init({ config: { ...config, backend: { ...config.backend, proxy_url: `${window.location.origin}/api/v1` } } as never });
