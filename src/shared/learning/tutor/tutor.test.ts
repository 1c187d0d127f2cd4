import { describe, expect, it } from 'vitest';
import { inlineText, parseInline, parseMarkdown, safeHref, type Block, type Inline } from './markdown.ts';
import { assemblePrompt, estimateTokens } from './prompt.ts';
import { buildIndex, search, type LessonDocument } from './retrieval.ts';
import { offlineAnswer } from './offline-answer.ts';
import { keyWordOf, scriptTurn } from './test-tutor.ts';

const say = (key: string, values: Record<string, string | number> = {}) => `${key}${Object.keys(values).length ? JSON.stringify(values) : ''}`;

function links(blocks: Block[]): string[] {
  const out: string[] = [];
  const walk = (nodes: Inline[]) => {
    for (const n of nodes) {
      if (n.type === 'link') out.push(n.href);
      if ('children' in n) walk(n.children);
    }
  };
  for (const b of blocks) {
    if (b.type === 'list') b.items.forEach(walk);
    else if ('children' in b) walk(b.children);
  }
  return out;
}

describe('safe Markdown from hostile model output', () => {
  it('keeps http(s), mailto and relative links and refuses every other scheme, however it is disguised', () => {
    expect(safeHref('https://detprep.com/courses')).toBe('https://detprep.com/courses');
    expect(safeHref('mailto:help@detprep.com')).toBe('mailto:help@detprep.com');
    expect(safeHref('/en/courses/det-interactive-writing')).toBe('/en/courses/det-interactive-writing');
    expect(safeHref('#/practice')).toBe('#/practice');
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'java\nscript:x',
      'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox', 'file:///etc/passwd', '//evil.example/x', '\\\\evil\\share', 'x:y/z']) {
      expect(safeHref(bad), bad).toBeNull();
    }
  });

  it('never produces HTML, images or script: tags stay text, images become their alt text, bad links their label', () => {
    const hostile = [
      '<script>alert(1)</script> <img src=x onerror=alert(1)>',
      '![tracking pixel](https://evil.example/p.gif) [click](javascript:alert(1)) [ok](https://detprep.com)',
      '[data](data:text/html,<b>x</b>) <a href="javascript:alert(1)">a</a>',
    ].join('\n\n');
    const blocks = parseMarkdown(hostile);
    expect(links(blocks)).toEqual(['https://detprep.com']);
    const text = blocks.map((b) => (b.type === 'paragraph' ? inlineText(b.children) : '')).join('\n');
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toContain('tracking pixel');
    expect(text).toContain('click');
    expect(JSON.stringify(blocks)).not.toContain('"type":"image"');
  });

  it('parses the subset a tutor uses: headings, lists, quotes, code, bold, italics', () => {
    const blocks = parseMarkdown('# Tips\n\n1. **Plan** first\n2. Write *clearly*\n\n- one\n- two\n\n> quoted\n\n```\n<b>code</b>\n```');
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'list', 'list', 'quote', 'codeBlock']);
    expect(blocks[0]).toMatchObject({ level: 2 });
    expect(blocks[1]).toMatchObject({ ordered: true });
    expect((blocks[1] as { items: Inline[][] }).items[0]![0]).toMatchObject({ type: 'strong' });
    expect(blocks[4]).toEqual({ type: 'codeBlock', text: '<b>code</b>' });
  });

  it('stays bounded on pathological input (deep nesting, unclosed markers, huge text)', () => {
    const deep = parseInline('*'.repeat(2000) + 'x' + '['.repeat(2000));
    expect(inlineText(deep)).toContain('x');
    expect(parseMarkdown('a'.repeat(50_000)).length).toBe(1);
    expect(inlineText((parseMarkdown('a'.repeat(50_000))[0] as { children: Inline[] }).children).length).toBe(20_000);
  });
});

describe('prompt assembly', () => {
  const turns = (n: number) => Array.from({ length: n }, (_, i) => ({ role: i % 2 ? 'assistant' as const : 'user' as const, content: `turn ${i} ${'word '.repeat(100)}` }));

  it('writes the system prompt on the server, per mode, with the answer language', () => {
    const std = assemblePrompt({ mode: 'standard', language: 'Japanese', turns: turns(1), learnerContext: [], notes: [] });
    const test = assemblePrompt({ mode: 'test', language: 'English', turns: turns(1), learnerContext: [], notes: [], step: 'Give the prompt' });
    expect(std[0]!.role).toBe('system');
    expect(std[0]!.content).toContain('Answer in Japanese');
    expect(test[0]!.content).toContain('examiner');
    expect(test[0]!.content).toContain('Step: Give the prompt');
    expect(std.filter((m) => m.role === 'system')).toHaveLength(1);
  });

  it('keeps the new message and the newest turns inside the budget, dropping the oldest first', () => {
    const all = turns(21);
    const messages = assemblePrompt({ mode: 'standard', language: 'English', turns: all, learnerContext: [], notes: [], budget: 1200 });
    const total = messages.reduce((a, m) => a + estimateTokens(m.content), 0);
    expect(total).toBeLessThanOrEqual(1200);
    expect(messages.at(-1)!.content).toBe(all[20]!.content);
    expect(messages[1]!.role).toBe('user');
    expect(messages.some((m) => m.content === all[0]!.content)).toBe(false);
    expect(messages.some((m) => m.content === all[19]!.content)).toBe(true);
  });

  it('gives the learner context at most a quarter of the budget', () => {
    const context = Array.from({ length: 50 }, (_, i) => `weak item ${i} ${'x'.repeat(100)}`);
    const messages = assemblePrompt({ mode: 'test', language: 'English', turns: turns(1), learnerContext: context, notes: [], budget: 1000 });
    const included = context.filter((c) => messages[0]!.content.includes(c));
    expect(included.length).toBeGreaterThan(0);
    expect(included.length).toBeLessThan(context.length);
    expect(included.reduce((a, c) => a + estimateTokens(c), 0)).toBeLessThanOrEqual(250);
  });

  it('refuses a conversation that does not end with the learner', () => {
    expect(() => assemblePrompt({ mode: 'standard', language: 'English', turns: turns(2), learnerContext: [], notes: [] })).toThrow();
  });
});

const DOCS: LessonDocument[] = [
  { slug: 'det-interactive-writing', title: 'Interactive Writing', href: '/courses/det-interactive-writing', sentences: ['You write for five minutes about a prompt, then answer a follow-up.', 'Plan your answer before typing.'] },
  { slug: 'det-read-and-select-course', title: 'Read and Select', href: '/courses/det-read-and-select-course', sentences: ['Select the real English words and leave the fakes.'] },
  { slug: 'det-listening-words', title: '聞き取り', href: '/ja/courses/det-listening-words', sentences: ['聞き取りの練習をします。'] },
];

describe('retrieval over lesson text', () => {
  const index = buildIndex(DOCS);
  it('finds the lesson a question is about, with its link and best sentences', () => {
    const hits = search(index, 'How long is the interactive writing follow-up?');
    expect(hits[0]!.doc.slug).toBe('det-interactive-writing');
    expect(hits[0]!.best[0]).toContain('follow-up');
    expect(search(index, '聞き取りのコツは？')[0]!.doc.slug).toBe('det-listening-words');
  });

  it('finds nothing for an unrelated question, and the offline tutor says so instead of inventing', () => {
    expect(search(index, 'zebra quantum')).toEqual([]);
    const text = offlineAnswer([], () => null, say);
    expect(text).toBe('tutorKb.cannot');
    const found = offlineAnswer(search(index, 'real words fakes'), () => '/app#/practice/read-and-select', say);
    expect(found).toContain('[Read and Select](/courses/det-read-and-select-course)');
    expect(found).toContain('(/app#/practice/read-and-select)');
  });
});

describe('the test-tutor script', () => {
  const profile = { weakTypes: ['interactive-speaking'], notebook: [{ type: 'fill-in-the-blanks', excerpt: 'The library …' }] };
  const answer = 'I learned photography from my uncle. We walked around the harbour every weekend and he explained composition and light.';

  it('runs prompt → follow-up from the answer → measured feedback, then starts again', () => {
    const first = scriptTurn({ learnerMessages: ['start'], seed: 1 }, profile, say);
    expect(first.step).toBe('prompt');
    expect(first.task).toBe('interactive-speaking');
    expect(first.offline).toContain(first.prompt);
    expect(first.offline).toContain('The library');
    const second = scriptTurn({ learnerMessages: ['start', answer], seed: 1 }, profile, say);
    expect(second.step).toBe('followUp');
    expect(second.offline).toContain(`"${keyWordOf(answer)}"`);
    const third = scriptTurn({ learnerMessages: ['start', answer, 'Because composition makes a photo clear, and I use it at work now.'], seed: 1 }, profile, say);
    expect(third.step).toBe('feedback');
    expect(third.offline).toContain('tutor.test.feedbackTitle');
    expect(third.offline).toMatch(/tutor\.test\.words\{"words":\d+/);
    expect(third.offline).toContain('tutor.test.pronunciation');
    expect(third.instruction).toContain('measured features');
    expect(scriptTurn({ learnerMessages: ['a', 'b', 'c', 'again'], seed: 1 }, profile, say).step).toBe('prompt');
  });

  it('scores a longer, better answer higher than a two-word one', () => {
    const short = scriptTurn({ learnerMessages: ['s', 'ok', 'yes'], seed: 2 }, { weakTypes: [], notebook: [] }, say);
    const long = scriptTurn({ learnerMessages: ['s', answer, 'Because composition makes a photo clear, and therefore I now use it at work every day, although I still practise.'], seed: 2 }, { weakTypes: [], notebook: [] }, say);
    const band = (t: string) => Number(/"band":(\d+)/.exec(t)![1]);
    expect(band(long.offline)).toBeGreaterThan(band(short.offline));
  });
});
