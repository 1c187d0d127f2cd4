// The bank's editorial gate (issue 22): every rule an editor applies before a word reaches a learner, in one
// place. Pure (no file access): the build passes in what it knows from the word lists, and `editorialProblems`
// re-checks the finished items so that a rule skipped upstream still fails the build.
//
// The stoplist below was written and reviewed by hand for this project. It names base forms; a word is stopped
// when it, any of its base forms, or any inflection of an entry matches (queers → queer, pusses → puss).

/** Slurs, sexual and vulgar words, and words for topics unsuitable for a global audience of teenagers and adults. */
const SLURS = [
  // Slurs and insults about origin, religion, sexuality, gender or disability.
  'queer', 'poof', 'poofter', 'fag', 'faggot', 'dyke', 'homo', 'tranny', 'pansy', 'fairy', 'nancy', 'sissy',
  'golliwog', 'gollywog', 'gringo', 'wog', 'nigger', 'nigga', 'niggard', 'niggardly', 'negro', 'negress', 'coon',
  'darky', 'darkie', 'jigaboo', 'pickaninny', 'sambo', 'spic', 'spick', 'wetback', 'beaner', 'chink', 'gook', 'jap',
  'nip', 'paki', 'kike', 'yid', 'hebe', 'dago', 'wop', 'kraut', 'limey', 'honky', 'redskin', 'squaw', 'halfbreed',
  'mulatto', 'gyp', 'gypsy', 'gippo', 'raghead', 'towelhead', 'retard', 'retarded', 'spaz', 'spastic', 'cretin',
  'midget', 'mong', 'mongoloid', 'moron', 'imbecile', 'idiot', 'dimwit', 'cripple', 'lunatic', 'psycho', 'savage',
];
const SEXUAL_AND_VULGAR = [
  // Sexual words and words about sex work.
  'floozy', 'floozie', 'nymphet', 'nympho', 'nymphomaniac', 'molest', 'molester', 'grope', 'fondle', 'rape', 'rapist',
  'incest', 'sodomy', 'sodomite', 'sodomize', 'pederast', 'paedophile', 'pedophile', 'bestiality', 'pervert',
  'whore', 'slut', 'slag', 'skank', 'tart', 'bimbo', 'hussy', 'harlot', 'strumpet', 'trollop', 'tramp', 'wench',
  'hooker', 'pimp', 'brothel', 'prostitute', 'prostitution', 'gigolo', 'stripper', 'lecher', 'lecherous', 'lewd',
  'smut', 'porn', 'porno', 'pornography', 'erotic', 'erotica', 'sexy', 'sex', 'sexual', 'horny', 'kinky', 'fetish',
  'orgasm', 'orgy', 'ejaculate', 'semen', 'sperm', 'spunk', 'jizz', 'cum', 'erection', 'masturbate', 'penis',
  'vagina', 'vulva', 'clitoris', 'testicle', 'scrotum', 'nipple', 'breast', 'boob', 'booby', 'tit', 'titty', 'tits',
  'knockers', 'hooters', 'booty', 'butt', 'buttock', 'bum', 'arse', 'ass', 'asshole', 'anal', 'anus', 'dildo',
  'condom', 'hump', 'shag', 'bonk', 'screw', 'puss', 'pussy', 'snatch', 'beaver', 'bugger', 'buggery', 'nude',
  'naked', 'mistress', 'lust', 'seduce', 'adultery', 'abortion', 'hymen', 'foreplay', 'lingerie', 'thong',
  // Eleventh read (t11a, rs-5331ec69f4fa "molls"): dated slang for a gangster's girlfriend, and for a prostitute.
  'moll',
];
const PROFANITY = [
  // Profanity and blasphemy.
  'fuck', 'shit', 'cunt', 'cock', 'dick', 'prick', 'twat', 'wank', 'wanker', 'bollocks', 'bloody', 'bitch',
  'bastard', 'damn', 'goddamn', 'goddam', 'dammit', 'crap', 'piss', 'turd', 'douche', 'jerk', 'scumbag', 'hell',
];
const AVOIDED_TOPICS = [
  // Violence, drugs, religion and gambling: not offensive as words, but the bank keeps away from them.
  'kill', 'killer', 'murder', 'suicide', 'gun', 'rifle', 'bomb', 'terror', 'terrorist', 'drug', 'cocaine', 'heroin',
  'god', 'jesus', 'christ', 'allah', 'bible', 'church', 'prayer', 'satan', 'devil', 'war', 'weapon', 'blood',
  'corpse', 'torture', 'slave', 'slavery', 'drunk', 'beer', 'vodka', 'whiskey', 'casino', 'gamble', 'nazi',
];
const FLAGGED_BY_DEFINITIONS_READ = [
  // Flagged by the 2026-11-29 read of Read and Select definitions: the only common sense is sexual, vulgar, an
  // insult or a drug, or the word carries a slur's history (uppity, nappy).
  'courtesan', 'deflower', 'philander', 'philanderer', 'topless', 'syphilis', 'syphilitic', 'groupie', 'pussycat',
  'wanton', 'fart', 'uppity', 'nappy', 'schmuck', 'jackass', 'pinhead', 'prat', 'marijuana', 'stoned', 'gin', 'warhead',
];
export const STOPLIST = [...SLURS, ...SEXUAL_AND_VULGAR, ...PROFANITY, ...AVOIDED_TOPICS, ...FLAGGED_BY_DEFINITIONS_READ];

/** Stems a real word may not start with (catches compounds: fuckwit, shithead, cocksucker). */
const REAL_PREFIX_STEMS = ['fuck', 'shit', 'cunt', 'twat', 'wank', 'bitch', 'whore', 'slut', 'nigg', 'nigr', 'fagg', 'porn', 'pedo', 'paedo', 'masturb', 'ejacul', 'fornic'];

/**
 * Letter sequences no pseudo-word may contain, after the sound-alike spelling below: slurs, sexual and vulgar
 * words. Short ones over-reject (any string with "tit"), which costs nothing: the generator draws more.
 */
export const PSEUDO_SUBSTRINGS = [
  'nig', 'negr', 'niga', 'fuk', 'fak', 'shit', 'shyt', 'kunt', 'kok', 'dik', 'tit', 'twat', 'wank', 'porn', 'rape',
  'fag', 'dyk', 'spik', 'chink', 'kike', 'gook', 'wop', 'homo', 'pus', 'kum', 'jis', 'semen', 'sperm', 'seks',
  'sex', 'anal', 'anus', 'arse', 'butt', 'bum', 'boob', 'penis', 'penus', 'vagin', 'slut', 'whor', 'hore', 'bich',
  'bitsh', 'nasi', 'klit', 'piss', 'krap', 'kuer', 'kwer', 'queer', 'poof', 'kunt', 'jap', 'gay', 'nude', 'nip',
  'tranni', 'retard', 'molest', 'nimf', 'flosi', 'golli', 'wog', 'gring', 'damn', 'god', 'hell', 'kill', 'titi',
];

/** Spelling → rough sound: ph→f, c/ck/q→k, x→ks, z→s, y→i, doubled letters single. "Sounds like" is "spells like" here. */
export function soundKey(word) {
  return word.toLowerCase()
    .replace(/ph/g, 'f').replace(/ck/g, 'k').replace(/q/g, 'k').replace(/c(?=[aoukrlt]|$)/g, 'k').replace(/c/g, 's')
    .replace(/x/g, 'ks').replace(/z/g, 's').replace(/y/g, 'i').replace(/(ee|ea|ie|ey)/g, 'i').replace(/wh/g, 'w')
    .replace(/(.)\1+/g, '$1');
}

const SOUND_STOPS = [...new Set(PSEUDO_SUBSTRINGS.map(soundKey))];

/**
 * Consonants a reader takes for each other: the lip sounds b/m/p, the nasals m/n, and the voiced and voiceless
 * pairs d/t, g/k, f/v. ("basturb" is "masturb-" with m → b: eleventh read, t11a, rs-34d8c2dd0b6c.)
 */
const SOUND_SWAPS = new Set(['bm', 'bp', 'mp', 'mn', 'dt', 'gk', 'fv']);
const swapped = (a, b) => SOUND_SWAPS.has(a < b ? `${a}${b}` : `${b}${a}`);
/** Offensive stems of five or more sounds: slurs, sexual, vulgar and profane words and the vulgar prefix stems. */
const NEAR_STEMS = [...new Set([...SLURS, ...SEXUAL_AND_VULGAR, ...PROFANITY, ...FLAGGED_BY_DEFINITIONS_READ, ...REAL_PREFIX_STEMS]
  .map(soundKey).filter((k) => k.length >= 5))];

/**
 * The offensive stem a pseudo-word sounds like after one change (eleventh read, t11a), or null. In sound keys:
 * - a sound swap (SOUND_SWAPS) anywhere in the word: "basturb", "rebasturbed";
 * - any one letter changed at the first or last sound of a stem of six or more, when the stem opens or closes the
 *   word: "dasturbate", "masturbage".
 * Over-rejection costs nothing (the generator draws more), so no stem is spared for being also innocent.
 */
export function soundsLikeStoppedStem(word) {
  const key = soundKey(word);
  for (const stem of NEAR_STEMS) {
    for (let at = 0; at + stem.length <= key.length; at++) {
      let diffs = 0;
      let where = -1;
      for (let i = 0; i < stem.length && diffs < 2; i++) if (key[at + i] !== stem[i]) { diffs++; where = i; }
      if (diffs !== 1) continue;
      if (swapped(key[at + where], stem[where])) return stem;
      const edge = (at === 0 && where === 0) || (at + stem.length === key.length && where === stem.length - 1);
      if (stem.length >= 6 && edge) return stem;
    }
  }
  return null;
}

/**
 * Latin words that English dictionaries list as English (Collins, the OED, Wiktionary) but that none of the shipped
 * word lists knows (thirteenth read, t13a, rs-ac621bbf9918 "recte": "Smyth (recte Smith)"). A C2 reader of scholarly
 * or legal English who calls one real is right, so the pseudo-word generator never serves them.
 */
export const LATIN_IN_ENGLISH = ['recte', 'sic', 'passim', 'viz', 'ibid', 'ibidem', 'idem', 'supra', 'infra', 'circa', 'vide', 'videlicet',
  'scilicet', 'apud', 'sensu', 'stricto', 'lato', 'seriatim', 'mutatis', 'mutandis', 'obiter', 'dicta', 'dictum', 'sub', 'judice',
  'facie', 'prima', 'generis', 'sui', 'qua', 'ergo', 'contra', 'inter', 'alia', 'alii', 'cetera', 'etcetera', 'errata', 'corrigenda',
  'addenda', 'nota', 'bene', 'gratis', 'pace', 'sine', 'die', 'quondam', 'fecit', 'pinxit', 'floruit', 'obiit', 'vivat', 'vivant'];
const LATIN_SET = new Set(LATIN_IN_ENGLISH);
/** A Latin word English dictionaries list (LATIN_IN_ENGLISH): never a pseudo-word. */
export function isLatinInEnglish(word) {
  return LATIN_SET.has(word.toLowerCase());
}

/** A generated string that contains, or sounds like it contains, a slur or a sexual or vulgar word. */
export function isUnsafePseudoWord(word) {
  const w = word.toLowerCase();
  const key = soundKey(w);
  return PSEUDO_SUBSTRINGS.some((s) => w.includes(s)) || SOUND_STOPS.some((s) => key.includes(s))
    || STOPLIST.some((s) => s.length >= 4 && w.includes(s)) || soundsLikeStoppedStem(w) !== null;
}

/**
 * A pseudo-word in which "ass" stands as a piece a reader splits off (twelfth read, t12a, rs-8b39fb9bfa85
 * "tortheasse"; "wideass", "weass", "preass", "asslindisof"), or null. A bare "ass" is not in PSEUDO_SUBSTRINGS
 * because it would stop class, glass, grass, mass and pass; this rule stops only the readings that set it apart:
 * - "ass" opening the word, or a syllable after a vowel letter: "asslindisof", "we|ass", "wide|ass", "re|assity",
 *   "torthe|asse";
 * - a final "ass"/"asse" after d or th, which no English word ends in ("bodass", "lethasse");
 * - a final "ass"/"asse" after a whole common word of three or more letters (`isWord`): "stab|asse".
 * A final "ass" after any other consonant onset ("somplass", "batemasse", "swass") reads as one syllable, as glass
 * and mass do, and passes. Over-rejection costs nothing: the generator draws more. Returns the reason, or null.
 */
export function separableAss(word, isWord = () => false) {
  const w = word.toLowerCase();
  if (w.startsWith('ass')) return '"ass" opens the word';
  const vowel = /[aeiouy]ass/.exec(w);
  if (vowel) return `"ass" opens a syllable after "${w.slice(0, vowel.index + 1)}"`;
  const end = /ass(?:e|es)?$/.exec(w);
  if (!end) return null;
  const head = w.slice(0, end.index);
  if (/(?:d|th)$/.test(head)) return `"ass" after "${head}" at the end`;
  if (head.length >= 3 && isWord(head)) return `the word "${head}" before a final "ass"`;
  return null;
}

/**
 * Regular inflections of a base form (-s, -ed, -ing, and -ier/-iest for adjectives in -y). No plain -er: "butter"
 * is not an inflection of "butt".
 */
export function inflections(base) {
  const out = new Set([base, `${base}s`, `${base}es`, `${base}ed`, `${base}d`, `${base}ing`]);
  if (base.endsWith('y')) { const s = base.slice(0, -1); out.add(`${s}ies`).add(`${s}ied`).add(`${s}ier`).add(`${s}iest`); }
  if (base.endsWith('e')) out.add(`${base.slice(0, -1)}ing`);
  if (/[^aeiou][aeiou][b-df-hj-np-tv-z]$/.test(base)) { const d = base + base.at(-1); out.add(`${d}ed`).add(`${d}ing`); }
  return [...out];
}

const STOPPED = new Set(STOPLIST.flatMap(inflections));

/**
 * True when the shown word may never be an item: it, one of its base forms (as the lexicon derives them), or an
 * inflection of a stoplist entry is stopped, or it starts with a vulgar stem.
 */
export function isStopped(word, baseForms = () => []) {
  const w = word.toLowerCase();
  if (STOPPED.has(w) || REAL_PREFIX_STEMS.some((s) => w.startsWith(s))) return true;
  return baseForms(w).some((b) => STOPPED.has(b));
}

/**
 * Real words the 2026-11-29 read of Read and Select definitions listed as "Too rare" (docs/reviews/definitions-read/
 * notes-*.md): obsolete, regional, technical or tied to one culture's customs. They stay defined but are never drawn
 * as items (eleventh read, t11a, rs-3446bf5d9793 "wassail": flagged there and still drawn). Base forms; inflections
 * and forms whose base is listed are matched as for the stoplist.
 */
export const TOO_RARE = [
  // notes-1
  'angiosperm', 'anisette', 'aqueous', 'crinoline', 'declination', 'demotic', 'dun', 'dunnest', 'inkstand', 'kith',
  'majolica', 'nacelle', 'neoplasm', 'noncom', 'oculomotor', 'perestroika', 'rive', 'rived', 'samovar', 'shorthorn',
  'swot', 'molder',
  // notes-2
  'ablate', 'articular', 'assay', 'beguilement', 'electrolysis', 'ester', 'fulminate', 'highboy', 'linseed', 'monomer',
  'oilcloth', 'panegyric', 'pigswill', 'plighted', 'resection', 'salubrious', 'sublimate', 'velocipede',
  // notes-3
  'bedaub', 'chattel', 'choler', 'pacifically', 'tole', 'rheostat', 'sloven', 'wheezily', 'wassail', 'vitreous',
  'kinetics', 'peptide', 'ennoble', 'ruddiness', 'aggro', 'selectman',
  // notes-4
  'abaft', 'emplacement', 'escutcheon', 'paregoric', 'inhalator', 'mummery', 'butterball', 'brickbat', 'cotillion',
  'glace', 'tat', 'tatted', 'growler', 'sublimation', 'hep', 'dogsbody', 'parley', 'drachma',
  // notes-5
  'augury', 'dauphin', 'dewberry', 'ligature', 'parathyroid', 'peradventure', 'prelate', 'provident', 'temporize',
  'unavailing', 'violoncello', 'vouchsafe', 'charlatanism', 'corruptness',
  // notes-6
  'affiance', 'affianced', 'avouch', 'barony', 'besmear', 'bonnie', 'bracero', 'deliquesce', 'depressor', 'immure',
  'jugged', 'oakum', 'pardoner', 'radiometer', 'scherzo', 'splenectomy', 'vermiform', 'zygote',
  // notes-7
  'breastwork', 'buss', 'calliope', 'eventide', 'tinsmith', 'sulfa', 'transducer', 'rheumatoid', 'psalmist', 'outdraw',
  'sluggard', 'blackguard', 'continuance', 'syphilitic', 'ignobly', 'defoliant', 'nethermost',
  // notes-8
  'biconvex', 'dosimeter', 'ductless', 'physic', 'presidium', 'psychical', 'millpond', 'adjudge', 'scarper', 'sweller',
  'goldenrod', 'fife',
];
const RARE = new Set(TOO_RARE.flatMap(inflections));

/** A real word a reader listed as too rare to serve (TOO_RARE), or a form of one. */
export function isTooRare(word, baseForms = () => []) {
  const w = word.toLowerCase();
  return RARE.has(w) || baseForms(w).some((b) => RARE.has(b));
}

/** WordNet usage domains whose senses a learner is never shown. */
export const UNSUITABLE_DOMAINS = ['obscenity', 'ethnic slur', 'disparagement', 'slang', 'trade name', 'trademark'];
export const UNSUITABLE_GLOSS = /\b(obscene|vulgar|offensive|ethnic slur|derogatory|disparaging|contemptuous|sexual(ly)?|sex|genitals?|genital tract|spermatozoa|semen|penis|vagina|copulat\w*|intercourse|prostitutes?|homosexual|lesbian|erotic|slang|taboo|rude term)\b/i;

/** A sense (from WordNet or the hand-written list) a learner may be shown: not marked unsuitable, not a name. */
export function isSuitableSense(sense) {
  if (sense.proper) return false;
  if ((sense.domains ?? []).some((d) => UNSUITABLE_DOMAINS.includes(d))) return false;
  return !UNSUITABLE_GLOSS.test(`${sense.text} ${sense.gloss ?? ''}`);
}

/** Words whose main use is grammatical: WordNet's senses of them ("but" → "and nothing more") mislead a learner. */
export const FUNCTION_WORDS = new Set([
  'a', 'about', 'above', 'after', 'again', 'against', 'all', 'also', 'although', 'am', 'among', 'an', 'and', 'any',
  'are', 'as', 'at', 'be', 'because', 'been', 'before', 'being', 'below', 'between', 'both', 'but', 'by', 'can',
  'could', 'did', 'do', 'does', 'down', 'during', 'each', 'either', 'even', 'ever', 'every', 'few', 'for', 'from',
  'had', 'has', 'have', 'he', 'her', 'here', 'hers', 'him', 'his', 'how', 'however', 'if', 'in', 'into', 'is', 'it',
  'its', 'just', 'may', 'me', 'might', 'mine', 'more', 'most', 'much', 'must', 'my', 'neither', 'nor', 'not', 'now',
  'of', 'off', 'on', 'once', 'only', 'or', 'other', 'our', 'ours', 'out', 'over', 'own', 'shall', 'she', 'should',
  'since', 'so', 'some', 'such', 'than', 'that', 'the', 'their', 'theirs', 'them', 'then', 'there', 'these', 'they',
  'this', 'those', 'though', 'through', 'till', 'to', 'too', 'under', 'unless', 'until', 'up', 'upon', 'us', 'very',
  'was', 'we', 'were', 'what', 'whatever', 'when', 'where', 'whether', 'which', 'while', 'who', 'whom', 'whose',
  'why', 'will', 'with', 'within', 'without', 'would', 'yet', 'you', 'your', 'yours', 'yes', 'no', 'nor', 'yeah',
  'okay', 'hey', 'oh', 'well', 'like', 'just', 'still', 'already', 'almost', 'anyway', 'else', 'enough', 'rather',
  'quite', 'whoever', 'wherever', 'whenever', 'besides', 'beside', 'beyond', 'toward', 'towards', 'across', 'along',
  'around', 'behind', 'near', 'onto', 'per', 'via', 'unlike', 'despite', 'except', 'whereas', 'thus', 'hence',
]);

/**
 * Two or more function words run together ("asitin" = as it in, "ison"): not a possible English word but a phrase
 * with its spaces lost, which a learner reads as a typo rather than judges as a word. Returns the words, or null.
 * One-letter words are not counted, or every pseudo-word starting with "a" would be suspect.
 */
export function runTogetherWords(word) {
  const best = [[]];
  for (let end = 1; end <= word.length; end++) {
    for (let start = Math.max(0, end - 8); start <= end - 2; start++) {
      const piece = word.slice(start, end);
      if (best[start] && !best[end] && FUNCTION_WORDS.has(piece)) best[end] = [...best[start], piece];
    }
  }
  const parts = best[word.length];
  return parts && parts.length >= 2 ? parts : null;
}

/**
 * Two real words run together, one of them a content word (eleventh read, t11a, rs-a91cbb93e5f7 "notaxi" = no
 * taxi): the learner is asked to spot a lost space, not to judge a spelling. `isWord(w)`: a real word a learner may
 * be shown (the safe list); `zipf(w)`: its frequency. Content pieces have three or more letters and are known
 * (Zipf ≥ 3), and one of them is common (≥ 4); beside a function word ("no", "in"), the content word has four or
 * more letters and is common. Returns the two words, or null.
 */
export const RUN_TOGETHER_ZIPF = { known: 3, common: 4 };
export function runTogetherContentWords(word, isWord, zipf) {
  const content = (w, letters, min) => w.length >= letters && isWord(w) && zipf(w) >= min;
  for (let cut = 2; cut <= word.length - 2; cut++) {
    const [a, b] = [word.slice(0, cut), word.slice(cut)];
    const [fa, fb] = [FUNCTION_WORDS.has(a), FUNCTION_WORDS.has(b)];
    if (fa && fb) continue; // runTogetherWords' case
    if (fa ? content(b, 4, RUN_TOGETHER_ZIPF.common) : fb ? content(a, 4, RUN_TOGETHER_ZIPF.common)
      : content(a, 3, RUN_TOGETHER_ZIPF.known) && content(b, 3, RUN_TOGETHER_ZIPF.known) && Math.max(zipf(a), zipf(b)) >= RUN_TOGETHER_ZIPF.common) return [a, b];
  }
  return null;
}

/** Verb-making suffixes that coin a word from any noun or adjective ("catify", "towelify", "menize"). */
const COINING_SUFFIXES = ['ification', 'ifying', 'ified', 'ifies', 'ify', 'ization', 'izing', 'ized', 'izes', 'ize'];
/**
 * A pseudo-word that is a common word plus a verb-making suffix (seventh read, rs-fb6f4315b2ec "catifying"): a coinage
 * a native reader would understand and might accept ("catify your home"), so it cannot be keyed as not a word.
 * `isCommon(w)`: the real words a learner knows. Returns [stem, suffix] or null.
 */
export function coinedFromWord(word, isCommon) {
  for (const suffix of COINING_SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (stem.length < 3) return null;
    const found = [stem, `${stem}e`, stem.replace(/(.)\1$/, '$1')].find((x) => isCommon(x));
    return found ? [found, suffix] : null;
  }
  return null;
}

/**
 * A pseudo-word built on an inflected real word, or ending in a British verb suffix (tenth read, t10a,
 * rs-278ef6fb9293 "rainedising"): an inflection (-ed, -ing) cannot come before more suffix letters in English, so
 * "rained|ising" fools nobody, and -ised/-ising/-isation is the spelling the US bank bans. `isCommon(w)`: the real
 * words a learner knows. Returns the reason, or null.
 */
export function inflectedOrBritishPseudo(word, isCommon) {
  if (/is(?:ed|ing|ation|ations)$/.test(word)) return 'British -is- suffix';
  for (const m of word.matchAll(/(?:ed|ing)(?=[a-z]{2})/g)) {
    const inflected = word.slice(0, m.index + m[0].length);
    const stem = inflected.slice(0, -m[0].length);
    if (inflected.length < 5 || !isCommon(inflected)) continue;
    if ([stem, `${stem}e`, stem.replace(/(.)\1$/, '$1')].some((x) => x.length >= 3 && isCommon(x))) return `inflected "${inflected}" inside`;
  }
  return null;
}

/**
 * Consonant clusters of real words by position (start, middle, end), counted: a pseudo-word is pronounceable when
 * each of its consonant runs occurs in at least `min` real words at the same position, and no vowel run is longer
 * than two letters unless real words have it too ("thhord", "obtfulk" fail).
 */
export function clusterInventory(words, min = 3) {
  const counts = new Map();
  for (const w of words) for (const k of runKeys(w)) counts.set(k, (counts.get(k) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n >= min).map(([k]) => k));
}

function runKeys(word) {
  const keys = new Set();
  for (const m of word.matchAll(/[^aeiouy]+|[aeiouy]+/g)) {
    const at = m.index === 0 ? 'start' : m.index + m[0].length === word.length ? 'end' : 'mid';
    const vowel = /[aeiouy]/.test(m[0][0]);
    if (vowel && m[0].length <= 2) continue;
    keys.add(`${at}:${m[0]}`);
  }
  return keys;
}

export function isPronounceable(word, inventory) {
  return [...runKeys(word)].every((k) => inventory.has(k));
}

/**
 * The gate: problems in finished items, each a sentence naming the item. The build fails on any.
 * `lexicon` needs: baseForms(w), possiblePos(w) → Set of parts of speech the shown form can have,
 * safeWords (Set of real words a "looks like" hint may name), inventory (clusterInventory of real words) and
 * optionally letterFloor (pseudo-words.mjs: the reason a pseudo-word does not look like English, or null).
 */
export function editorialProblems(items, lexicon) {
  const problems = [];
  const seenWords = new Map();
  for (const it of items) {
    if (it.type === 'read-and-select') {
      const word = it.stimulus.word;
      if (seenWords.has(word)) problems.push(`${it.id}: "${word}" duplicates ${seenWords.get(word)}`);
      seenWords.set(word, it.id);
      if (it.key.real) {
        problems.push(...realWordProblems(it.id, word, it.key.definitions, lexicon));
        if (isTooRare(word, lexicon.baseForms)) problems.push(`${it.id}: "${word}" is on the definitions read's "Too rare" list`);
      }
      else {
        if (isUnsafePseudoWord(word)) problems.push(`${it.id}: pseudo-word "${word}" contains or sounds like a stopped word`);
        if (!isPronounceable(word, lexicon.inventory)) problems.push(`${it.id}: pseudo-word "${word}" is not pronounceable`);
        const coined = lexicon.isCommonWord ? coinedFromWord(word, lexicon.isCommonWord) : null;
        if (coined) problems.push(`${it.id}: pseudo-word "${word}" is the word "${coined[0]}" with "-${coined[1]}", a coinage, not a non-word`);
        const phrase = runTogetherWords(word) ?? (lexicon.zipf ? runTogetherContentWords(word, (w) => lexicon.safeWords.has(w), lexicon.zipf) : null);
        if (phrase) problems.push(`${it.id}: pseudo-word "${word}" is the words "${phrase.join(' ')}" run together`);
        const ass = separableAss(word, lexicon.isCommonWord ?? (() => false));
        if (ass) problems.push(`${it.id}: pseudo-word "${word}" sets "ass" apart: ${ass}`);
        const floor = lexicon.letterFloor?.(word);
        if (floor) problems.push(`${it.id}: pseudo-word "${word}" does not look like English: ${floor}`);
        if (it.key.near && (!lexicon.safeWords.has(it.key.near) || isStopped(it.key.near, lexicon.baseForms))) problems.push(`${it.id}: "looks like" hint "${it.key.near}" is not on the safe list`);
      }
    }
    if (it.type === 'fill-in-the-blanks') problems.push(...realWordProblems(it.id, it.key.word.toLowerCase(), it.key.definitions, lexicon, true));
  }
  return problems;
}

/**
 * The word of a definition that is the headword itself, an inflection of it or a close derivative (earn → "earn",
 * duplicity → "duplicitous"), or null: a definition that repeats its word teaches nothing. The build's own label
 * ("past tense of “earn”:") is not part of the definition. Short words match only their inflections, so "car" may
 * be defined with "carry".
 */
export function selfReference(word, text, baseForms = () => []) {
  const body = text.replace(/^[^“]*“[^”]*”:\s*/, '').toLowerCase();
  const bases = [...new Set([word.toLowerCase(), ...baseForms(word.toLowerCase())])];
  for (const w of body.match(/[a-z]+/g) ?? []) {
    for (const base of bases) {
      if (inflections(base).includes(w) || (base.endsWith('e') && w === `${base}d`)) return w;
      const stem = base.length - 2;
      if (base.length >= 8 && w.length >= stem && w.slice(0, stem) === base.slice(0, stem)) return w;
    }
  }
  return null;
}

/**
 * The base a negative prefix was put on, when the definition uses it (eighth read, fib-0066: unexpected → "not
 * expected or anticipated"; fib-0451: inconclusive → "not conclusive"): a learner who does not know the word is
 * sent to a word built on the same stem. Only a prefix before a real word of five or more letters counts
 * (`isWord`), so "income" is not read as in + come. Checked in Fill in the Blanks only: Read and Select's generated
 * pool would lose about 290 words (an open question for the lead).
 */
const NEGATIVE_PREFIX = /^(?:un|in|im|il|ir|dis|non)(?=[a-z]{5,}$)/;
export function negatedSelfReference(word, text, isWord, baseForms = () => []) {
  const w = word.toLowerCase();
  const m = NEGATIVE_PREFIX.exec(w);
  if (!m) return null;
  const rest = w.slice(m[0].length);
  if (!isWord(rest)) return null;
  return selfReference(rest, text, baseForms);
}

function realWordProblems(id, word, definitions, lexicon, inSentence = false) {
  const problems = [];
  if (!inSentence && isStopped(word, lexicon.baseForms)) problems.push(`${id}: "${word}" is on the stoplist (or a form of a stopped word)`);
  if (!inSentence && FUNCTION_WORDS.has(word) && !definitions.every((d) => d.learner)) problems.push(`${id}: function word "${word}" needs a hand-written definition`);
  if (!definitions.length) problems.push(`${id}: "${word}" has no suitable definition`);
  const pos = lexicon.possiblePos(word);
  for (const d of definitions) {
    if (!isSuitableSense(d)) problems.push(`${id}: "${word}" has an unsuitable definition: ${d.text}`);
    if (!d.learner && !pos.has(d.pos)) problems.push(`${id}: "${word}" cannot be a ${d.pos}, but is defined as one: ${d.text}`);
    const self = selfReference(word, d.text, lexicon.baseForms);
    if (self) problems.push(`${id}: "${word}" is defined with its own word "${self}": ${d.text}`);
    const negated = inSentence && !self ? negatedSelfReference(word, d.text, lexicon.isWord ?? (() => false), lexicon.baseForms) : null;
    if (negated) problems.push(`${id}: "${word}" is defined with its base "${negated}" (add a learner definition): ${d.text}`);
  }
  return problems;
}

/** Prompt or text of an authored item, with case, punctuation, articles and plural -s ignored: equal keys are duplicates. */
export function duplicateKey(prefix, it) {
  const main = it.prompt ?? it.text ?? it.question ?? (it.paragraphs ? it.paragraphs.join(' ') : null) ?? it.scene;
  if (typeof main !== 'string') return null;
  return `${prefix}:${main.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').split(/\s+/).filter((w) => w && !['a', 'an', 'the'].includes(w)).map((w) => w.replace(/s$/, '')).join(' ')}`;
}
