// Interactive Listening distractors (issue 22): a wrong reply must be something a learner who half-understood the
// partner could say. The absurd ones the editor found ("Dates are difficult fruit to grow", "Pools are full of
// water", "Six is a really nice number") share one shape: a general statement about a word the partner has just
// said, addressed to nobody. This module finds that shape so the build can refuse it. Pure, no I/O.

const ADDRESS = new Set(['i', "i'm", "i'd", "i'll", "i've", 'me', 'my', 'mine', 'myself', 'we', "we'd", "we'll", "we're", "we've", 'us', 'our', 'you', "you'd", "you'll", "you're", "you've", 'your', "let's"]);
// Words that tie a statement to the speaker's situation or judgment ("Two kilos is very heavy", "Tomorrow is too
// late"): a reply with one of them reacts to what was said instead of defining it.
const STANCE = new Set(['too', 'very', 'enough', 'quite', 'actually', 'honestly', 'obviously', 'though', 'then', 'so', 'fine', 'please', 'thanks', 'sorry', 'because', 'but', 'still', 'already']);
// A pronoun or "that"/"because" opening refers back to the conversation ("It was the number fourteen bus").
const REFERRING = new Set(['it', "it's", 'that', 'this', 'these', 'those', 'they', "they're", 'she', "she's", 'he', "he's", 'there', "there's", 'because', 'yes', 'no', 'not']);
const GENERAL_VERB = /^((?:[a-z']+ ){1,4})(is|are|was|were|comes|come|has|have|means|mean|happens|happen|travels|travel|produce|produces|lets|let)\b/;

const words = (text) => text.toLowerCase().match(/[a-z']+/g) ?? [];
const stem = (w) => w.replace(/ies$/, 'y').replace(/s$/, '');

/**
 * True when `reply` is a general statement about a word of `partnerTurn`: it opens with a short noun phrase that
 * repeats a word the partner said, followed by a linking verb, and nothing in it addresses anyone, refers back to
 * the conversation or takes a stance.
 */
export function isWordEchoTruism(partnerTurn, reply) {
  const text = reply.trim();
  if (text.endsWith('?')) return false;
  const all = words(text);
  if (!all.length || REFERRING.has(all[0]) || all.some((w) => ADDRESS.has(w) || STANCE.has(w))) return false;
  const m = GENERAL_VERB.exec(text.toLowerCase());
  if (!m) return false;
  const said = new Set(words(partnerTurn).map(stem));
  return m[1].trim().split(' ').some((w) => said.has(stem(w)));
}

/** Build problems for one authored conversation: every distractor that is a word-echo truism. */
export function distractorProblems(item) {
  const problems = [];
  let partner = '';
  for (const turn of item.turns ?? []) {
    if (turn.speaker === 'partner') { partner = turn.text ?? ''; continue; }
    for (const d of turn.distractors ?? []) {
      if (isWordEchoTruism(partner, d)) problems.push(`${item.id}: distractor is a general statement about the partner's words, not a reply: "${d}"`);
    }
  }
  return problems;
}
