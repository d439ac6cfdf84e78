import { createRequire } from 'node:module';
import type * as Xss from 'xss';
import type { TrustedHtml } from '@bff/view-models';

// Category intros, product descriptions and footer pages are HTML from the shop's CMS: trusted, but a
// compromised or careless CMS account must not be able to run script in shoppers' browsers. So the
// HTML passes an allowlist (js-xss's defaults: semantic tags, no style, no event handlers, links and
// images only to http(s), relative, mailto: and tel: targets) before the SPA renders it as markup.

// js-xss is CommonJS and adds most of its exports in a loop, which Node's ESM named-export detection cannot see.
const { FilterXSS, getDefaultWhiteList } = createRequire(import.meta.url)('xss') as typeof Xss;

// Elements whose content is code or foreign documents: dropped with their content, not shown as text.
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math']);

/**
 * A js-xss filter that drops DROPPED_WITH_CONTENT elements with all they hold, nested ones included, and
 * turns other tags off the allowlist into `otherTag`. js-xss's own stripIgnoreTagBody loses count when
 * one such element holds another (`<svg><script>…</script></svg>`) and leaves its "[removed]" marker on
 * the page, or the text between the two closing tags.
 */
function htmlFilter(whiteList: Xss.IWhiteList, otherTag: string): (html: string) => string {
  let open: string[] = [];
  let start = 0;
  let cuts: [number, number][] = [];
  const filter = new FilterXSS({
    whiteList,
    onIgnoreTag: (tag, html, { position, isClosing }) => {
      if (!DROPPED_WITH_CONTENT.has(tag)) return otherTag;
      if (isClosing) {
        // A closing tag ends its element and whatever it still holds, as in a browser.
        const at = open.lastIndexOf(tag);
        if (at !== -1) open = open.slice(0, at);
        if (at === 0) cuts.push([start, position!]);
      } else if (tag !== 'embed' && !html.endsWith('/>')) {
        // embed has no closing tag, and a self-closed tag holds nothing: neither opens anything.
        if (open.length === 0) start = position!;
        open.push(tag);
      }
      return '';
    },
  });
  return (html) => {
    open = [];
    cuts = [];
    const filtered = filter.process(html);
    // One left open holds the rest of the document, as it would in a browser.
    if (open.length > 0) cuts.push([start, filtered.length]);
    let kept = '';
    let from = 0;
    for (const [cutStart, cutEnd] of cuts) {
      kept += filtered.slice(from, cutStart);
      from = cutEnd;
    }
    return kept + filtered.slice(from);
  };
}

const allowList = getDefaultWhiteList();
// Accessible tables: header cells say what they head.
allowList.th = [...(allowList.th ?? []), 'scope'];

const sanitizer = htmlFilter(allowList, '');

// Every tag becomes a space, so '<p>One</p><p>Two</p>' reads 'One Two'.
const textOnly = htmlFilter({}, ' ');

export function sanitizeHtml(html: string): TrustedHtml {
  return sanitizer(html);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Plain text of CMS HTML, on one line, for meta descriptions and JSON-LD (escaped again where it is written). */
export function htmlToText(html: string): string {
  return decodeEntities(textOnly(html))
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word and marked with an ellipsis (search engines show about 155). */
export function truncateText(text: string, max = 155): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
