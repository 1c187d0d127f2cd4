/**
 * Interactive Speaking: each question after the first may depend on what the learner said (DESIGN §7: "each
 * depends on earlier answers"). A stage offers its default question and alternatives with `ifMentions` cues; when
 * transcripts of the earlier answers exist (a speech-to-text provider is configured), the chosen question is:
 * 1. from the latest answer that mentions any cue (then the one before it, and so on), the alternative with the
 *    most distinct cues mentioned;
 * 2. a mention in a negated phrase ("I don't play sports", "never football") does not count: a question about
 *    it would ask about what the learner just said they do not do;
 * 3. a tie, or no cue at all, keeps the default: a neutral question costs less than a wrong guess.
 * Without transcripts every stage asks its default, as before.
 */
import { allAt, clean } from './cue-terms.ts';

export interface StageAlternative { ifMentions: readonly string[] }

/** The questions a learner heard: each stage's alternative named in `asked`, else (or when out of range) its default. */
export function questionsAsked(stages: readonly { question: string; alternatives: readonly { question: string }[] }[], asked: readonly (number | null)[] = []): string[] {
  return stages.map((s, i) => s.alternatives[asked[i] ?? -1]?.question ?? s.question);
}

// Three words before a mention are enough to see "don't really play", "never go to the", "not a big".
const NEGATION = / (?:not|no|never|nor|neither|don't|doesn't|didn't|can't|cannot|won't|wouldn't|isn't|aren't|wasn't|weren't|haven't|hasn't|hardly|dislike|hate)(?: [\p{L}']+){0,3} $/u;

// Negation reaches to the end of its clause only: "I don't watch TV, I play football" mentions football.
const clauses = (answer: string) => answer.split(/[.!?;:,]+|\s(?:but|and|so|because)\s/i).map(clean);

function mentioned(parts: readonly string[], term: string): boolean {
  return parts.some((text) => allAt(text, term).some((p) => !NEGATION.test(text.slice(0, p + 1))));
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
