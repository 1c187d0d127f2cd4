/**
 * The tutor's Markdown as the browser gets it (src/client/app/tutor/Markdown.tsx rendered on the server): hostile
 * model output never becomes markup, a script, an image or a link to a forbidden scheme.
 */
import { describe, expect, it } from 'vitest';
// A component's markup, from React's browser build: the worker's own server entry streams only (ADR 042).
import { renderToString } from 'react-dom/server.browser';
import { Markdown } from '../../src/client/app/tutor/Markdown.tsx';

describe('tutor Markdown rendering', () => {
  it('escapes HTML, drops images and forbidden links, and isolates external links', () => {
    const hostile = [
      '<script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>',
      '![x](https://evil.example/pixel.gif) [a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](data:text/html,hi) [d](vbscript:x)',
      '[course](/en/courses/det-interactive-writing) [site](https://detprep.com/pricing) [mail](mailto:help@detprep.com)',
      '**bold <b>not html</b>** and `<code>`',
    ].join('\n\n');
    const out = renderToString(<Markdown text={hostile} />);
    expect(out).not.toMatch(/<script|<img|<iframe|<b>/i);
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).not.toMatch(/href="(javascript|data|vbscript):/i);
    const hrefs = [...out.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['/en/courses/det-interactive-writing', 'https://detprep.com/pricing', 'mailto:help@detprep.com']);
    expect(out).toContain('<a href="https://detprep.com/pricing" target="_blank" rel="noopener noreferrer nofollow">site</a>');
    expect(out).toContain('<strong>bold &lt;b&gt;not html&lt;/b&gt;</strong>');
    expect(out).toContain('<code>&lt;code&gt;</code>');
  });
});
