// Interactive Listening distractors (issue 22): a wrong reply must be something a learner who half-understood the
// partner could say. The absurd ones the editor found ("Dates are difficult fruit to grow", "Pools are full of
// water", "Six is a really nice number") share one shape: a general statement about a word the partner has just
// said, addressed to nobody. This module finds that shape so the build can refuse it. Pure, no I/O.

const ADDRESS = new Set(['i', "i'm", "i'd", "i'll", "i've", 'me', 'my', 'mine', 'myself', 'we', "we'd", "we'll", "we're", "we've", 'us', 'our', 'you', "you'd", "you'll", "you're", "you've", 'your', "let's"]);
// Words that tie a statement to the speaker's situation or judgment ("Two kilos is very heavy", "Tomorrow is too
// late"): a reply with one of them reacts to what was said instead of defining it.
const STANCE = new Set(['too', 'very', 'enough', 'quite', 'actually', 'honestly', 'obviously', 'though', 'then', 'so', 'fine', 'please', 'thanks', 'sorry', "don't", 'because', 'but', 'still', 'already']);
// A pronoun or "that"/"because" opening refers back to the conversation ("It was the number fourteen bus").
const REFERRING = new Set(['if', 'when', 'it', "it's", 'that', 'this', 'these', 'those', 'they', "they're", 'she', "she's", 'he', "he's", 'there', "there's", 'because', 'yes', 'no', 'not']);
const GENERAL_VERB = /^((?:[a-z']+ ){1,4})(is|are|was|were|comes|come|has|have|means|mean|happens|happen|travels|travel|produce|produces|lets|let)\b/;

const words = (text) => text.toLowerCase().match(/[a-z']+/g) ?? [];
const stem = (w) => w.replace(/ies$/, 'y').replace(/s$/, '');

/**
 * True when `reply` is a general statement about a word of `partnerTurn`: it opens with a short noun phrase that
 * repeats a word the partner said, followed by a linking verb, and nothing in it addresses anyone, refers back to
 * the conversation or takes a stance.
 */
export function isWordEchoTruism(partnerTurn, reply, hedged = true) {
  const text = reply.trim();
  if (text.endsWith('?')) return false;
  const all = words(text);
  if (!all.length) return false;
  const said = new Set(words(partnerTurn).map(stem));
  if (!REFERRING.has(all[0]) && !all.some((w) => ADDRESS.has(w) || STANCE.has(w))) {
    const m = GENERAL_VERB.exec(text.toLowerCase());
    if (m && m[1].trim().split(' ').some((w) => said.has(stem(w)))) return true;
  }
  return hedged && isHedgedTruism(said, text);
}

// Eleventh read (t11c): "I think plugs are quite expensive in this country." and "Because economics is a very old
// subject." passed because "I", "because", "quite" and "very" exempt a reply. A hedge opening ("I think", "Because")
// followed by a generic clause — a bare noun phrase the conversation said, a linking verb, an intensified adjective
// and at most a generic place ("in many cities") — is the same shape with a hedge in front.
const HEDGE = /^(?:i think|i guess|i believe|i heard|because|well,)\s+(?:that\s+)?/;
const GENERIC_CLAUSE = /^((?:[a-z']+ ){1,3})(?:is|are)\s+(?:(?:a|an)\s+)?(?:(?:very|quite|really|so|pretty|usually|often|always)\s+)?([a-z]+)(?:\s+[a-z]+)?(?:\s+(?:in|around)\s+(?:this country|many cities|most cities|the world|many places|general))?[.!]?$/;
const DETERMINER = new Set(['the', 'my', 'your', 'our', 'their', 'his', 'her', 'its', 'this', 'that', 'these', 'those', 'a', 'an', 'it', 'there', 'what', 'which']);
function isHedgedTruism(said, text) {
  const lower = text.toLowerCase();
  const h = HEDGE.exec(lower);
  if (!h) return false;
  const rest = lower.slice(h[0].length);
  const m = GENERIC_CLAUSE.exec(rest);
  if (!m) return false;
  const subject = m[1].trim().split(' ');
  if (DETERMINER.has(subject[0]) || words(rest).some((w) => ADDRESS.has(w))) return false;
  return subject.some((w) => said.has(stem(w)));
}

/**
 * Build problems for one authored conversation: every distractor that is a word-echo truism. With `wide` (the
 * default) a distractor may echo the scenario or anything said so far; without it, only the partner's last turn
 * (the tenth-round rule, kept for conversations not yet read for the wider one).
 */
export function distractorProblems(item, { wide = true } = {}) {
  const problems = [];
  // The words a distractor may echo: the scenario and every partner turn so far ("bike lanes" from the scenario,
  // eleventh read il-0047), not only the turn just before it.
  let partner = item.scenario ?? '';
  for (const turn of item.turns ?? []) {
    if (turn.speaker === 'partner') { partner = wide ? `${partner} ${turn.text ?? ''}` : turn.text ?? ''; continue; }
    const reply = turn.answer ?? '';
    for (const d of turn.distractors ?? []) {
      if (isWordEchoTruism(partner, d, wide)) problems.push(`${item.id}: distractor is a general statement about the partner's words, not a reply: "${d}"`);
    }
    if (wide) partner += ` ${reply}`;
  }
  return problems;
}

// Eleventh read (t11c, issue 22): the right reply was the longest option (in words) in 81.5 % of `you` turns, so a
// learner who never listens and always picks the longest reply scored about four turns in five. Per conversation the
// key may be the strictly longest option in at most MAX_KEY_LONGEST_PER_ITEM turns; across the file, in at most
// MAX_KEY_LONGEST_SHARE of turns.
export const MAX_KEY_LONGEST_PER_ITEM = 3;
export const MAX_KEY_LONGEST_SHARE = 0.45;
const wordCount = (text) => (text ?? '').trim().split(/\s+/).filter(Boolean).length;
/** True when the turn's key has more words than every distractor. */
export function keyIsLongest(turn) {
  const k = wordCount(turn.answer);
  return (turn.distractors ?? []).every((d) => wordCount(d) < k);
}
// Thirteenth read (t13c, issue 22): the cap counts turns, not margins. In il-0080 the key was longest in 3 turns (the
// cap) but in two of them nearly three times as long as every distractor (27 words against 10), so a learner who
// never listened still picked it. A key may have fewer than MAX_KEY_LENGTH_RATIO times the words of the longest
// distractor in its turn.
export const MAX_KEY_LENGTH_RATIO = 2.5;
/** Key words divided by the words of the turn's longest distractor. */
export function keyLengthRatio(turn) {
  const longest = Math.max(1, ...(turn.distractors ?? []).map(wordCount));
  return wordCount(turn.answer) / longest;
}
/** Per-conversation length cue: a problem when the key is the longest option in more than 3 `you` turns. */
export function lengthCueProblems(item) {
  const you = (item.turns ?? []).filter((t) => t.speaker === 'you');
  const longest = you.filter(keyIsLongest).length;
  return longest > MAX_KEY_LONGEST_PER_ITEM
    ? [`${item.id}: the right reply is the longest option in ${longest} of ${you.length} turns (at most ${MAX_KEY_LONGEST_PER_ITEM}); lengthen a distractor that misunderstands or tighten the reply`]
    : [];
}
/** Per-turn length cue: one problem per `you` turn whose key has at least MAX_KEY_LENGTH_RATIO times the words of every distractor. */
export function lengthRatioProblems(item) {
  const out = [];
  (item.turns ?? []).forEach((t, i) => {
    if (t.speaker !== 'you') return;
    const ratio = keyLengthRatio(t);
    if (ratio >= MAX_KEY_LENGTH_RATIO) out.push(`${item.id}: turn ${i}: the right reply has ${ratio.toFixed(1)} times the words of the longest distractor (under ${MAX_KEY_LENGTH_RATIO}); tighten the reply or lengthen a distractor that misunderstands`);
  });
  return out;
}
/** Bank-wide length cue over all conversations: a problem when the key is longest in more than 45 % of turns. */
export function bankLengthCueProblems(items) {
  const you = items.flatMap((it) => (it.turns ?? []).filter((t) => t.speaker === 'you'));
  if (!you.length) return [];
  const longest = you.filter(keyIsLongest).length;
  const share = longest / you.length;
  return share > MAX_KEY_LONGEST_SHARE
    ? [`interactive-listening: the right reply is the longest option in ${longest} of ${you.length} turns (${(share * 100).toFixed(1)} %, at most ${MAX_KEY_LONGEST_SHARE * 100} %)`]
    : [];
}
