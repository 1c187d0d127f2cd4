/**
 * Tenth read, f10d fixes (issue 22): a `linking` note on "It's not the place to go if you need something specific."
 * (lts-0094) passed because "if" is on the connective list, though that "if" opens a condition inside the sentence and
 * links nothing; and band-145 model answers carried learner phrasing ("solve conflicts", "ten minutes of break",
 * "A movie of two hours", "almost could not"). Each planted case fails; its corrected form passes.
 */
import { describe, expect, it } from 'vitest';
import { annotationProblems, hasConnective, learnerPhrasingProblems } from '../../scripts/bank/lib/samples.mjs';

const answer = (quote: string, tag = 'linking') => ({
  id: 'lts-9999',
  samples: [{ band: 145, text: `I go there on Sundays. ${quote} That is all.`, notes: [{ quote, tag }] }],
});

describe('f10d: a linking note needs a connective that links', () => {
  it.each([
    "It's not the place to go if you need something specific.",
    'Critics reasonably ask why money should go to a sculpture when hospitals need equipment.',
    'It looks as good as new.',
  ])('flags "%s"', (quote) => {
    expect(hasConnective(quote)).toBe(false);
    expect(annotationProblems(answer(quote)).join(' ')).toContain('"linking" note has no connective');
  });

  it.each([
    "Then, if the weather's nice,",
    'If it rains, we stay inside.',
    'When I got home, I slept for ten hours.',
    'It was late, so we took a taxi.',
    'Fortunately, decline can be reversed when communities are determined.',
    'We were tired; as a result, we went home early.',
  ])('passes "%s"', (quote) => {
    expect(hasConnective(quote)).toBe(true);
    expect(annotationProblems(answer(quote))).toEqual([]);
  });
});

describe('f10d: learner phrasing in a band-145 model answer', () => {
  it.each([
    ['Play teaches them to take small risks and solve conflicts without adults.', 'solve conflicts'],
    ['Then we made a rule: forty minutes of work, then ten minutes of break.', 'minutes of break'],
    ['A movie of two hours cannot show everything in a long novel.', 'A movie of two hours'],
    ['When she turned me toward the mirror, I almost could not recognize myself.', 'almost could not'],
  ])('flags "%s"', (text, phrase) => {
    const found = learnerPhrasingProblems('ws-9999', [{ band: 145, text }]).join(' ');
    expect(found).toContain(`"${phrase}"`);
    expect(annotationProblems({ id: 'ws-9999', samples: [{ band: 145, text, notes: [] }] }).join(' ')).toContain(phrase);
  });

  it('passes the corrected wording, and leaves lower bands (which may keep a tagged error) alone', () => {
    for (const text of [
      'Play teaches them to take small risks and settle disagreements without adults.',
      'Then we made a rule: forty minutes of work, then a ten-minute break.',
      'A two-hour movie cannot show everything, and I could barely recognize myself.',
      'We solved the problem and resolved the conflict.',
    ]) expect(learnerPhrasingProblems('ws-9999', [{ band: 145, text }]), text).toEqual([]);
    expect(learnerPhrasingProblems('ws-9999', [{ band: 115, text: 'ten minutes of break' }])).toEqual([]);
    expect(learnerPhrasingProblems('is-9999', [{ band: 145, text: ['Fine.', 'We solve conflicts by talking.'] }])).not.toEqual([]);
  });
});
