/**
 * The home page's demo video, as content/site.yaml configures it: a YouTube video (played from
 * youtube-nocookie.com), a file of our own (content/videos/, served at /videos/), or none, in
 * which case Watch Demo becomes a link to book a live demo. The player, the security headers
 * (which frame host and player features to allow) and the build's note all read this module.
 */
import type { Site } from '../content/types';

/** Where YouTube videos play: its privacy-enhanced host, which sets no cookie until play. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export type DemoPlayer = { kind: 'youtube'; src: string; origin: string } | { kind: 'file'; src: string };

/** What to play when the visitor presses play, or undefined when no video is configured. */
export function demoPlayer(video: Site['demoVideo']): DemoPlayer | undefined {
  if (video?.youtubeId)
    return { kind: 'youtube', src: `${YOUTUBE_EMBED_ORIGIN}/embed/${video.youtubeId}?autoplay=1&rel=0`, origin: YOUTUBE_EMBED_ORIGIN };
  if (video?.file) return { kind: 'file', src: video.file };
  return undefined;
}
