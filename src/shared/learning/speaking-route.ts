/**
 * Interactive Speaking: each question after the first may depend on what the learner said (DESIGN §7: "each
 * depends on earlier answers"). A stage offers its default question and alternatives with `ifMentions` cues; when
 * transcripts of the earlier answers exist (a speech-to-text provider is configured), the chosen question is:
 * 1. from the latest answer that mentions any cue (then the one before it, and so on), the alternative with the
 *    most distinct cues mentioned;
 * 2. a mention in a negated phrase ("I don't play sports", "never football", "I avoid sugar") does not count: a
 *    question about it would ask about what the learner just said they do not do; nor does one right after a word
 *    of scarcity or distance ("a quiet area with little traffic", "less noise", "few tourists", "without a car",
 *    "far from the traffic"), unless a negation turns it round ("I can't live without my phone"); nor one after a
 *    lack of skill ("I'm bad at drawing", "terrible at sports");
 * 3. a tie, or no cue at all, keeps the default: a neutral question costs less than a wrong guess.
 * Without transcripts every stage asks its default, as before.
 */
import { allAt, clean } from './cue-terms.ts';

export interface StageAlternative { ifMentions: readonly string[] }

/** The questions a learner heard: each stage's alternative named in `asked`, else (or when out of range) its default. */
export function questionsAsked(stages: readonly { question: string; alternatives: readonly { question: string }[] }[], asked: readonly (number | null)[] = []): string[] {
  return stages.map((s, i) => s.alternatives[asked[i] ?? -1]?.question ?? s.question);
}

// Three words before a mention are enough to see "don't really play", "never go to the", "not a big", "avoid the".
// Thirteenth read (t13e, is-0031): a lack of skill negates too: "I'm bad at drawing", "terrible at sports", "useless at
// cooking" say the learner does not do it ("not good at" is already "not").
const NEGATION = / (?:not|no|never|nor|neither|don't|doesn't|didn't|can't|cannot|won't|wouldn't|isn't|aren't|wasn't|weren't|haven't|hasn't|hardly|dislike|hate|avoid|avoids|avoided|avoiding|(?:bad|terrible|useless|awful|hopeless|rubbish) at)(?: [\p{L}']+){0,3} $/u;
// Scarcity right before the mention (twelfth read, is-0015 "a quiet area with little traffic"): "little", "less", "few",
// "fewer". Not "a little", "a few", "the few", "my little brother": after an article, a possessive, a number or "of"
// ("lots of little shops") the word means some, or small. "Little" before a plural ("little kids") means small too.
const SCANT = /(?<! (?:a|an|the|my|your|his|her|our|their|this|that|these|those|its|of|some|two|three|four|five|nice|cute|tiny|sweet|lovely)) (?:little|less|few|fewer) $/u;
// Distance and absence, up to two words before the mention: "without a car", "far from the traffic", "away from screens".
const APART = / (?:without|far from|away from)(?: [\p{L}']+){0,2} $/u;
// A negation before "without" turns it round: "I can't live without my phone", "I never leave without my phone".
const NOT_WITHOUT = / (?:not|never|can't|cannot|couldn't|wouldn't|won't|don't|didn't)(?: [\p{L}']+){0,3} without(?: [\p{L}']+){0,2} $/u;

// Negation reaches to the end of its clause only: "I don't watch TV, I play football" mentions football.
const clauses = (answer: string) => answer.split(/[.!?;:,]+|\s(?:but|and|so|because)\s/i).map(clean);

/** Whether the mention starting at `p` of a cleaned clause is negated, scarce or absent. */
function negated(text: string, p: number): boolean {
  const before = text.slice(0, p + 1);
  if (NOT_WITHOUT.test(before)) return false;
  if (NEGATION.test(before) || APART.test(before)) return true;
  // "Little" with a plural is the adjective small ("little kids"); "few" and "fewer" take plurals.
  const scant = SCANT.exec(before);
  return !!scant && !(scant[0].trim() === 'little' && /^[\p{L}']+s /u.test(text.slice(p + 1)));
}

function mentioned(parts: readonly string[], term: string): boolean {
  return parts.some((text) => allAt(text, term).some((p) => !negated(text, p)));
}

/** Index of the alternative to ask, or null for the stage's default question. `answers` are oldest first. */
export function chooseStageQuestion(alternatives: readonly StageAlternative[], answers: readonly (string | null)[]): number | null {
  if (!alternatives.length) return null;
  for (const answer of [...answers].reverse()) {
    if (!answer) continue;
    const parts = clauses(answer);
    const counts = alternatives.map((a) => new Set(a.ifMentions.filter((term) => mentioned(parts, term)).map((t) => clean(t))).size);
    const most = Math.max(...counts);
    if (most === 0) continue;
    return counts.filter((n) => n === most).length > 1 ? null : counts.indexOf(most);
  }
  return null;
}
