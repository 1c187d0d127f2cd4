/**
 * Eighth read, e8d (issue 22): gate rules for the writing and speaking model answers. Each planted bad case is what
 * the read found (or its kind); each good case is a US sense of the same words that must keep passing.
 */
import { describe, expect, it } from 'vitest';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';
import { formatProblems, SAMPLE_WORDS, sampleLengthProblems, sinceThenProblems } from '../../scripts/bank/lib/format-rules.mjs';

const words = (n: number) => Array.from({ length: n }, (_, i) => (i % 7 === 6 ? 'word.' : 'word')).join(' ');
const sample = (id: string, n: number, band = 145) => ({ id, cefr: 'B2', topic: 'x', prompt: 'Talk about it.', samples: [{ band, text: words(n), notes: [] }] });

// Thirteenth fix (t13d): the range is README's now, speech 119–169 and Writing Sample 178–212 (it was 90–170 and
// 150–220); the floor is band145LengthProblems' (tests/worker/bank-thirteenth-fix-f13d.test.ts).
describe('eighth read: band-145 model answer length (content/FORMAT.md)', () => {
  it('fails a speaking transcript over the 169-word cap (ss-0107 was 176)', () => {
    for (const prefix of ['ss', 'rts', 'lts']) {
      expect(sampleLengthProblems(prefix, sample(`${prefix}-0107`, 176)).join(' ')).toContain('transcript is 176 words, over the 169-word cap');
      expect(formatProblems(prefix, sample(`${prefix}-0107`, 170)).join(' ')).toContain('over the 169-word cap');
    }
  });

  it('passes 169 words, and leaves short planted answers and the lower bands alone', () => {
    for (const prefix of ['ss', 'rts', 'lts']) {
      expect(sampleLengthProblems(prefix, sample(`${prefix}-0001`, 169))).toEqual([]);
      expect(sampleLengthProblems(prefix, sample(`${prefix}-0001`, 20))).toEqual([]);
      expect(sampleLengthProblems(prefix, sample(`${prefix}-0001`, 200, 115))).toEqual([]);
    }
  });

  it('holds Writing Sample to 178–212 words and no other type to these bounds', () => {
    expect(SAMPLE_WORDS.ws).toEqual([178, 212]);
    expect(sampleLengthProblems('ws', sample('ws-0001', 213)).join(' ')).toContain('model answer is 213 words, over the 212-word cap');
    expect(sampleLengthProblems('ws', sample('ws-0001', 200))).toEqual([]);
    expect(sampleLengthProblems('iw', sample('iw-0001', 300))).toEqual([]);
  });
});

describe('eighth read: British usage the model answers carried', () => {
  it.each([
    ['Sometimes I also drink it at a little stall near my office.', 'little stall', 'stand'],
    ['My neighbor runs a tiny repair stall at the market.', 'repair stall', 'stand'],
    ["We'd have breakfast at one of the small stalls that sell fresh bread.", 'small stalls', 'stand'],
    ["It's not very big, maybe thirty stalls, but everything is local.", 'thirty stalls', 'stand'],
    ['In the evening, there are street food stalls.', 'food stalls', 'stand'],
    ['The stalls that sell fruit open at six.', 'stalls that sell', 'stand'],
    ['You still need to fill in forms and sign documents.', 'fill in forms', 'fill out'],
    ['She filled in application forms all day.', 'filled in application forms', 'fill out'],
    ['then a parent falling seriously ill', 'falling seriously ill', 'get sick'],
    ['He fell suddenly ill on the trip.', 'fell suddenly ill', 'get sick'],
    ['visitors who would never travel to see an ordinary office block', 'office block', 'office building'],
    ['I think care workers deserve better pay.', 'care workers', 'caregiver'],
    ['A good care worker notices when someone is sad.', 'care worker', 'caregiver'],
    ['Keeping summer time all year would leave us with dark mornings.', 'Keeping summer time', 'daylight saving time'],
    ['Some countries want summer time permanently.', 'summer time', 'daylight saving time'],
    ['Neighbors check on each other during heatwaves.', 'heatwaves', 'heat wave'],
    ['It became a library, a market hall and small workshops.', 'market hall', 'indoor market'],
    ['A cleaner or a warehouse worker rarely receives praise.', 'A cleaner or a warehouse', 'janitor'],
    ['My aunt works as an office cleaner.', 'works as an office cleaner', 'janitor'],
    ['The school cleaners start at six.', 'school cleaners', 'janitor'],
  ])('flags "%s" in a model answer', (text, phrase, us) => {
    const found = britishUsages(text, 'ss').join(' ');
    expect(found).toContain(`"${phrase}`);
    expect(found).toContain(us);
  });

  it('leaves the US senses of the same words alone', () => {
    for (const text of [
      'Health care workers, child care workers and day care workers deserve more.',
      'The air becomes cleaner, the noise drops, and we get a cleaner, greener city.',
      'It would make a cleaner and a safer city, and a cleaner and a more pleasant one.',
      'I bought a vacuum cleaner, and two window cleaners came; then I went to the dry cleaner.',
      'The talks stalled again, and he stalls for time.',
      'There is a small stall in the restroom, and the bathroom stalls that lock are new.',
      'The horse stood in its stall.',
      'I love the summer time at the lake, in the summertime.',
      'Daylight saving time ends in November.',
      'Can you fill in for me on Friday? Fill in the details on forms later.',
      'Please fill out the form.',
      'He was seriously ill last year, and she got sick in May.',
      'a heat wave, an office building, an indoor market, caregivers, a janitor, a food stand',
    ]) expect(britishUsages(text, 'ss'), text).toEqual([]);
  });

  it('checks the wider stall frames in every type (the ninth sweep fixed the last ones outside the samples)', () => {
    expect(britishUsages('a tiny repair stall', 'rts').join(' ')).toContain('stand');
    expect(britishUsages('a tiny repair stall', 'iw').join(' ')).toContain('stand');
    expect(britishUsages('a tiny repair stall', 'ph').join(' ')).toContain('stand');
    expect(britishUsages('a shower stall in the bathroom', 'ph')).toEqual([]);
    expect(britishUsages('an office block near the heatwaves of the market hall', 'ph').length).toBe(3);
    expect(britishUsages('You still need to fill in forms.')).not.toEqual([]);
  });

  it('reports the usage through the item check, prompt and notes included', () => {
    const it = { id: 'ss-0001', cefr: 'B1', topic: 'x', prompt: 'Describe a market hall you like.', samples: [{ band: 145, text: words(120), notes: [{ quote: 'word', tag: 'detail' }] }] };
    expect(formatProblems('ss', it).join(' ')).toContain('"market hall" (US: indoor market)');
  });
});

describe('eighth read: more British frames and single quotation marks in the model answers', () => {
  it.each([
    ['On the day, my hands were shaking.', 'On the day', 'that day'],
    ['How do you prepare, and what do you do on the day?', 'on the day', 'that day'],
    ['I also use it for my bus times.', 'bus times', 'bus schedule'],
    ['Little and often works much better.', 'Little and often', 'a little every day'],
    ['When I was at elementary school, we practiced letters.', 'When I was at elementary school', 'in elementary school'],
    ['They are shared in sports teams.', 'shared in sports teams', 'on a (sports) team'],
    ['They built a walking and cycling path.', 'walking and cycling path', 'bike path'],
  ])('flags "%s" in a model answer', (text, phrase, us) => {
    const found = britishUsages(text, 'lts').join(' ');
    expect(found).toContain(`"${phrase}`);
    expect(found).toContain(us);
  });

  it('leaves the US frames alone', () => {
    for (const text of [
      'On the day of the party, my hands were shaking; I bought it on the day it launched.',
      'I checked the bus schedule three times.',
      'A little every day works better, little by little.',
      'When I was in elementary school, I was at school by eight.',
      'She plays on a sports team, and people work in teams.',
      'a bike path and a bike lane',
    ]) expect(britishUsages(text, 'lts'), text).toEqual([]);
    expect(britishUsages('Bad weather on the day of the trip?', 'is')).toEqual([]);
    // Since the ninth sweep (is-0023, is-0036 fixed), the bare "on the day" is checked in Interactive Speaking too.
    expect(britishUsages('Bad weather on the day?', 'is')).not.toEqual([]);
  });

  it('fails a phrase in single quotation marks in the open tasks, passes double quotes and apostrophes', () => {
    const item = (prefix: string, text: string) => ({ id: `${prefix}-0001`, cefr: 'C1', topic: 'x', prompt: 'Discuss.', samples: [{ band: 145, text, notes: [] }] });
    expect(formatProblems('ws', item('ws', "Awards such as 'employee of the month' are common.")).join(' ')).toContain("'employee of the month'");
    expect(formatProblems('ss', item('ss', "Saying 'Let me check' gives you time.")).join(' ')).toContain('double quotation marks');
    expect(formatProblems('ws', item('ws', 'Awards such as "employee of the month" are common.')).join(' ')).not.toContain('double quotation marks');
    expect(formatProblems('ss', item('ss', "The kids' toys and my parents' car, rock 'n' roll, and I'm sure it's fine.")).join(' ')).not.toContain('double quotation marks');
    expect(formatProblems('rc', { id: 'rc-0001', cefr: 'B1', text: "He said 'hello there' to me." }).join(' ')).not.toContain('double quotation marks');
  });
});

describe('eighth read: "since then" takes the present perfect', () => {
  const item = (text: string) => ({ id: 'rts-0105', cefr: 'B1', topic: 'x', prompt: 'Talk.', samples: [{ band: 145, text, notes: [] }] });
  it.each([
    'Since then, I actually prefer buses to planes for some trips.',
    'Since then, I always carry a waterproof bag.',
    'Since then I plan the important things.',
    'Ever since then, we never leave late.',
  ])('fails "%s"', (text) => {
    expect(sinceThenProblems(item(text)).join(' ')).toContain('present perfect');
    expect(formatProblems('rts', item(text)).join(' ')).toContain('"since then" needs the present perfect');
  });

  it('passes the present perfect, "Now I…" and a contraction', () => {
    for (const text of [
      "Since then, I've actually preferred buses.",
      'Since then I have baked four more cakes.',
      'Since then, she has never been late.',
      'Now I always carry a waterproof bag.',
      "I've been going every week since then, and I'm less scared.",
    ]) expect(sinceThenProblems(item(text)), text).toEqual([]);
  });
});
