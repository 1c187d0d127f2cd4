/**
 * Fair marking of typed words (issue 22): a British spelling, digits for a spoken number or ordinal, and the
 * closed "cannot" are the same answer as the key's. Marking compares canonical forms and reports which kind
 * of variant it accepted, so the explanation can say so. Lists written for this project.
 */
import { normalizeText } from '../normalize.ts';

/** `compound`: an open compound written as one word or with a hyphen, or the reverse (marked in listen-type.ts). */
export type VariantKind = 'spelling' | 'number' | 'alternative' | 'compound';

/** British → American word pairs; inflected forms are derived below. */
const UK_US: readonly (readonly [string, string])[] = [
  ['colour', 'color'], ['favour', 'favor'], ['favourite', 'favorite'], ['honour', 'honor'], ['humour', 'humor'], ['labour', 'labor'],
  ['neighbour', 'neighbor'], ['behaviour', 'behavior'], ['flavour', 'flavor'], ['harbour', 'harbor'], ['rumour', 'rumor'], ['odour', 'odor'],
  ['armour', 'armor'], ['endeavour', 'endeavor'], ['vigour', 'vigor'], ['glamour', 'glamor'], ['saviour', 'savior'], ['parlour', 'parlor'],
  ['centre', 'center'], ['theatre', 'theater'], ['metre', 'meter'], ['litre', 'liter'], ['fibre', 'fiber'], ['kilometre', 'kilometer'],
  ['centimetre', 'centimeter'], ['millimetre', 'millimeter'], ['calibre', 'caliber'], ['sombre', 'somber'], ['spectre', 'specter'],
  ['travelled', 'traveled'], ['travelling', 'traveling'], ['traveller', 'traveler'], ['cancelled', 'canceled'], ['cancelling', 'canceling'],
  ['labelled', 'labeled'], ['labelling', 'labeling'], ['modelled', 'modeled'], ['modelling', 'modeling'], ['fuelled', 'fueled'],
  ['signalled', 'signaled'], ['quarrelled', 'quarreled'], ['marvellous', 'marvelous'], ['jewellery', 'jewelry'], ['woollen', 'woolen'],
  ['grey', 'gray'], ['defence', 'defense'], ['offence', 'offense'], ['licence', 'license'], ['pretence', 'pretense'],
  ['practise', 'practice'], ['analyse', 'analyze'], ['paralyse', 'paralyze'], ['catalogue', 'catalog'], ['dialogue', 'dialog'],
  ['programme', 'program'], ['mould', 'mold'], ['plough', 'plow'], ['aluminium', 'aluminum'], ['cosy', 'cozy'], ['sceptical', 'skeptical'],
  ['pyjamas', 'pajamas'], ['moustache', 'mustache'], ['enrol', 'enroll'], ['fulfil', 'fulfill'], ['skilful', 'skillful'], ['ageing', 'aging'],
  ['judgement', 'judgment'], ['acknowledgement', 'acknowledgment'], ['manoeuvre', 'maneuver'], ['paediatric', 'pediatric'],
  ['encyclopaedia', 'encyclopedia'], ['aeroplane', 'airplane'], ['mum', 'mom'], ['ok', 'okay'],
  // Thirteenth read (t13a): pairs that were missing.
  ['adaptor', 'adapter'], ['sceptic', 'skeptic'], ['scepticism', 'skepticism'], ['artefact', 'artifact'], ['enquire', 'inquire'],
  ['enquiry', 'inquiry'], ['enquiries', 'inquiries'], ['vapour', 'vapor'], ['savour', 'savor'], ['savoury', 'savory'], ['rigour', 'rigor'],
  ['tumour', 'tumor'], ['smoulder', 'smolder'], ['moult', 'molt'], ['instalment', 'installment'], ['wilful', 'willful'],
  ['mouldy', 'moldy'], ['sceptically', 'skeptically'],
];

/**
 * Thirteenth read (t13b): British nouns whose American spelling also spells another, unrelated word (tire "grow
 * weary", story "a tale", curb "hold back"). The rule: a British form is the same answer only where it can be the
 * same word. So (1) only the noun's own forms are derived (tyre, tyres; never "tyred" for "tired"), and (2) in a
 * sentence the British form counts only when the key sentence shows the shared sense (`cue`), since "a true
 * storey" is a misspelled building, not a tale. With no sentence to read (a letter gap), the form is accepted.
 */
const SENSE_SPLIT: readonly { uk: string; us: string; plural: [string, string]; cue: RegExp }[] = [
  { uk: 'tyre', us: 'tire', plural: ['tyres', 'tires'], cue: /\b(?:car|cars|bike|bikes|bicycle|bicycles|wheels?|flat|spare|tread|puncture[ds]?|pump|truck|trucks|van|road|rubber|winter|snow|pressure|vehicles?)\b/ },
  { uk: 'storey', us: 'story', plural: ['storeys', 'stories'], cue: /\b(?:buildings?|floors?|towers?|house|houses|block|blocks|tall|high|top|apartments?|hotel|office|offices|skyscrapers?|elevator|stairs|parking|garage|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|\d+)\b/ },
  { uk: 'kerb', us: 'curb', plural: ['kerbs', 'curbs'], cue: /\b(?:street|streets|road|roads|sidewalks?|pavement|cars?|park|parked|parking|drive|drove|step|stepped|edge|corner|bus|taxi|wheelchairs?|crossing|gutter)\b/ },
];

/**
 * The same rule for two pairs whose British forms are split by part of speech or field: British "practise" is the
 * verb (the noun is "practice" on both sides); British "programme" is not a computer program.
 */
const PRACTICE_NOUN_AFTER = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'my', 'your', 'his', 'her', 'our', 'their', 'its',
  'in', 'of', 'for', 'with', 'from', 'at', 'after', 'before', 'into', 'during', 'some', 'more', 'much', 'enough', 'no', 'any', 'daily',
  'regular', 'weekly', 'extra', 'good', 'common', 'best', 'standard', 'usual', 'private', 'medical', 'legal', 'piano', 'team', 'band',
  'choir', 'football', 'soccer', 'basketball', 'tennis', 'music', 'speaking', 'writing', 'reading', 'listening', "doctor's", 'own']);
const COMPUTER = /\b(?:computers?|software|apps?|code|coding|coded|install(?:ed|ing)?|download(?:ed|ing)?|laptops?|programmers?|programming|run|runs|ran|crash(?:ed|es)?|bug|bugs|antivirus|website|online|digital)\b/;

/** Verbs Britain spells with -ise and America with -ize (prefixes of every form: realise, realised, realisation…). */
const ISE_VERBS = [
  'real', 'organ', 'recogn', 'apolog', 'critic', 'emphas', 'summar', 'special', 'priorit', 'minim', 'maxim', 'memor', 'categor', 'character',
  'civil', 'final', 'general', 'global', 'harmon', 'hospital', 'ideal', 'immun', 'legal', 'modern', 'normal', 'optim', 'public', 'social',
  'standard', 'sympath', 'symbol', 'util', 'visual', 'author', 'colon', 'custom', 'econom', 'energ', 'equal', 'familiar', 'fertil', 'local',
  'mobil', 'neutral', 'penal', 'personal', 'popular', 'stabil', 'steril', 'subsid', 'urban', 'central', 'capital', 'computer', 'dramat',
  'jeopard', 'patron', 'scrutin', 'theor', 'agon', 'antagon', 'random', 'digit', 'commercial', 'industrial', 'individual', 'internal',
  'motor', 'national', 'vapor', 'vocal', 'fantas', 'mechan', 'sanit', 'hypothes', 'synthes', 'organ',
];
const ISE_ENDINGS = ['ise', 'ises', 'ised', 'ising', 'isation', 'isations', 'iser', 'isers'];

const SUFFIXES = ['', 's', 'es', 'ed', 'ing', 'ful', 'less', 'ite', 'ites', 'hood', 'hoods', 'ation', 'ations', 'er', 'ers', 'able', 'ably', 'ist', 'ists', 'ism'];
const withSuffix = (base: string, suffix: string) => (base.endsWith('e') && /^[aeio]/.test(suffix) ? base.slice(0, -1) + suffix : base + suffix);

const SPELLING = new Map<string, string>();
// programme's vowel-suffix forms (programmed, programming, programmer) are spelled so in American English too.
const SAME_IN_US = new Set(['programmed', 'programming', 'programmer', 'programmers']);
// Twelfth read (t12c, il-0037): for a British base ending in -e whose American form does not (kilometre, programme,
// catalogue), "-es" gives the same British form as "-s" ("kilometres") but a wrong American one ("kilometeres"), which
// overwrote the plural; the first (shortest-suffix) derivation of a British form wins.
// A sense-split noun (SENSE_SPLIT above) gets only its own forms, set after this loop.
for (const [uk, us] of UK_US) {
  for (const s of SUFFIXES) {
    const form = withSuffix(uk, s);
    if (!SAME_IN_US.has(form) && !SPELLING.has(form)) SPELLING.set(form, withSuffix(us, s));
  }
}
for (const { uk, us, plural } of SENSE_SPLIT) { SPELLING.set(uk, us); SPELLING.set(plural[0], plural[1]); }
for (const stem of ISE_VERBS) for (const e of ISE_ENDINGS) SPELLING.set(stem + e, stem + e.replace('is', 'iz'));
for (const stem of ['anal', 'paral', 'catal']) for (const e of ['yse', 'yses', 'ysed', 'ysing']) SPELLING.set(stem + e, stem + e.replace('ys', 'yz'));

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen',
  'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORDINAL_UNITS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh',
  'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
const ORDINAL_TENS = ['', '', 'twentieth', 'thirtieth', 'fortieth', 'fiftieth', 'sixtieth', 'seventieth', 'eightieth', 'ninetieth'];
const ordinalSuffix = (n: number) => (n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');

/** Number words 0–99 (cardinal and ordinal, "twenty-one", "twenty-first") and 100/1000 → digits ("4", "2nd"). */
const NUMBER = new Map<string, string>([['hundred', '100'], ['thousand', '1000'], ['hundredth', '100th'], ['thousandth', '1000th']]);
for (let n = 0; n < 100; n++) {
  const t = Math.floor(n / 10);
  const u = n % 10;
  const cardinal = n < 20 ? UNITS[n]! : u === 0 ? TENS[t]! : `${TENS[t]}-${UNITS[u]}`;
  const ordinal = n < 20 ? ORDINAL_UNITS[n]! : u === 0 ? ORDINAL_TENS[t]! : `${TENS[t]}-${ORDINAL_UNITS[u]}`;
  NUMBER.set(cardinal, String(n));
  NUMBER.set(ordinal, `${n}${ordinalSuffix(n)}`);
}

/** The number words (cardinal and ordinal, 0–99, hundred, thousand). */
export const NUMBER_WORDS: ReadonlySet<string> = new Set(NUMBER.keys());

// Ninth read (e9b, lt-0208): "ten thousand" typed as "10,000" earned 0.909, as only 0–99 and a bare "hundred" or
// "thousand" were numbers. canonicalPhrase joins a spoken compound number into one hyphenated word ("ten-thousand",
// "a-million", "two-hundred-and-fifty") and drops thousands separators from digits, so both sides align one to one;
// compoundValue reads the joined word.
const MULTIPLIERS = new Map([['hundred', 100], ['thousand', 1_000], ['million', 1_000_000]]);

/** The value of a joined compound number ("ten-thousand" → 10000, "a-million" → 1000000), or null. */
function compoundValue(word: string): number | null {
  if (!word.includes('-')) return null;
  const parts = word.split('-');
  if (!parts.some((p) => MULTIPLIERS.has(p))) return null;
  let total = 0;
  let current = 0;
  let seen = false;
  for (const [i, part] of parts.entries()) {
    const multiplier = MULTIPLIERS.get(part);
    if ((part === 'a' || part === 'an') && i === 0) { current = 1; continue; }
    if (part === 'and' && i > 0 && MULTIPLIERS.has(parts[i - 1]!)) continue;
    if (multiplier === 100) { current = (current || 1) * 100; seen = true; continue; }
    if (multiplier) { total += (current || 1) * multiplier; current = 0; seen = true; continue; }
    // A cardinal 0–99 from the NUMBER table ("ten" → "10"); an ordinal ("2nd") is not part of a compound.
    // Or digits, as in "30 thousand" (tenth read, lt-0206).
    const small = /^\d{1,3}$/.test(part) && i === 0 ? part : NUMBER.get(part);
    if (!small || !/^\d+$/.test(small)) return null;
    current += Number(small);
  }
  return seen ? total + current : null;
}

/** A joined compound number or long digits as a learner writes them, for explanations: "ten thousand", "10,000". */
export function shownNumber(word: string): string {
  if (/^\d{5,}$/.test(word)) return Number(word).toLocaleString('en-US');
  return compoundValue(word) === null ? word : word.replace(/-/g, ' ');
}

/** One word in its canonical form, with the kind of rewrite applied (none when it already was canonical). */
export function canonicalWord(word: string): { word: string; kind?: VariantKind } {
  const w = normalizeText(word);
  const spelled = SPELLING.get(w);
  if (spelled) return { word: spelled, kind: 'spelling' };
  const number = NUMBER.get(w) ?? compoundValue(w)?.toString();
  if (number) return { word: number, kind: 'number' };
  return { word: w };
}

const HOUR_WORD = `(?:${UNITS.slice(1, 13).join('|')})`;
const NUMBER_WORD = String.raw`(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)`;
// A run of number words holding a multiplier: "ten thousand", "a million", "two hundred and fifty", "twenty-one thousand".
// Digits may lead the run ("30 thousand", "2 million"): learners mix digits and words for the number they hear.
const COMPOUND_NUMBER = new RegExp(String.raw`\b(?:a|an|${NUMBER_WORD}|\d{1,3})(?: (?:hundred|thousand|million)(?: and(?= ${NUMBER_WORD}\b))?(?: ${NUMBER_WORD})?)+\b`, 'g');

// Compiled once per isolate: canonicalPhrase runs for every Listen and Type answer and every alignment.
const MERIDIEM = new RegExp(String.raw`(\d|\b${HOUR_WORD}) ?([ap])\.? ?m\b\.?`, 'g');
const OCLOCK = new RegExp(String.raw`\b(\d{1,2}|${HOUR_WORD})(?::00)? o'clock\b`, 'g');

/**
 * A typed sentence or phrase before word comparison: "can not" is written "cannot", a number spelled in two
 * words ("twenty one") is joined as it is with a hyphen, a compound number ("ten thousand") is joined into one word
 * and digits lose their thousands separators ("10,000").
 */
export function canonicalPhrase(text: string): string {
  return normalizeText(text)
    .replace(/\bcan not\b/g, 'cannot')
    // Clock times (tenth read, lt-0319): "p.m."/"pm" after an hour is one word, "8:00"/"8.00" one word,
    // "8:30" two words (as "eight thirty"), and "8 o'clock"/"eight o'clock" one word; listen-type.ts compares
    // them by the time they name.
    .replace(MERIDIEM, '$1 $2m')
    .replace(/\b(\d{1,2})[:.]([0-5]\d)\b/g, (_, h: string, m: string) => (m === '00' ? `${h}:00` : `${h} ${m}`))
    .replace(OCLOCK, "$1-o'clock")
    .replace(/\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety) (one|two|three|four|five|six|seven|eight|nine|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b/g, '$1-$2')
    .replace(/(\d)[, ](?=\d{3}\b)/g, '$1')
    .replace(COMPOUND_NUMBER, (run) => run.replace(/ /g, '-'));
}

/**
 * Whether a typed word is the expected one in another accepted form: a US/UK spelling, digits, or a listed
 * alternative. Returns the kind of variant, or null when the words differ (an exact match is not a variant).
 */
export function acceptedVariant(given: string, expected: string, alternatives: readonly string[] = [], context?: SenseContext): VariantKind | null {
  const g = normalizeText(given).replace(/\s/g, '');
  const e = normalizeText(expected).replace(/\s/g, '');
  if (!g || g === e) return null;
  const cg = canonicalWord(g);
  if (context && !senseAllowed(g, context.words, context.index)) return null;
  // An alternative in another standard spelling counts too ("practise" for the accepted "practice"; twelfth read).
  if (alternatives.some((a) => { const n = normalizeText(a).replace(/\s/g, ''); return n === g || canonicalWord(n).word === cg.word; })) return 'alternative';
  const ce = canonicalWord(e);
  if (cg.word !== ce.word) return null;
  return cg.kind ?? ce.kind ?? null;
}

/** A key word in its sentence: the sentence's words (as `words()` gives them) and the key word's place in it. */
export interface SenseContext { words: readonly string[]; index: number }

/** The typed forms senseAllowed can refuse (a quick test before it reads the sentence). */
export const SENSE_FORMS: ReadonlySet<string> = new Set([...SENSE_SPLIT.flatMap((p) => [p.uk, p.plural[0]]), 'programme', 'programmes', 'practise', 'practises']);

/**
 * Whether a British form may stand for the key word at `index` of the key sentence `words` (SENSE_SPLIT and the
 * practise/programme rule above). Every other word: yes.
 */
export function senseAllowed(typed: string, words: readonly string[], index: number): boolean {
  const w = normalizeText(typed);
  const sentence = words.join(' ');
  const split = SENSE_SPLIT.find((p) => w === p.uk || w === p.plural[0]);
  if (split) return split.cue.test(sentence);
  if (/^programmes?$/.test(w)) return !COMPUTER.test(sentence);
  // Not where the key's "practice(s)" is the noun: after a determiner, a preposition or a noun's usual modifier.
  if (w === 'practise' || w === 'practises') return !PRACTICE_NOUN_AFTER.has(words[index - 1] ?? '');
  return true;
}

/** Words that may follow an hour said on its own ("at eight", "at eight tonight", "at eight, we…") as a time. */
const HOUR_PREPOSITIONS = new Set(['at', 'by', 'until', 'till', 'before', 'after', 'around', 'from']);
const AFTER_HOUR = new Set(['am', 'pm', 'tonight', 'tomorrow', 'today', 'sharp', 'exactly', 'in', 'on', 'every', 'and', 'or', 'but', 'so',
  'because', 'then', 'when', 'if', 'unless', 'this', 'that', 'instead', 'again', 'before', 'after', 'until', 'for', 'i', 'we', 'you', 'he', 'she',
  'they', 'it', 'yesterday', 'morning', 'evening', 'night', 'afternoon']);

/**
 * The forms the words of a sentence are compared by (with sameForm): each word's canonical form, except that a
 * clock time is its time ("8:00", "8 o'clock", "eight o'clock" → "8:00"), and an hour said on its own where it
 * names a time ("eight" before "p.m.", "at eight." "at eight tonight") is "8:00*", which matches "8:00" and "8"
 * alike. A bare hour is a time only after "at", "by", "until"… and before the end or a word that cannot be what
 * it counts, so "eight" in "eight people" stays the number 8 and "8:00 people" is wrong (tenth read, lt-0319).
 */
export function comparisonForms(list: readonly string[]): string[] {
  return list.map((w, i) => {
    const clock = /^(\d{1,2}):(\d\d)$/.exec(w);
    if (clock) return `${Number(clock[1])}:${clock[2]}`;
    const oclock = /^(.+)-o'clock$/.exec(w);
    const hour = canonicalWord(oclock ? oclock[1]! : w).word;
    const isHour = /^\d{1,2}$/.test(hour) && Number(hour) >= 1 && Number(hour) <= 12;
    if (isHour && oclock) return `${Number(hour)}:00`;
    const next = list[i + 1];
    // "from seven to ten": after "to" only when an hour stands before it (thirteenth read, t13c il-0070).
    const before = list[i - 1] ?? '';
    const hourBefore = before === 'to' && /^(?:\d{1,2}(?::\d\d)?|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:-o'clock)?)$/.test(list[i - 2] ?? '');
    if (isHour && (next === 'am' || next === 'pm' || ((HOUR_PREPOSITIONS.has(before) || hourBefore) && (next === undefined || AFTER_HOUR.has(next))))) {
      return `${Number(hour)}:00*`;
    }
    return canonicalWord(w).word;
  });
}

/** Whether two comparison forms are the same word: equal, or an hour said as a time ("8:00*") and 8 or 8:00. */
export function sameForm(a: string, b: string): boolean {
  if (a === b) return true;
  if (!a.endsWith('*') && !b.endsWith('*')) return false;
  const hour = (f: string) => /^(\d{1,2})(?::00\*?)?$/.exec(f)?.[1];
  return hour(a) !== undefined && hour(a) === hour(b);
}
