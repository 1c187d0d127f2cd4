import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasVisibleText } from './text.ts';

const INVISIBLES = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u202e', '\u00a0', '\u3000', '\u3164', '\u2800', ' ', '\n', '\t'];

describe('hasVisibleText', () => {
  it('refuses text made only of invisible characters, in any mix and length (property)', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...INVISIBLES), { maxLength: 50 }), (chars) => {
      expect(hasVisibleText(chars.join(''))).toBe(false);
    }));
  });

  it('accepts one visible character anywhere among them, in any script', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...INVISIBLES), { maxLength: 20 }), fc.constantFrom('a', 'é', '字', 'ก', 'я', '😀', '1', '.'), fc.nat(20), (chars, visible, at) => {
      const mixed = [...chars];
      mixed.splice(at % (mixed.length + 1), 0, visible);
      expect(hasVisibleText(mixed.join(''))).toBe(true);
    }));
    expect(hasVisibleText(null)).toBe(false);
  });
});
