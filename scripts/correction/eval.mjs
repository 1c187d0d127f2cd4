// npm run eval (issue 11, ADR 025): agreement of the offline writing scorer with band-labelled answers, its
// results on adversarial answers, and pause detection on synthesized recordings with gaps of known length.
// Imports the same pure TypeScript modules the worker runs (Node 24 strips the types).
import { readFileSync } from 'node:fs';
import { assessWritingOffline } from '../../src/shared/learning/correction/writing-score.ts';
import { measureSpeech } from '../../src/shared/learning/correction/speech-features.ts';
import { WRITING_TARGET_WORDS } from '../../src/shared/learning/correction/targets.ts';

const read = (p) => JSON.parse(readFileSync(new URL(`../../${p}`, import.meta.url), 'utf8'));

/** Score groups for agreement: below B1, B1, B2, C1, C2 (DESIGN §7 CEFR cuts). */
const GROUPS = [[10, 55], [60, 95], [100, 125], [130, 150], [155, 160]];
const group = (band) => GROUPS.findIndex(([lo, hi]) => band >= lo && band <= hi);

export function quadraticKappa(a, b, k) {
  const n = a.length;
  const observed = Array.from({ length: k }, () => new Array(k).fill(0));
  const ha = new Array(k).fill(0);
  const hb = new Array(k).fill(0);
  for (let i = 0; i < n; i++) { observed[a[i]][b[i]]++; ha[a[i]]++; hb[b[i]]++; }
  let num = 0;
  let den = 0;
  for (let i = 0; i < k; i++) for (let j = 0; j < k; j++) {
    const w = ((i - j) ** 2) / ((k - 1) ** 2);
    num += w * observed[i][j];
    den += w * (ha[i] * hb[j]) / n;
  }
  return 1 - num / den;
}

// ---- writing: content samples (bands 85–145) + project-written low-band answers -----------------------------
const cases = [];
for (const [file, task] of [['content/writing/writing-sample.json', 'writing-sample'], ['content/writing/interactive-writing.json', 'interactive-writing'], ['content/writing/engine-sample.json', 'writing-sample']]) {
  for (const item of read(file)) for (const s of item.samples ?? []) cases.push({ prompt: item.prompt, text: s.text, band: s.band, task, source: file });
}
const prompts = Object.fromEntries([...read('content/writing/writing-sample.json'), ...read('content/writing/engine-sample.json')].map((i) => [i.id, i.prompt]));
const extra = read('scripts/correction/eval-writing.json');
for (const a of extra.answers) cases.push({ prompt: prompts[a.prompt], text: a.text, band: a.band, task: 'writing-sample', source: 'scripts/correction/eval-writing.json' });

const human = [];
const machine = [];
let exact = 0;
let adjacent = 0;
let absErr = 0;
for (const c of cases) {
  const r = assessWritingOffline(c.text, { prompt: c.prompt, targetWords: WRITING_TARGET_WORDS[c.task] });
  const g1 = group(c.band);
  const g2 = group(r.band);
  human.push(g1); machine.push(g2);
  if (g1 === g2) exact++;
  if (Math.abs(g1 - g2) <= 1) adjacent++;
  absErr += Math.abs(r.band - c.band);
}
const bandsHuman = cases.map((c) => (c.band - 10) / 5);
const bandsMachine = cases.map((c) => (assessWritingOffline(c.text, { prompt: c.prompt, targetWords: WRITING_TARGET_WORDS[c.task] }).band - 10) / 5);
console.log(`Writing: ${cases.length} labelled answers (bands ${Math.min(...cases.map((c) => c.band))}–${Math.max(...cases.map((c) => c.band))})`);
console.log(`  QWK over score groups (<60, B1, B2, C1, C2): ${quadraticKappa(human, machine, GROUPS.length).toFixed(3)}`);
console.log(`  QWK over 5-point bands (31 categories):     ${quadraticKappa(bandsHuman, bandsMachine, 31).toFixed(3)}`);
console.log(`  exact group agreement: ${(100 * exact / cases.length).toFixed(1)} %   adjacent (±1 group): ${(100 * adjacent / cases.length).toFixed(1)} %`);
console.log(`  mean absolute band difference: ${(absErr / cases.length).toFixed(1)}`);

// ---- adversarial answers ----------------------------------------------------------------------------------
let caught = 0;
console.log(`Adversarial: ${extra.adversarial.length} answers`);
for (const a of extra.adversarial) {
  const r = assessWritingOffline(a.text, { prompt: prompts[a.prompt], targetWords: WRITING_TARGET_WORDS['writing-sample'] });
  const ok = r.flags.includes(a.expect) && r.band <= 55;
  if (ok) caught++;
  console.log(`  ${ok ? 'caught' : 'MISSED'}  ${a.expect.padEnd(18)} band ${String(r.band).padStart(3)}  flags: ${r.flags.join(', ') || '-'}`);
}
console.log(`  ${caught}/${extra.adversarial.length} flagged and scored ≤ 55`);

// ---- speech: 20 synthesized recordings with known pauses --------------------------------------------------
function rng(seed) {
  let s = seed;
  return () => { s = (s * 1103515245 + 12345) % 2 ** 31; return s / 2 ** 31; };
}
function synth(seed) {
  const rand = rng(seed);
  const rate = 16000;
  const segments = [];
  const truth = [];
  let t = 0.3 + rand() * 0.5;
  segments.push(['silence', t]);
  const runs = 3 + Math.floor(rand() * 6);
  for (let i = 0; i < runs; i++) {
    const voice = 0.4 + rand() * 2.5;
    segments.push(['voice', voice]); t += voice;
    if (i < runs - 1) {
      // Gaps either well below the 150 ms floor (not pauses) or clearly above it.
      const gap = rand() < 0.25 ? 0.05 + rand() * 0.05 : 0.2 + rand() * 1.8;
      segments.push(['silence', gap]);
      if (gap > 0.15) truth.push({ start: t, end: t + gap });
      t += gap;
    }
  }
  segments.push(['silence', 0.4]);
  const total = segments.reduce((a, [, s]) => a + Math.round(s * rate), 0);
  const out = new Float32Array(total);
  let at = 0;
  const level = 0.1 + rand() * 0.5; // loud and quiet speakers
  for (const [kind, s] of segments) {
    const n = Math.round(s * rate);
    const f = 120 + rand() * 120;
    for (let i = 0; i < n; i++) {
      const syllable = 0.55 + 0.45 * Math.abs(Math.sin((Math.PI * i) / (0.2 * rate))); // syllable-rate envelope
      out[at + i] = kind === 'voice' ? level * syllable * Math.sin((2 * Math.PI * f * i) / rate) + 0.01 * (rand() - 0.5) : 0.004 * (rand() - 0.5);
    }
    at += n;
  }
  return { samples: out, rate, truth };
}

let tp = 0, fp = 0, fn = 0, timing = 0, longTruth = 0, longFound = 0;
for (let k = 0; k < 20; k++) {
  const { samples, rate, truth } = synth(1000 + k);
  const found = measureSpeech(samples, rate).pauses;
  for (const p of truth) {
    const m = found.find((f) => f.start < p.end && f.end > p.start);
    if (m) { tp++; timing += Math.abs((m.end - m.start) - (p.end - p.start)); } else fn++;
    if (p.end - p.start >= 1) longTruth++;
  }
  fp += found.filter((f) => !truth.some((p) => f.start < p.end && f.end > p.start)).length;
  longFound += measureSpeech(samples, rate).longPauses;
}
console.log('Speech: 20 synthesized recordings (voiced runs with syllable envelope, gaps 50–100 ms and 200–2000 ms)');
console.log(`  pauses > 150 ms: recall ${(100 * tp / (tp + fn)).toFixed(1)} %, precision ${(100 * tp / (tp + fp)).toFixed(1)} %, mean duration error ${(1000 * timing / Math.max(1, tp)).toFixed(0)} ms`);
console.log(`  pauses ≥ 1 s: ${longFound} found, ${longTruth} synthesized`);
