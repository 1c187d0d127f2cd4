// Bank text is written in US English (content/FORMAT.md): one spelling throughout, so a learner never sees
// "color" in one item and "colour" in the next. Marking accepts both (issue 22, point 4); authored text does not.
// A curated list of British forms common in learner English, each with the US form the build suggests.

const ENDINGS = '(?:e|s|es|d|ed|ing|ation|ations|er|ers|ment|ments|able|ably|ful|less|ism)?';
const stems = [
  // -our → -or
  ['favourit', 'favorit'], ['colour', 'color'], ['favour', 'favor'], ['honour', 'honor'], ['labour', 'labor'], ['neighbour', 'neighbor'],
  ['behaviour', 'behavior'], ['flavour', 'flavor'], ['humour', 'humor'], ['harbour', 'harbor'], ['rumour', 'rumor'],
  ['odour', 'odor'], ['endeavour', 'endeavor'], ['parlour', 'parlor'], ['armour', 'armor'], ['savour', 'savor'],
  // -ise → -ize (verbs only: "exercise", "advise", "surprise" are US too and are not listed)
  ['organis', 'organiz'], ['realis', 'realiz'], ['recognis', 'recogniz'], ['apologis', 'apologiz'],
  ['emphasis(?=e|ed|es|ing)', 'emphasiz'], ['summaris', 'summariz'], ['memoris', 'memoriz'], ['categoris', 'categoriz'],
  ['prioritis', 'prioritiz'], ['criticis(?=e|ed|es|ing)', 'criticiz'], ['minimis', 'minimiz'], ['maximis', 'maximiz'],
  ['specialis(?=e|ed|es|ing)', 'specializ'], ['standardis', 'standardiz'], ['visualis', 'visualiz'], ['customis', 'customiz'],
  ['utilis', 'utiliz'], ['characteris(?=e|ed|es|ing)', 'characteriz'], ['modernis', 'moderniz'], ['familiaris', 'familiariz'],
  ['personalis', 'personaliz'], ['authoris', 'authoriz'], ['socialis', 'socializ'], ['finalis', 'finaliz'],
  // -re → -er
  ['centre', 'center'], ['theatre', 'theater'], ['metre', 'meter'], ['litre', 'liter'], ['kilometre', 'kilometer'],
  ['centimetre', 'centimeter'], ['fibre', 'fiber'],
  // doubled l, -ence, -ogue, -yse and single words
  ['travell', 'travel'], ['cancell', 'cancel'], ['labell', 'label'], ['modell', 'model'], ['fuell', 'fuel'],
  ['signall', 'signal'], ['levell', 'level'], ['counsellor', 'counselor'], ['jewellery', 'jewelry'],
  ['programme', 'program'], ['defence', 'defense'], ['offence', 'offense'], ['grey', 'gray'], ['cheque', 'check'],
  ['tyre', 'tire'], ['catalogue', 'catalog'], ['analys(?=e|ed|es|ing)', 'analyz'], ['paralys(?=e|ed|es|ing)', 'paralyz'],
  ['practis(?=e|ed|es|ing)', 'practic'], ['enrol(?=ment|s\\b|\\b)', 'enroll'], ['aluminium', 'aluminum'], ['whilst', 'while'],
  ['amongst', 'among'], ['learnt', 'learned'], ['spelt', 'spelled'], ['aeroplane', 'airplane'], ['pyjama', 'pajama'],
  ['plough', 'plow'], ['storey', 'story'], ['manoeuvre', 'maneuver'], ['sceptic', 'skeptic'], ['mould', 'mold'],
  ['moustache', 'mustache'], ['encyclopaedia', 'encyclopedia'], ['paediatric', 'pediatric'], ['kerb', 'curb'],
];
const PATTERNS = stems.map(([uk, us]) => [new RegExp(`\\b${uk}${ENDINGS}\\b`, 'i'), us]);

/** British spellings in a text, each as `"found" (US: "stem…")`; empty when the text is US English. */
export function britishSpellings(text) {
  const out = [];
  for (const [re, us] of PATTERNS) {
    const m = re.exec(text);
    if (m) out.push(`"${m[0]}" (US: ${us}…)`);
  }
  return out;
}
