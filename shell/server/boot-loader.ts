import { createHash } from 'node:crypto';

// How the page starts (docs/decisions/start-up.md). The app's first script is fetched with the HTML, at low priority,
// but run only once the first paint is on screen: the loading screen (on the home page, the brand's
// picture) shows before the app's start-up work, instead of after it when the script arrives first.
// The loader below is the page's one inline script; the CSP allows exactly it, by its hash (here for
// the Node server, in deploy/nginx/shell-config.sh for nginx; a test holds the two equal).

export const BOOT_MAIN_ID = 'boot-main';

// Runs main.js after the first contentful paint is presented (the 'paint' entry comes then); at once
// in a tab that is not shown (it never paints) or a browser without paint entries; after 1 s at most.
export const BOOT_LOADER =
  '(function(){var m=document.getElementById("boot-main"),s=0;' +
  'function go(){if(s++)return;var e=document.createElement("script");e.src=m.href;document.head.appendChild(e)}' +
  'try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(go)})' +
  '.observe({type:"paint",buffered:true})}catch(x){go()}' +
  'if(document.visibilityState!=="visible")go();setTimeout(go,1000)})()';

/** The CSP source that allows the loader and no other inline script. */
export const BOOT_LOADER_HASH = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`;

/** A tag as the HTML plugin gives it. */
export interface HtmlTag {
  tagName: string;
  attributes: Record<string, string | boolean | undefined | null>;
  voidTag: boolean;
  innerHTML?: string;
}

const isEntryScript = (tag: HtmlTag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';

/**
 * The HTML plugin's tags, rewritten: the entry's <script defer> becomes a low-priority preload the
 * loader finds by its id, and the loader goes last in the body.
 */
export function bootLoaderTags({ headTags, bodyTags }: { headTags: HtmlTag[]; bodyTags: HtmlTag[] }): {
  headTags: HtmlTag[];
  bodyTags: HtmlTag[];
} {
  const entries = headTags.filter(isEntryScript);
  if (entries.length !== 1) throw new Error(`the page needs one entry script for its loader, found ${entries.length}`);
  const preload: HtmlTag = {
    tagName: 'link',
    voidTag: true,
    attributes: { id: BOOT_MAIN_ID, rel: 'preload', href: entries[0].attributes.src, as: 'script', fetchpriority: 'low' },
  };
  const loader: HtmlTag = { tagName: 'script', voidTag: false, attributes: {}, innerHTML: BOOT_LOADER };
  return { headTags: headTags.map((tag) => (tag === entries[0] ? preload : tag)), bodyTags: [...bodyTags, loader] };
}
