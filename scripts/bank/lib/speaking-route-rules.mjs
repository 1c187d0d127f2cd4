// Interactive Speaking routing gate (issue 22, tenth read t10e). The product now asks a stage's alternative when the
// learner's transcribed answers name its `ifMentions` cues (src/shared/learning/speaking-route.ts: latest answer first,
// then earlier ones), so every path through a tree is live. Every rule here asks that chooser, never a copy:
//   1. echo: a cue that the chooser finds in an earlier question of the tree (a default, or an alternative that may
//      have been asked) fires whenever a learner echoes that question ("I prefer working alone…" to "Do you prefer
//      working alone or on a team?"): the cue tells nothing about the learner;
//   2. model path: the band-145 answers are written for the default path (content/FORMAT.md), so fed to the chooser
//      they must keep every default; otherwise the model answers a question a learner giving it would not be asked;
//   3. dangling reference: a later default that points back with "that/this/these/those <noun>" to a noun that only a
//      skippable question named (is-0017 "What do you usually do in that season?" after "Which season do you like
//      best?" had an alternative about rainy days), or any question after a stage with alternatives that says
//      "like that" (is-0007 "Does staying up late like that…", which presumed the previous default).
import { chooseStageQuestion } from '../../../src/shared/learning/speaking-route.ts';
import { at, clean } from '../../../src/shared/learning/cue-terms.ts';

const fires = (term, text) => chooseStageQuestion([{ ifMentions: [term] }], [text]) === 0;
const says = (text, word) => at(clean(text), word) >= 0;

// Words after a demonstrative that are not the noun it points to ("that is", "this way" are not back-references).
const NOT_NOUNS = new Set(`is are was were be been being you your yours they them their it its we our he she his her
one ones kind sort way much many more most makes make made would could should will can might may do does did have has
had there here then than when where why what which who how about with from into over`.split(/\s+/));

// "like that" as a back-reference ("staying up late like that"), not the verb ("why do you like that place?").
const LIKE_THAT = /(?<!\b(?:you|i|we|they|people|would|do|does|don't|didn't) )\blike that\b/i;

/** Problems of one Interactive Speaking tree's routing. */
export function speakingRouteProblems(it) {
  const out = [];
  const stages = it.stages ?? [];
  const alts = (s) => s?.alternatives ?? [];
  const label = (n, k) => (k === undefined ? `stage ${n}` : `stage ${n} alternative ${k} ("${alts(stages[n])[k].question}")`);

  // 1. Echo: a cue found in an earlier question.
  stages.forEach((s, n) => {
    const earlier = [];
    for (let j = 0; j < n; j++) {
      earlier.push({ where: `stage ${j}`, text: stages[j].default ?? '' });
      alts(stages[j]).forEach((a, k) => earlier.push({ where: `stage ${j} alternative ${k}`, text: a.question ?? '' }));
    }
    alts(s).forEach((a, k) => {
      for (const term of a.ifMentions ?? []) {
        const echoed = earlier.find((q) => fires(term, q.text));
        if (echoed) out.push(`${it.id}: cue "${term}" of ${label(n, k)} is a word of ${echoed.where}'s question ("${echoed.text}"): a learner who echoes the question is routed by it`);
      }
    });
  });

  // 2. The band-145 answers follow the default path.
  const model = (it.samples ?? []).find((x) => x.band === 145)?.text;
  if (Array.isArray(model)) {
    stages.forEach((s, n) => {
      if (!alts(s).length) return;
      const got = chooseStageQuestion(alts(s), model.slice(0, n));
      if (got !== null) out.push(`${it.id}: the band-145 answers before stage ${n} name cues of ${label(n, got)}, so a learner saying them is not asked the default the model answers`);
    });
  }

  // 3. Back-references that a skipped question leaves without an antecedent.
  stages.forEach((s, n) => {
    if (n === 0) return;
    const questions = [{ text: s.default ?? '', where: label(n) }, ...alts(s).map((a, k) => ({ text: a.question ?? '', where: label(n, k) }))];
    if (alts(stages[n - 1]).length) {
      for (const q of questions) {
        if (LIKE_THAT.test(q.text)) out.push(`${it.id}: ${q.where} says "like that", which presumes stage ${n - 1}'s default was asked, but stage ${n - 1} has alternatives`);
      }
    }
    for (const m of (s.default ?? '').matchAll(/\b(?:that|this|these|those) ([a-z]+)/gi)) {
      const noun = m[1].toLowerCase();
      if (NOT_NOUNS.has(noun) || noun.length < 3) continue;
      const always = stages.slice(0, n).filter((x) => !alts(x).length).some((x) => says(x.default ?? '', noun));
      if (always) continue;
      const skippable = stages.slice(0, n).findIndex((x) => alts(x).length && says(x.default ?? '', noun) && !alts(x).some((a) => says(a.question ?? '', noun)));
      if (skippable >= 0) out.push(`${it.id}: stage ${n}'s default says "${m[0]}", but the ${noun} is named only by stage ${skippable}'s default, which an alternative may replace`);
    }
  });
  return out;
}
