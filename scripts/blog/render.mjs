// One article file → front matter, sanitized HTML with heading anchors, table of contents, reading time.
// Pure (no file system), so the worker tests can run hostile Markdown through exactly this code.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const REQUIRED = ['title', 'description', 'category', 'cover', 'author', 'published'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const CATEGORIES = ['scores', 'strategy', 'study-plans', 'test-day'];

/** `---\nkey: value\n---\n` front matter: flat keys, one line each (values may be quoted). */
export function parseArticleFile(source, name) {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!m) throw new Error(`${name}: missing front matter`);
  const meta = {};
  for (const line of m[1].split(/\r?\n/)) {
    if (!line.trim()) continue;
    const kv = /^([a-z]+):\s*(.*)$/.exec(line);
    if (!kv) throw new Error(`${name}: bad front matter line "${line}"`);
    meta[kv[1]] = kv[2].replace(/^"(.*)"$/, '$1').trim();
  }
  for (const k of REQUIRED) if (!meta[k]) throw new Error(`${name}: front matter needs ${k}`);
  if (!CATEGORIES.includes(meta.category)) throw new Error(`${name}: unknown category ${meta.category}`);
  for (const k of ['published', 'updated']) if (meta[k] && !DATE.test(meta[k])) throw new Error(`${name}: ${k} must be YYYY-MM-DD`);
  return { meta, markdown: m[2] };
}

const ALLOWED = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'a', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'br'],
  allowedAttributes: { a: ['href', 'title'], h2: ['id'], h3: ['id'], th: ['scope'] },
  // Only web links, mail and in-page anchors: javascript:, data: and the rest are dropped with the attribute.
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // External links open normally but pass no referrer or opener.
    a: (tagName, attribs) => (/^https?:/i.test(attribs.href ?? '')
      ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs }),
  },
};
ALLOWED.allowedAttributes.a.push('rel');

function slugify(text, used) {
  const base = text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'section';
  let id = base;
  for (let i = 2; used.has(id); i++) id = `${base}-${i}`;
  used.add(id);
  return id;
}

const SPACELESS = new Set(['ja', 'zh', 'th']);

export function renderArticle(markdown, locale) {
  const toc = [];
  const used = new Set();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        if (depth < 2 || depth > 3) return `<h${Math.max(2, depth)}>${inner}</h${Math.max(2, depth)}>\n`;
        // Plain text of the heading as the sanitizer sees it (a <script> in a heading leaves no text behind).
        const text = sanitizeHtml(inner, { allowedTags: [], allowedAttributes: {} }).replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"').trim();
        const id = slugify(text, used);
        if (depth === 2) toc.push({ id, text });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
    },
  });
  const raw = marked.parse(markdown, { async: false });
  const html = sanitizeHtml(raw, ALLOWED).trim().replace(/\n/g, '&#10;');
  // The same HTML, stripped, measures length: words at 220 a minute, or characters at 500 where words are not spaced.
  const text = sanitizeHtml(raw, { allowedTags: [], allowedAttributes: {} });
  const minutes = SPACELESS.has(locale)
    ? Math.ceil(text.replace(/\s+/g, '').length / 500)
    : Math.ceil(text.split(/\s+/).filter(Boolean).length / 220);
  // Anchors that the sanitizer dropped (a heading whose id it refused) must not appear in the TOC.
  return { html, toc: toc.filter((e) => html.includes(`id="${e.id}"`)), minutes: Math.max(1, minutes) };
}
