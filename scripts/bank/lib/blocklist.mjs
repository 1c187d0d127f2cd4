// Words the bank never shows, whatever the dictionaries say: profanity, slurs and topics unsuitable for a
// global audience of teenagers and adults. Real words are dropped when they equal a stem below or start with
// one; pseudo-words are dropped when they contain a profane stem anywhere (a generated string must not spell
// one inside itself). Written for this project.
export const PROFANE_STEMS = [
  'fuck', 'shit', 'cunt', 'cock', 'dick', 'piss', 'bitch', 'bastard', 'whore', 'slut', 'twat', 'wank', 'prick',
  'crap', 'arse', 'butt', 'tit', 'boob', 'penis', 'vagin', 'anal', 'anus', 'porn', 'rape', 'nigg', 'nigr', 'fag', 'dyke',
  'spic', 'chink', 'kike', 'gook', 'wop', 'retard', 'homo', 'pussy', 'negro', 'jizz', 'cum', 'semen', 'sperm', 'sex', 'nazi',
];
export const SENSITIVE_WORDS = [
  'kill', 'killer', 'murder', 'suicide', 'gun', 'guns', 'rifle', 'bomb', 'terror', 'drug', 'drugs', 'cocaine', 'heroin',
  'naked', 'nude', 'sexy', 'erotic', 'orgasm', 'condom', 'abortion', 'god', 'jesus', 'christ', 'allah', 'bible', 'church',
  'prayer', 'satan', 'devil', 'hell', 'damn', 'war', 'weapon', 'blood', 'corpse', 'torture', 'slave', 'slavery', 'drunk',
  'beer', 'vodka', 'whiskey', 'casino', 'gamble', 'hooker', 'pimp', 'mistress', 'lust', 'breast', 'nipple', 'horny',
];

const sensitive = new Set(SENSITIVE_WORDS);

export function isBlockedRealWord(word) {
  return sensitive.has(word) || PROFANE_STEMS.some((s) => word === s || (s.length >= 4 && word.startsWith(s)));
}

export function isBlockedPseudoWord(word) {
  return PROFANE_STEMS.some((s) => word.includes(s)) || SENSITIVE_WORDS.some((s) => s.length >= 4 && word.includes(s));
}
