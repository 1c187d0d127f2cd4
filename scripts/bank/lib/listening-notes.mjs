// Interactive Listening notes (ninth read, e9c, issue 22): the gap is a free text box marked against the key and its
// listed alternatives only ({{word|alternative}}), so a second word that fits is marked wrong. il-0051's caller asked
// for "an appointment for a haircut", and the notes read "I want just a {{cut}}, not too short": "haircut" fits the
// slot as well as "cut". A compound said in the conversation whose head is the key (hair + cut) is the mechanical case
// of this: the notes must accept it or be rewritten. (The other case the read found, a broader word the partner used,
// "tools" for il-0019's "shovels", has no mechanical test; it is read for.) Pure, no I/O.

const GAP = /\{\{([^}]+)\}\}/g;
const MIN_PART = 3;
/**
 * Words of the conversation (every turn) that are a compound ending in a gap's key, such as "haircut" for "cut" (or
 * "haircuts" for "cuts"): the part before the key must be a common word (`isCommon`) of at least three letters, and the
 * compound must not already be an accepted alternative. A word said only with a capital ("Sunday" for "day") is a
 * name, not a compound. A compound the sentence rules out ("birthday" for "ten dollars a {{day}}") is listed in
 * `complete.notAlternatives` once an editor has checked it. Returns one problem per gap and compound.
 */
export function compoundGapProblems(item, isCommon) {
  const spoken = (item.turns ?? []).map((t) => t.text ?? t.answer ?? '').join(' ');
  const lower = new Set(spoken.match(/\b[a-z]+/g) ?? []);
  const ruledOut = new Set((item.complete?.notAlternatives ?? []).map((w) => w.toLowerCase()));
  const out = [];
  for (const m of (item.complete?.text ?? '').matchAll(GAP)) {
    const [key, ...accept] = m[1].split('|').map((x) => x.trim().toLowerCase());
    if (key.length < MIN_PART) continue;
    for (const w of lower) {
      if (w === key || accept.includes(w) || ruledOut.has(w) || !w.endsWith(key)) continue;
      const head = w.slice(0, w.length - key.length);
      if (head.length < MIN_PART || !isCommon(head)) continue;
      out.push(`${item.id}: notes gap {{${key}}} also takes "${w}", said in the conversation; accept it ({{${key}|${w}}}) or rewrite the sentence so only "${key}" fits`);
    }
  }
  return out;
}

// Tenth read (t10c, issue 22): il-0004's notes read "The {{heat}} in my room stopped working", and the partner offered
// "an electric heater": "heater" (and "heating") fits the gap as well as "heat". This is the mirror of the compound
// case: a said word that is the key plus an agent or process suffix. The other half of that read's finding, a
// different word of the conversation for the same thing (background for introduction, charity for volunteer), has no
// mechanical test; it is read for.
const SUFFIXES = ['er', 'ers', 'ing', 'or', 'ors'];
/** The key's -er/-ing/-or forms, with the usual spelling changes (bake → baker, run → runner). */
export function derivedForms(key) {
  const stems = new Set([key]);
  if (key.endsWith('e')) stems.add(key.slice(0, -1));
  if (/[^aeiou][aeiou][bdgmnprt]$/.test(key)) stems.add(key + key.at(-1));
  return new Set([...stems].flatMap((s) => SUFFIXES.map((x) => s + x)).filter((w) => w !== key));
}
/**
 * Words of the conversation (every turn and the scenario) that are a notes gap's key plus -er, -ing or -or ("heater"
 * or "heating" for "heat"), not already accepted ({{heat|heater}}) or ruled out in `complete.notAlternatives` after an
 * editor checked that the sentence takes only the key. Returns one problem per gap and word.
 */
export function derivedGapProblems(item) {
  const spoken = [item.scenario ?? '', ...(item.turns ?? []).map((t) => t.text ?? t.answer ?? '')].join(' ').toLowerCase();
  const said = new Set(spoken.match(/[a-z]+/g) ?? []);
  const ruledOut = new Set((item.complete?.notAlternatives ?? []).map((w) => w.toLowerCase()));
  const out = [];
  for (const m of (item.complete?.text ?? '').matchAll(GAP)) {
    const [key, ...accept] = m[1].split('|').map((x) => x.trim().toLowerCase());
    if (key.length < MIN_PART) continue;
    for (const w of derivedForms(key)) {
      if (!said.has(w) || accept.includes(w) || ruledOut.has(w)) continue;
      out.push(`${item.id}: notes gap {{${key}}} also takes "${w}", said in the conversation; accept it ({{${key}|${w}}}) or rewrite the sentence so only "${key}" fits`);
    }
  }
  return out;
}
