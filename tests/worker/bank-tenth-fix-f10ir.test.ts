/**
 * Tenth read, fix f10ir (issue 22): gate rules for the Interactive Reading classes the read t10e found. Each planted
 * bad case is what the read found (or its kind); each good case must keep passing.
 */
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_MAX_WORDS, highlightProblems, irFrameProblems } from '../../scripts/bank/lib/format-rules.mjs';

interface PlantedSet {
  id: string;
  title: { answer: string; distractors: string[] };
  paragraphs: string[];
  highlights: { question: string; answer: string; why: string }[];
}

const set = (id: string, title: string, opening: string, keys: string[] = []): PlantedSet => ({
  id,
  title: { answer: title, distractors: ['a', 'b', 'c'] },
  paragraphs: [opening, 'Two.', 'Three.'],
  highlights: keys.map((answer) => ({ question: 'Why?', answer, why: 'w' })),
});

describe('tenth read: highlight keys are the shortest span that answers', () => {
  it(`flags a key over ${HIGHLIGHT_MAX_WORDS} words (ir-0044, ir-0094)`, () => {
    const long = set('ir-0044', 'T', 'O', ['they earn a salary from the first day and finish without the debt that many graduates carry for years']);
    expect(highlightProblems(long).join(' ')).toContain('highlight answer has 19 words');
  });

  it('passes a key of the right length', () => {
    expect(highlightProblems(set('ir-0044', 'T', 'O', ['they earn a salary from the first day and finish without the debt']))).toEqual([]);
  });
});

describe('tenth read: Interactive Reading sets do not repeat a title or opening frame', () => {
  it('flags two titles with the same first three words (ir-0016, ir-0035)', () => {
    const found = irFrameProblems([
      set('ir-0016', 'The Return of the Board Game', 'Board games sell well.'),
      set('ir-0035', 'The Return of the Night Train', 'Night trains run again.'),
    ]).join(' ');
    expect(found).toContain('ir-0035: its title opens like ir-0016');
  });

  it('flags a second revival title even with a different opening word (ir-0090, ir-0044)', () => {
    const found = irFrameProblems([
      set('ir-0016', 'The Return of the Board Game', 'Board games sell well.'),
      set('ir-0044', 'Earning While Learning: The Apprenticeship Returns', 'Apprenticeships grow.'),
    ]).join(' ');
    expect(found).toContain('ir-0044: a title with a revival word');
  });

  it('flags two first paragraphs with the same first three words (ir-0001, ir-0068)', () => {
    const found = irFrameProblems([
      set('ir-0001', 'Salt', 'For most of human history, salt was valuable.'),
      set('ir-0068', 'Stars', 'For most of history, the sky was dark.'),
    ]).join(' ');
    expect(found).toContain('ir-0068: its first paragraph opens like ir-0001');
  });

  it('flags a second "Long before <invention>" opening (ir-0058, ir-0077)', () => {
    const found = irFrameProblems([
      set('ir-0028', 'Ice', 'Long before electric refrigerators, people cut ice.'),
      set('ir-0077', 'Pigeons', 'Long ago, before telephones, people used pigeons.'),
      set('ir-0058', 'Ferment', 'Long before refrigerators, people {{discovered|disc|dis|di}} that microbes kept food.'),
    ]).join(' ');
    expect(found).toContain('ir-0058: an opening "Long before');
    expect(found).not.toContain('ir-0077');
  });

  it('flags a second "would disappear. Instead" arc (ir-0016, ir-0090)', () => {
    const found = irFrameProblems([
      set('ir-0016', 'Board Games', 'Many people {{assumed|amused|admired|adopted}} that board games would slowly disappear as screens took over. Instead, the opposite has happened.'),
      set('ir-0090', 'Podcasts', 'When television arrived, many people predicted that radio would disappear. Instead, spoken audio has found a new life.'),
    ]).join(' ');
    expect(found).toContain('ir-0090: the arc');
  });

  it('passes varied titles and openings', () => {
    expect(irFrameProblems([
      set('ir-0016', 'Why Board Games Are Booming', 'Screens take up more of our free time every year.'),
      set('ir-0035', 'Traveling While You Sleep', 'For many years, night trains were slowly disappearing. But recently they have come back.'),
      set('ir-0090', 'The Rise of the Podcast', 'Radio is a century old, and many people once predicted that television would replace it.'),
      set('ir-0077', 'Messages on Wings', 'Centuries before the telephone, people used pigeons.'),
    ])).toEqual([]);
  });
});
