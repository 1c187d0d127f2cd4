// The question-bank pipeline (ADR 013): content/ + the shipped word lists → scripts/bank/generated/question-bank.sql
// (the D1 seed) and summary.json. Deterministic: the same sources and BANK_SEED give byte-identical output.
//   node scripts/bank/build.mjs           rebuild the seed
//   node scripts/bank/build.mjs --check   rebuild in memory and fail if the committed seed differs
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { loadLexicon } from './lib/lexicon.mjs';
import { mediaResolver } from './lib/media.mjs';
import { seedSql } from './lib/sql.mjs';
import { fillBlanksItem, interactiveListeningItem, interactiveReadingItem, listenTypeItem, openItem, readCompleteItem } from './lib/text-items.mjs';
import { editorialContext, pseudoWordItems, realWordItems } from './lib/word-items.mjs';
import { duplicateKey, editorialProblems } from './lib/editorial.mjs';
import { svgProblems } from './media/draw/svg.mjs';
import { canvasProblems, seatedFeetProblems, xmlProblems } from './lib/photo-drawings.mjs';
import { britishSpellings } from './lib/us-spelling.mjs';
import { britishUsages } from './lib/us-usage.mjs';
import { nearDuplicateTopics, repeatedStageQuestions } from './lib/topics.mjs';
import { annotationProblems, band115LengthProblems, band145LengthProblems, band85LengthProblems, commaSpliceProblems, partSimilarityProblems, sharedWordingProblems, similarAnswerProblems, spokenContractionProblems } from './lib/samples.mjs';
import { definitionUsProblems, duplicateTargetProblems, formatProblems, irFrameProblems, spokenEchoProblems } from './lib/format-rules.mjs';
import { regressionProblems } from './lib/regressions.mjs';
import { crossTypeSentenceProblems, fibFrameProblems, spokenClaimProblems, spokenFibFrameProblems } from './lib/cross-type.mjs';
import { bankLengthCueProblems, distractorProblems, lengthCueProblems, lengthRatioProblems } from './lib/distractors.mjs';
import { collocateGapProblems, compoundGapProblems, derivedGapProblems, synonymGapProblems } from './lib/listening-notes.mjs';
import { followUpProblems } from '../../src/shared/learning/follow-up.ts';
import { bankQuestions, cueWords, followUpRoutingProblems, hedgeProblems, repeatedQuestionProblems } from './lib/follow-up-rules.mjs';
import { speakingCueProblems, speakingRouteProblems, speakingStageProblems } from './lib/speaking-route-rules.mjs';
import { loadLearnerDefinitions } from './lib/learner-definitions.mjs';
import { clipText, closingStockProblems, durationProblems, photoItems, speakingRates, openerFrameProblems, stockOpenerProblems, stockSignOffProblems, writtenOpenerTwinProblems, sharedClauseProblems } from './lib/photo-items.mjs';

export const BANK_SEED = 'detprep-bank-2026-11';
const REAL_PER_BAND = 700;
const PSEUDO_COUNT = 3500;
// A compound's first part counts as a word when it is this common (Zipf, SUBTLEX-US): "hair" in "haircut".
const COMMON_ZIPF = 3.5;

const root = new URL('../../', import.meta.url).pathname;
const out = `${root}scripts/bank/generated`;
const check = process.argv.includes('--check');

function contentFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).sort().flatMap((name) => {
    const p = `${dir}/${name}`;
    // definitions/ is a dictionary keyed by word (learner-definitions.mjs), not a list of items.
    if (p === `${root}content/definitions`) return [];
    return statSync(p).isDirectory() ? contentFiles(p) : name.endsWith('.json') && name !== 'media-manifest.json' ? [p] : [];
  });
}

const problems = [];
const texts = new Map();
const learnerDefinitions = loadLearnerDefinitions(`${root}content/definitions`, problems);
for (const [word, senses] of learnerDefinitions) {
  const found = [...new Set(senses.flatMap((s) => [s.text, s.example ?? ''].flatMap(britishSpellings)))];
  if (found.length) problems.push(`content/definitions: "${word}": US spelling, found ${found.join(', ')}`);
  const usage = [...new Set(senses.flatMap((s) => [s.text, s.example ?? ''].flatMap((t) => britishUsages(t))))];
  if (usage.length) problems.push(`content/definitions: "${word}": US usage, found ${usage.join(', ')}`);
}
const lexicon = loadLexicon({ learnerDefinitions });
const iwWords = cueWords(lexicon.isKnown, lexicon.subtlex);
const media = mediaResolver(root, problems);
const seen = new Set();
const items = [];
const withoutAudio = [];
const contentById = new Map();

const builders = {
  fib: (it) => fillBlanksItem(it, lexicon),
  rc: (it) => readCompleteItem(it, lexicon),
  lt: (it) => listenTypeItem(it, lexicon, media),
  ir: (it) => interactiveReadingItem(it, lexicon),
  il: (it) => {
    // The eleventh read's wider truism rule: the scenario and every earlier line, hedged openings included (t11c).
    problems.push(...distractorProblems(it, { wide: true }));
    // A compound said in the conversation that ends in a notes gap's key ("haircut" for {{cut}}) fits the gap too.
    problems.push(...compoundGapProblems(it, (w) => lexicon.zipf(w) >= COMMON_ZIPF));
    // The key plus -er/-ing/-or said in the conversation ("heater" for {{heat}}) fits the gap too (tenth read, il-0004).
    problems.push(...derivedGapProblems(it));
    // A word heard right after the gap's preceding word ("sound system" for "a sound {{technician}}", eleventh read).
    problems.push(...collocateGapProblems(it));
    // A listed common synonym nobody said ("ID" for "student {{card}}", "pills" for {{tablets}}) fits too (twelfth read).
    problems.push(...synonymGapProblems(it));
    // The right reply may be the longest option in at most 3 turns of a conversation (eleventh read, t11c).
    problems.push(...lengthCueProblems(it));
    // ... and in no turn may it have 2.5 times the words of every distractor (thirteenth read, t13c: il-0080).
    problems.push(...lengthRatioProblems(it));
    return interactiveListeningItem(it, lexicon, media);
  },
  iw: (it) => {
    problems.push(...followUpProblems(it.prompt, it.followUps).map((p) => `${it.id}: ${p}`));
    // Dead cues, stance cues taken from an agree/disagree prompt, and the routing probes (follow-up-rules.mjs).
    problems.push(...followUpRoutingProblems(it, iwWords));
    // Hedged first answers naming both sides get the default follow-up (thirteenth read, t13f class 1).
    problems.push(...hedgeProblems(it));
    return openItem(it, 'interactive-writing', { prompt: it.prompt, followUps: it.followUps }, [], problems);
  },
  ws: (it) => openItem(it, 'writing-sample', { prompt: it.prompt }, [], problems),
  rts: (it) => openItem(it, 'read-then-speak', { prompt: it.prompt, guidance: it.guidance }, [], problems),
  ss: (it) => openItem(it, 'speaking-sample', { prompt: it.prompt }, [], problems),
  lts: (it) => openItem(it, 'listen-then-speak', { audio: media.audio(it.id, 'question') }, [{ kind: 'question', text: it.question }], problems),
  ra: (it) => openItem(it, 'read-aloud', { text: it.text }, [], problems),
  is: (it) => {
    problems.push(...speakingRouteProblems(it), ...speakingCueProblems(it), ...speakingStageProblems(it));
    return openItem(it, 'interactive-speaking', {
    intro: it.intro, introAudio: media.audio(it.id, 'intro'),
    stages: it.stages.map((s, i) => ({
      question: s.default, audio: media.audio(it.id, `stage-${i}`),
      alternatives: (s.alternatives ?? []).map((a, j) => ({ ifMentions: a.ifMentions, question: a.question, audio: media.audio(it.id, `stage-${i}-alt-${j}`) })),
    })),
    }, [], problems);
  },
  ph: (it) => {
    // The drawing itself passes the same gate as at `bank:photos`, so a hand-edited SVG fails `npm test` too.
    const file = `${root}content/photos/${it.file}`;
    if (!existsSync(file)) problems.push(`${it.id}: ${it.file} not found in content/photos`);
    else if (it.file.endsWith('.svg')) {
      const svg = readFileSync(file, 'utf8');
      // Thirteenth read (t13q): the SVG must parse as XML (ph-9001's stray </svg> showed learners a broken image).
      problems.push(...xmlProblems(it.id, svg), ...svgProblems(it.id, svg), ...seatedFeetProblems(it.id, svg), ...canvasProblems(it.id, svg));
    }
    return photoItems(it, media, problems);
  },
};

for (const file of contentFiles(`${root}content`)) {
  const rel = file.slice(root.length);
  let list;
  try { list = JSON.parse(readFileSync(file, 'utf8')); } catch (err) { problems.push(`${rel}: not JSON (${err.message})`); continue; }
  if (!Array.isArray(list)) { problems.push(`${rel}: not an array`); continue; }
  for (const it of list) {
    const prefix = /^([a-z]+)-\d{4}$/.exec(it?.id ?? '')?.[1];
    const build = prefix && builders[prefix];
    if (!build) { problems.push(`${rel}: unknown or malformed id ${JSON.stringify(it?.id)}`); continue; }
    if (seen.has(it.id)) { problems.push(`${rel}: duplicate id ${it.id}`); continue; }
    seen.add(it.id);
    contentById.set(it.id, it);
    problems.push(...formatProblems(prefix, it).map((p) => `${rel}: ${p}`));
    // The same prompt or text twice (iw-9001 repeated iw-0002 with "groups" for "group") fails the build.
    const text = duplicateKey(prefix, it);
    if (text && texts.has(text)) problems.push(`${rel}: ${it.id} duplicates ${texts.get(text)}`);
    else if (text) texts.set(text, it.id);
    const missingBefore = media.missingAudio.length;
    let built;
    try { built = [build(it)].flat(); } catch (err) { problems.push(`${rel}: ${err.message}`); continue; }
    // An item that would be played without its audio is left out once audio exists in this checkout.
    if (media.audioGenerated && media.missingAudio.length > missingBefore) { withoutAudio.push(it.id); continue; }
    items.push(...built);
  }
}

// Band-145 spoken photo answers must last 30–60 s at the pace of the voices that read the bank's audio.
const manifestPath = `${root}content/media-manifest.json`;
const audioClips = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')).audio : [];
const rates = speakingRates(audioClips, (itemId, part) => clipText(contentById.get(itemId), part));
for (const it of contentById.values()) if (it.id.startsWith('ph-')) problems.push(...durationProblems(it, rates));
// Ninth read (e9p): no stock sign-off ("honestly", ", actually") in more than a few spoken photo answers.
// Thirteenth read (t13q): every photo the bank serves is checked, the engine fixture ph-9001 too, since learners
// are served it and its model answers like any other.
const modelPhotos = [...contentById.values()].filter((it) => it.id.startsWith('ph-'));
problems.push(...stockSignOffProblems(modelPhotos));
// Tenth read (t10p): no opening ("So this…", "In this picture…") shared by more than about a tenth of a band's answers.
problems.push(...stockOpenerProblems(modelPhotos));
// Eleventh read (t11p, t11q): the same with discourse markers dropped and "in this/the picture" as one opener, on the
// written answers too, and one-word swaps among the band-145 spoken answers.
problems.push(...openerFrameProblems(modelPhotos));
// Twelfth read (t12p, t12q): "I'd say" at most once an answer and closing at most ten; opener families ("this
// picture is", "on a <adj> day") folded; no two written answers of a band opening with the same five words.
problems.push(...closingStockProblems(modelPhotos), ...writtenOpenerTwinProblems(modelPhotos));
// Thirteenth read (t13q): a noted model phrase may not share a five-word content run with another photo's answer
// (ph-0123 and ph-0014 both noted "which shows they take safety seriously").
problems.push(...sharedClauseProblems(modelPhotos));

items.push(...realWordItems(lexicon, { seed: BANK_SEED, perBand: REAL_PER_BAND }));
items.push(...pseudoWordItems(lexicon, { seed: BANK_SEED, count: PSEUDO_COUNT }));
items.sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

// The editorial gate (issue 22): any slur, unsuitable sense, wrong part of speech, unsafe pseudo-word or duplicate fails the build.
// Two items of one type on the same topic (two board-game passages, two bee passages) fail the build (topics.mjs).
problems.push(...nearDuplicateTopics([...contentById.values()]));
// A Listen and Type key and a Read Aloud sentence that repeat each other (ninth read, e9b: ra-0006 ~ lt-9002) fail too.
problems.push(...spokenEchoProblems([...contentById.values()]));
problems.push(...crossTypeSentenceProblems([...contentById.values()]), ...fibFrameProblems([...contentById.values()]));
// The same claim told again in other words by a Listen and Type or Read Aloud sentence (twelfth read, t12b: lt-0280 ~ fib-0345).
problems.push(...spokenClaimProblems([...contentById.values()]));
// A Fill in the Blanks key spoken in that sentence's frame (thirteenth read, t13b: lt-0066 ~ fib-0066, lt-0029 ~ fib-0375).
problems.push(...spokenFibFrameProblems([...contentById.values()]));
// Interactive Reading sets that repeat a title or opening frame (tenth read, t10e: "The Return of…" ×3) fail too.
problems.push(...irFrameProblems([...contentById.values()].filter((it) => /^ir-\d{4}$/.test(it.id))));
// The same question in two Interactive Speaking trees (sixth read, rB: is-0004 and is-0037) fails too (topics.mjs).
problems.push(...repeatedStageQuestions([...contentById.values()]));
// An Interactive Writing prompt or follow-up that another item already asks word for word (thirteenth read, t13f: iw-0054).
{
  const all = [...contentById.values()];
  problems.push(...repeatedQuestionProblems(bankQuestions({
    iw: all.filter((it) => /^iw-/.test(it.id)),
    is: all.filter((it) => /^is-/.test(it.id)),
    prompts: all.filter((it) => /^(?:ws|ss|rts|lts)-/.test(it.id)),
  })));
}
// Model answers of the open tasks: no wording shared between two items, annotation tags that fit their quotes (samples.mjs).
problems.push(...sharedWordingProblems([...contentById.values()]));
// The same story or argument retold in other words (eleventh read, t11d), comma splices in band-145 models and band-115
// answers off their word range (samples.mjs).
problems.push(...similarAnswerProblems([...contentById.values()]));
// A one-answer model that retells one Interactive Speaking stage, a Read and Complete passage or an Interactive Reading
// set (thirteenth read, t13d); band-145 answers off README's range at either end; spoken 145s with no contraction.
problems.push(...partSimilarityProblems([...contentById.values()]));
for (const it of contentById.values()) problems.push(...commaSpliceProblems(it), ...band145LengthProblems(it), ...band115LengthProblems(it), ...band85LengthProblems(it), ...spokenContractionProblems(it));
for (const it of contentById.values()) problems.push(...annotationProblems(it));
// Bank-wide option-length cue over every conversation (eleventh read, t11c): the key longest in at most 45 % of turns.
problems.push(...bankLengthCueProblems([...contentById.values()].filter((it) => it.id.startsWith('il-'))));
problems.push(...duplicateTargetProblems([...contentById.values()].filter((it) => it.id.startsWith('fib-'))));
problems.push(...editorialProblems(items, editorialContext(lexicon)), ...regressionProblems(lexicon));
problems.push(...definitionUsProblems(items));

const body = JSON.stringify(items);
const version = createHash('sha256').update(body).digest('hex').slice(0, 16);
const sql = seedSql(items, version);
const counts = {};
for (const it of items) counts[it.type] = (counts[it.type] ?? 0) + 1;
const realWords = items.filter((it) => it.type === 'read-and-select' && it.key.real).length;
const summary = {
  version, seed: BANK_SEED, items: items.length, counts,
  readAndSelect: { real: realWords, pseudo: counts['read-and-select'] - realWords },
  audio: media.audioGenerated ? { leftOutWithoutAudio: withoutAudio } : { generated: false, clipsMissing: media.missingAudio.length },
  problems,
};
const summaryText = `${JSON.stringify(summary, null, 2)}\n`;

if (problems.length) {
  console.error(`bank build failed: ${problems.length} problems`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
if (check) {
  const same = readFileSync(`${out}/question-bank.sql`, 'utf8') === sql && readFileSync(`${out}/summary.json`, 'utf8') === summaryText;
  console.log(same ? `bank ${version} reproduces the committed seed byte for byte` : 'bank differs from the committed seed: run npm run bank');
  process.exit(same ? 0 : 1);
}
writeFileSync(`${out}/question-bank.sql`, sql);
writeFileSync(`${out}/summary.json`, summaryText);
console.log(`bank ${version}: ${items.length} items ${JSON.stringify(counts)}; ${problems.length} problems; ${media.audioGenerated ? `${withoutAudio.length} items left out for missing audio` : 'no audio generated yet'}`);
for (const p of problems) console.warn(`  ${p}`);
