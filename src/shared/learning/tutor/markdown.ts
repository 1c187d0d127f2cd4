/**
 * A small, safe Markdown subset for model output (ADR 031): paragraphs, headings, lists, quotes, code, bold,
 * italics and links — parsed to an AST of plain strings that the client renders as React elements. Nothing is
 * ever HTML: tags stay literal text (React escapes them). Links keep only http(s), mailto and relative targets;
 * images are never loaded (their alt text stays as text).
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'codeBlock'; text: string };

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** The href to use, or null when the target is not allowed (javascript:, data:, vbscript:, file:, //host …). */
export function safeHref(raw: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so judge without them.
  const href = raw.trim().replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!href || href.length > 2000) return null;
  if (href.startsWith('//') || href.startsWith('\\') || href.includes('\\')) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href);
  if (scheme) return ALLOWED_SCHEMES.has(`${scheme[1]!.toLowerCase()}:`) ? href : null;
  // No scheme: a relative link. A colon before the first / ? # would make it a scheme in some parser: refuse.
  const firstDelimiter = href.search(/[/?#]/);
  const colon = href.indexOf(':');
  if (colon !== -1 && (firstDelimiter === -1 || colon < firstDelimiter)) return null;
  return href;
}

const MAX_DEPTH = 4;

/** Inline text → nodes. Unmatched markers stay literal. */
export function parseInline(src: string, depth = 0): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ type: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    const rest = src.slice(i);
    if (ch === '\\' && i + 1 < src.length && /[\\`*_[\]()!#<>-]/.test(src[i + 1]!)) {
      text += src[i + 1];
      i += 2;
      continue;
    }
    if (ch === '`') {
      const end = src.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ type: 'code', text: src.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (depth < MAX_DEPTH && (rest.startsWith('**') || rest.startsWith('__'))) {
      const marker = rest.slice(0, 2);
      const end = src.indexOf(marker, i + 2);
      if (end > i + 2) {
        flush();
        out.push({ type: 'strong', children: parseInline(src.slice(i + 2, end), depth + 1) });
        i = end + 2;
        continue;
      }
    }
    if (depth < MAX_DEPTH && (ch === '*' || ch === '_') && src[i + 1] !== ' ') {
      const end = src.indexOf(ch, i + 1);
      if (end > i + 1 && src[end - 1] !== ' ') {
        flush();
        out.push({ type: 'em', children: parseInline(src.slice(i + 1, end), depth + 1) });
        i = end + 1;
        continue;
      }
    }
    const link = /^(!?)\[([^\]\n]{1,300})\]\(\s*<?([^()\s<>]{1,2000})>?(?:\s+"[^"\n]*")?\s*\)/.exec(rest);
    if (link) {
      flush();
      const [whole, bang, label, target] = link;
      const href = safeHref(target!);
      const children = depth < MAX_DEPTH ? parseInline(label!, depth + 1) : [{ type: 'text' as const, text: label! }];
      // Images are never fetched: the alt text stands in their place. Refused links keep their label as text.
      if (bang || !href) out.push(...children);
      else out.push({ type: 'link', href, children });
      i += whole.length;
      continue;
    }
    const auto = /^https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"]/.exec(rest);
    if (auto && (i === 0 || /[\s(]/.test(src[i - 1]!))) {
      flush();
      out.push({ type: 'link', href: auto[0], children: [{ type: 'text', text: auto[0] }] });
      i += auto[0].length;
      continue;
    }
    text += ch;
    i++;
  }
  flush();
  return out;
}

/** Markdown text → blocks. Input is capped so hostile output cannot make the parser slow. */
export function parseMarkdown(source: string, maxLength = 20_000): Block[] {
  const lines = source.slice(0, maxLength).replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let para: string[] = [];
  const endPara = () => {
    if (para.length) blocks.push({ type: 'paragraph', children: parseInline(para.join(' ')) });
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*```/.test(line)) {
      endPara();
      const code: string[] = [];
      for (i++; i < lines.length && !/^\s*```/.test(lines[i]!); i++) code.push(lines[i]!);
      blocks.push({ type: 'codeBlock', text: code.join('\n') });
      continue;
    }
    if (!line.trim()) {
      endPara();
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      endPara();
      const level = Math.min(4, Math.max(2, heading[1]!.length + 1)) as 2 | 3 | 4;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2]!.replace(/\s#+\s*$/, '')) });
      continue;
    }
    const item = /^\s*([-*+]|\d{1,3}[.)])\s+(.*)$/.exec(line);
    if (item) {
      endPara();
      const ordered = /\d/.test(item[1]!);
      const items: Inline[][] = [parseInline(item[2]!)];
      while (i + 1 < lines.length) {
        const next = /^\s*([-*+]|\d{1,3}[.)])\s+(.*)$/.exec(lines[i + 1]!);
        if (!next || /\d/.test(next[1]!) !== ordered) break;
        items.push(parseInline(next[2]!));
        i++;
      }
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    const quote = /^\s*>\s?(.*)$/.exec(line);
    if (quote) {
      endPara();
      const parts = [quote[1]!];
      while (i + 1 < lines.length && /^\s*>/.test(lines[i + 1]!)) parts.push(lines[++i]!.replace(/^\s*>\s?/, ''));
      blocks.push({ type: 'quote', children: parseInline(parts.join(' ')) });
      continue;
    }
    para.push(line.trim());
  }
  endPara();
  return blocks;
}

/** The plain text of nodes (for tests and screen-reader summaries). */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes.map((n) => ('text' in n ? n.text : inlineText(n.children))).join('');
}
