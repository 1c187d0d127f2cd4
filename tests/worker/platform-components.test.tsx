/**
 * Server rendering of the shared form and media components (src/shared/components): the markup a
 * server-rendered sign-in form or page sends before hydration. Their browser behaviour is covered by
 * tests/e2e/platform.spec.ts.
 */
import { describe, expect, it } from 'vitest';
// A component's markup, from React's browser build: the worker's own server entry streams only (ADR 042).
import { renderToString } from 'react-dom/server.browser';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../src/shared/components/i18n.tsx';
import { TextInput, countWords } from '../../src/shared/components/TextInput.tsx';
import { SafeImage } from '../../src/shared/components/SafeImage.tsx';
import { createTranslator } from '../../src/shared/i18n.ts';
import { loadMessages } from '../../src/generated/messages.ts';

async function html(node: ReactNode): Promise<string> {
  const t = createTranslator('en', await loadMessages('en'));
  const out = renderToString(<I18nProvider value={t}>{node}</I18nProvider>);
  expect(t.missing).toEqual([]);
  return out;
}

const attr = (markup: string, tag: string, name: string) => new RegExp(`<${tag}\\b[^>]*\\s${name}="([^"]*)"`, 'i').exec(markup)?.[1];

describe('TextInput', () => {
  it('ties the label, the error and the counter to the field', async () => {
    const out = await html(<TextInput label="E-mail address" name="email" type="email" error="Enter an e-mail address." maxLength={80} defaultValue="rina@" />);
    const id = attr(out, 'input', 'id')!;
    expect(out).toContain(`<label class="field-label" for="${id}">E-mail address</label>`);
    expect(attr(out, 'input', 'aria-invalid')).toBe('true');
    expect(attr(out, 'input', 'aria-describedby')).toBe(`${id}-error ${id}-count`);
    expect(out).toMatch(new RegExp(`id="${id}-error"[^>]*>Enter an e-mail address\\.</p>`));
    expect(out).toContain('5 / 80');
    expect(out).toContain('5 of 80 characters used');
  });

  it('counts an emoji as one character, as a person does', async () => {
    const out = await html(<TextInput label="Nickname" maxLength={40} defaultValue={'Ana 👩‍👩‍👧🇧🇷'} />);
    expect(out).toContain('6 / 40');
    // The browser's maxlength counts UTF-16 units and would cut a name of 21 emoji short.
    expect(attr(out, 'input', 'maxlength')).toBeUndefined();
  });

  it('is valid and undescribed without an error or a counter', async () => {
    const out = await html(<TextInput label="Name" />);
    expect(attr(out, 'input', 'aria-invalid')).toBeUndefined();
    expect(attr(out, 'input', 'aria-describedby')).toBeUndefined();
  });

  it('counts words against a limit and flags the excess', async () => {
    const out = await html(<TextInput label="Answer" multiline wordLimit={3} defaultValue={'one two\nthree  four'} />);
    expect(out).toContain('<textarea');
    expect(out).toContain('4 / 3 words');
    expect(out).toContain('1 word over the limit');
    expect(out).toContain('data-over="true"');
  });

  it('renders a password field with a show/hide toggle', async () => {
    const out = await html(<TextInput label="Password" type="password" />);
    expect(attr(out, 'input', 'type')).toBe('password');
    expect(out).toMatch(/<button type="button" class="field-reveal" aria-controls="[^"]+" aria-label="Show password"/);
  });

  it('counts words as runs of non-space characters', () => {
    expect([countWords(''), countWords('   '), countWords('a'), countWords(' a  b\tc\n')]).toEqual([0, 0, 1, 3]);
  });
});

describe('SafeImage', () => {
  it('renders the image, marked so the page-level error watcher leaves it to the component', async () => {
    const out = await html(<SafeImage src="/images/video-thumb.svg" alt="Lesson" width={320} height={180} />);
    expect(out).toMatch(/<img src="\/images\/video-thumb\.svg" alt="Lesson" width="320" height="180" loading="lazy" data-safe-image=""\/>/);
  });
});
