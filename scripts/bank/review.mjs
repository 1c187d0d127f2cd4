// The editor's report (issue 22): `npm run bank:review` reads the committed seed and prints, per task type,
// counts by CEFR level and by difficulty, then a fixed-seed random sample of rendered items with their keys and
// explanations, for a person to read. Options: --per-type N (default 25), --type <task type>, --seed <text>.
import { readFileSync } from 'node:fs';
import { rng, shuffled } from './lib/rng.mjs';

const root = new URL('../../', import.meta.url).pathname;
const arg = (name, fallback) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : fallback; };
const perType = Number(arg('per-type', '25'));
const onlyType = arg('type', null);
const seed = arg('seed', 'detprep-review-2026-11');

/** The seed's item rows: one INSERT per line, JSON in single-quoted SQL strings. */
export function seedItems(sql) {
  const rows = [];
  for (const line of sql.split('\n')) {
    if (!line.startsWith('INSERT OR REPLACE INTO bank_items VALUES (')) continue;
    const values = [...line.matchAll(/'((?:[^']|'')*)'|(-?[\d.]+)/g)].map((m) => (m[1] !== undefined ? m[1].replace(/''/g, "'") : Number(m[2])));
    const [id, type, difficulty, , , , cefr, topic, stimulus, key] = values;
    rows.push({ id, type, difficulty, cefr, topic, stimulus: JSON.parse(stimulus), key: JSON.parse(key) });
  }
  return rows;
}

const gapped = (segments, fill) => segments.map((s) => (s.kind === 'gap' ? `${s.prefix}${'_'.repeat(s.missing)}${fill ? `[${fill(s)}]` : ''}` : s.kind === 'text' ? s.text : s.kind === 'blank' ? '[____]' : '[choice]')).join('');
const defs = (d = []) => d.map((x) => `      (${x.pos}${x.learner ? ', learner' : ''}) ${x.text}`).join('\n');
const clip = (t, n = 400) => (t.length > n ? `${t.slice(0, n)}…` : t);

/** One item as a reviewer reads it: what the learner sees, then the key and the explanation material. */
export function render(it) {
  const s = it.stimulus;
  const k = it.key;
  switch (it.type) {
    case 'read-and-select':
      return k.real ? `  "${s.word}" REAL (band ${k.band})\n${defs(k.definitions)}` : `  "${s.word}" PSEUDO${k.near ? ` (looks like "${k.near}")` : ''}`;
    case 'fill-in-the-blanks':
      return `  ${gapped(s.segments)}\n    key: ${k.word}${k.accept ? ` (also accepted: ${k.accept.join(', ')})` : ''}\n${defs(k.definitions)}`;
    case 'read-and-complete':
      return `  ${s.title ?? ''}\n  ${gapped(s.segments, (g) => k.gaps[g.index].word + (k.gaps[g.index].accept ? `|${k.gaps[g.index].accept.join('|')}` : ''))}\n    gaps: ${k.gaps.length}`;
    case 'listen-and-type':
      return `  audio: ${s.audio ? 'yes' : 'NONE'}\n    key: ${k.text}`;
    case 'interactive-reading':
      return `  ${clip(k.fullText.join(' / '), 600)}\n    sentence gaps: ${k.sentences.map((x) => x.word).join(', ')}\n    passage: ${k.passage.sentence}\n    main idea: ${k.mainIdea.text}\n    title: ${k.title.text}`;
    case 'interactive-listening':
      return `  ${s.scenario}\n${k.transcript.map((t) => `    ${t.speaker}: ${t.text}`).join('\n')}\n    notes: ${gapped(s.complete)} → ${k.complete.map((c) => c.word).join(', ')}\n    summary: ${k.sampleSummary}`;
    default: {
      // Listen, Then Speak has no written prompt: its question is heard, and the seed keeps its text in the key's
      // material (twelfth read, t12d: the sample printed no question for these items).
      const heard = (k.material ?? []).filter((m) => m.kind === 'question').map((m) => m.text).join(' ');
      const prompt = s.prompt ?? s.text ?? s.intro ?? s.photo?.alt ?? (heard ? `(heard) ${heard}` : '');
      const guidance = s.guidance ? `\n    guidance: ${s.guidance.join(' | ')}` : '';
      const follow = s.followUps ? `\n    follow-ups: ${s.followUps.map((f) => `${f.question}${f.stance ? ` [stance: ${f.stance.join(', ')}]` : ''}`).join(' | ')}` : '';
      const samples = (k.samples ?? []).map((x) => `    band ${x.band} (${[x.text].flat().join(' ').split(/\s+/).length} words): ${clip([x.text].flat().join(' / '), 300)}`).join('\n');
      return `  ${clip(prompt)}${guidance}${follow}\n${samples}`;
    }
  }
}

function table(rows, keyOf) {
  const counts = new Map();
  for (const r of rows) counts.set(keyOf(r), (counts.get(keyOf(r)) ?? 0) + 1);
  return [...counts].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([k, n]) => `${k}:${n}`).join('  ');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const items = seedItems(readFileSync(`${root}scripts/bank/generated/question-bank.sql`, 'utf8'));
  const types = [...new Set(items.map((i) => i.type))].sort().filter((t) => !onlyType || t === onlyType);
  const band = (d) => `${String(Math.floor(d / 25) * 25).padStart(3, '0')}–${Math.floor(d / 25) * 25 + 24}`;
  for (const type of types) {
    const rows = items.filter((i) => i.type === type);
    console.log(`\n== ${type}: ${rows.length} items`);
    console.log(`  CEFR        ${table(rows, (r) => r.cefr)}`);
    console.log(`  difficulty  ${table(rows, (r) => band(r.difficulty))}`);
  }
  for (const type of types) {
    const rows = items.filter((i) => i.type === type).sort((a, b) => (a.id < b.id ? -1 : 1));
    console.log(`\n######## sample: ${type} (${Math.min(perType, rows.length)} of ${rows.length}, seed ${seed})`);
    for (const it of shuffled(rows, rng(`${seed}:${type}`)).slice(0, perType)) console.log(`\n- ${it.id} · ${it.cefr} · difficulty ${it.difficulty} · ${it.topic}\n${render(it)}`);
  }
}
