/**
 * The tutor's answers as React elements from the safe Markdown AST (src/shared/learning/tutor/markdown.ts): no
 * HTML is ever injected, links are only those the parser allowed, and links leaving the site open in a new tab
 * without a referrer or opener.
 */
import type { ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from '../../../shared/learning/tutor/markdown.ts';

function inline(nodes: readonly Inline[], key = ''): ReactNode[] {
  return nodes.map((n, i) => {
    const k = `${key}${i}`;
    switch (n.type) {
      case 'text': return n.text;
      case 'code': return <code key={k}>{n.text}</code>;
      case 'strong': return <strong key={k}>{inline(n.children, `${k}.`)}</strong>;
      case 'em': return <em key={k}>{inline(n.children, `${k}.`)}</em>;
      case 'link': {
        const external = /^https?:/i.test(n.href);
        return external
          ? <a key={k} href={n.href} target="_blank" rel="noopener noreferrer nofollow">{inline(n.children, `${k}.`)}</a>
          : <a key={k} href={n.href}>{inline(n.children, `${k}.`)}</a>;
      }
    }
  });
}

function block(b: Block, i: number): ReactNode {
  switch (b.type) {
    case 'paragraph': return <p key={i}>{inline(b.children)}</p>;
    case 'heading': {
      const H = `h${b.level}` as 'h2' | 'h3' | 'h4';
      return <H key={i} className="tutor-md-heading">{inline(b.children)}</H>;
    }
    case 'list': {
      const items = b.items.map((item, j) => <li key={j}>{inline(item)}</li>);
      return b.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
    }
    case 'quote': return <blockquote key={i}>{inline(b.children)}</blockquote>;
    case 'codeBlock': return <pre key={i}><code>{b.text}</code></pre>;
  }
}

export function Markdown({ text }: { text: string }) {
  return <>{parseMarkdown(text).map(block)}</>;
}
