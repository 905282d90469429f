// The seed's tags: stand-ins for third-party scripts, one of each purpose in the site settings and
// an office's own in its head and footer. They all load one file from the media library,
// Scripts/seed-tag.js, named by ?tag=, which content-api serves with the images. A tag that runs
// leaves two traces: its name in window.brightwoodTags, and a request to content-api's
// /tags/trace?tag=<name>&page=<path>, so a test (or anyone reading the access log) can tell which
// tags ran on which page, and which were never fetched.
import type { OfficeScripts, SeoScript, TagPurpose } from '@handyman/contracts';

/** The media path of the one stand-in tag file. */
export const SEED_TAG_FILE = 'Scripts/seed-tag.js';

/** The stand-in tag's code (plain ES5, as third-party tags are). */
export const SEED_TAG_SCRIPT = `// A stand-in for a third-party tag of the Brightwood seed: its name is the ?tag= of its address.
// When it runs it leaves two traces: its name in window.brightwoodTags, and a request to the
// service it came from, /tags/trace?tag=<name>&page=<path>.
(function () {
  var script = document.currentScript;
  if (!script || !script.src) return;
  var url = new URL(script.src);
  var name = url.searchParams.get('tag') || 'unnamed';
  (window.brightwoodTags = window.brightwoodTags || []).push(name);
  new Image().src = url.origin + '/tags/trace?tag=' + encodeURIComponent(name) + '&page=' + encodeURIComponent(location.pathname);
})();
`;

function seedTag(name: string, purpose: TagPurpose, label: string): SeoScript {
  return { CommentLabel: label, purpose, type: 'text/javascript', Src: `${SEED_TAG_FILE}?tag=${name}`, async: 'true' };
}

/** The site settings' tags (after the inline data layer): one strictly necessary, one analytics, one advertising. */
export function siteTags(): SeoScript[] {
  return [
    seedTag('essential', 'strictly-necessary', 'Site essentials: security and load balancing (strictly necessary)'),
    seedTag('analytics', 'analytics', 'Site measurement (analytics)'),
    seedTag('advertising', 'advertising', 'Advertising conversion tag (advertising)'),
  ];
}

/** An office's own tags: its measurement in the head, its advertising pixel at the end of the body. */
export function officeTags(): { HeadScripts: OfficeScripts; FooterScripts: OfficeScripts } {
  return {
    HeadScripts: { Script: [seedTag('office-analytics', 'analytics', 'Office measurement (analytics)')] },
    FooterScripts: { Script: [seedTag('office-advertising', 'advertising', 'Office advertising pixel (advertising)')] },
  };
}
