// Tests of the locale gate's rules (node --test; run by `npm run test:locales` before verify-locales).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import {
  CONCEPTS, KO_PARTICLE, termbaseProblems, wordingFindings, blogArticles, blogFindings, cjkPunctuationProblems,
  koSpeechLevelProblems, koParticleProblems, jaSpeechLevelProblems, messageTexts,
} from './check.mjs';
import { keyReferences, unusedKeys, sourceTexts, dynamicPrefixes } from './unused-keys.mjs';
import { loadLocale } from '../locale-files.mjs';

const de = {
  address: [{ pattern: '\\b(Sie|Ihnen|Ihr)\\b', why: 'du' }],
  glossary: [
    { concept: 'mock-test', use: 'Probetest', forbid: ['(?<!\\p{L})[Pp]robeprüfung(en)?(?!\\p{L})', '(?<!\\p{L})[Üü]bungstests?(?!\\p{L})'], why: 'one name' },
  ],
};
const en = {
  address: [],
  glossary: [
    { concept: 'mock-test', use: 'mock test', forbid: ['(?<!\\p{L})[Mm]ock [Ee]xams?(?!\\p{L})'], why: 'one name' },
    { concept: 'plan', use: 'plan', forbid: ['(?<!\\p{L})[Mm]emberships?(?!\\p{L})'], why: 'plan, never membership' },
  ],
};

test('concept ids: one exported list, ~40 ids, no duplicates', () => {
  assert.ok(CONCEPTS.length >= 40);
  assert.equal(new Set(CONCEPTS).size, CONCEPTS.length);
  for (const c of ['mock-test', 'plan', 'sample-answer', 'follow-up-question', 'mistake-notebook', 'explanation']) assert.ok(CONCEPTS.includes(c), c);
});

test('termbase: unknown and repeated concept ids fail; a valid termbase passes', () => {
  assert.deepEqual(termbaseProblems(de), []);
  assert.deepEqual(termbaseProblems(en), []);
  const bad = { glossary: [
    { concept: 'mock-exam', use: 'x', forbid: [], why: '' },
    { concept: 'plan', use: 'Plan', forbid: [], why: '' },
    { concept: 'plan', use: 'Tarif', forbid: [], why: '' },
  ] };
  const p = termbaseProblems(bad);
  assert.equal(p.length, 2);
  assert.match(p[0], /unknown concept id/);
  assert.match(p[1], /listed twice/);
});

test('termbase: a forbid pattern that matches the approved term, or does not compile, fails', () => {
  assert.match(termbaseProblems({ glossary: [{ concept: 'plan', use: 'Tarif (plan)', forbid: ['Tarif'], why: '' }] })[0], /matches the approved term/);
  assert.match(termbaseProblems({ glossary: [{ concept: 'plan', use: 'Tarif', forbid: ['(unclosed'], why: '' }] })[0], /not a valid regular expression/);
});

test('glossary: a variant term in a message fails, inflected too; the approved term passes', () => {
  assert.equal(wordingFindings(de, 'Starte deine Probeprüfung jetzt.').length, 1);
  assert.equal(wordingFindings(de, 'Zwei Probeprüfungen im Paket').length, 1); // inflected
  assert.equal(wordingFindings(de, '{n, plural, one {# Übungstest} other {# Übungstests}}').length, 1);
  assert.equal(wordingFindings(de, 'Starte deinen Probetest jetzt.').length, 0);
  assert.equal(wordingFindings(en, 'Your mock exams are activated.')[0].rule, 'glossary:mock test');
  assert.equal(wordingFindings(en, 'Compare the Basic, Plus and Pro memberships.').length, 1);
  assert.equal(wordingFindings(en, 'Your mock tests are activated. Compare the plans.').length, 0);
});

test('glossary: argument names and ICU keywords are not text', () => {
  const r = { address: [], glossary: [{ concept: 'plan', use: 'plan', forbid: ['membership'], why: '' }] };
  assert.equal(wordingFindings(r, '{membership} {n, plural, one {# plan} other {# plans}}').length, 0);
});

test('blog: glossary and address rules apply to every article (front matter and body), recursively', () => {
  const root = mkdtempSync(join(tmpdir(), 'blog-'));
  mkdirSync(join(root, 'de', 'strategy', 'speaking'), { recursive: true });
  writeFileSync(join(root, 'de', 'ok.md'), '---\ntitle: Dein Probetest\n---\n\nMach einen Probetest.\n');
  writeFileSync(join(root, 'de', 'strategy', 'speaking', 'bad.md'), '---\ntitle: Die Probeprüfung\n---\n\nWenn Sie üben, hilft ein Übungstest.\n');
  const articles = blogArticles('de', root);
  assert.deepEqual(articles.map((a) => a.path), ['blog/ok.md', 'blog/strategy/speaking/bad.md']);
  assert.deepEqual(blogFindings(de, articles[0].text), []);
  const found = blogFindings(de, articles[1].text);
  assert.deepEqual(found.map((f) => [f.line, f.rule]), [[2, 'glossary:Probetest'], [5, 'address:0'], [5, 'glossary:Probetest']]);
  assert.deepEqual(blogArticles('xx', root), []);
});

test('messageTexts: literal text only, one string per plural case', () => {
  assert.deepEqual(messageTexts(parse('共 {n, plural, other {# 题}}，<b>好</b>')), ['共 \uFFFC，\uFFFC好\uFFFC', '\uFFFC 题']);
});

const punct = (m) => cjkPunctuationProblems(parse(m));

test('zh/ja punctuation: ASCII , : ; ? ! ( ) next to CJK fails', () => {
  assert.equal(punct('这是真实的英语单词吗?').length, 1);
  assert.equal(punct('你的得分: {score}%').length, 1);
  assert.equal(punct('请连接麦克风(或耳机),然后重试').length, 3);
  assert.equal(punct('{n, plural, other {还剩 # 题,加油}}').length, 1);
  assert.equal(punct('準備: {time}').length, 1);
  assert.equal(punct('「Premium」: 無制限').length, 1);
});

test('zh/ja punctuation: full-width forms, Latin text and ICU syntax pass', () => {
  assert.deepEqual(punct('这是真实的英语单词吗？你的得分：{score}%（估计）'), []);
  assert.deepEqual(punct('下一题是“Read, Then Speak”，准备 20 秒。'), []);
  assert.deepEqual(punct('考试时间 10:30，共 1,000 分'), []);
  assert.deepEqual(punct('{n, plural, other {# 道题}}'), []);
  assert.deepEqual(punct('「How are you?」（訳：お元気ですか？）'), []);
});

const koLevel = (m) => koSpeechLevelProblems(parse(m));

test('ko speech level: -습니다/-ㅂ니다/-습니까/-ㅂ니까 and -십시오 fail', () => {
  assert.equal(koLevel('시간이 끝났습니다.').length, 1);
  assert.equal(koLevel('다시 시도합니다.').length, 1);
  assert.equal(koLevel('준비가 됩니까?').length, 1);
  assert.equal(koLevel('모의고사입니다.').length, 1);
  assert.equal(koLevel('{n, plural, other {#문제가 남았습니다}}').length, 1);
  assert.equal(koLevel('마이크를 연결하십시오.').length, 1);
});

test('ko speech level: 해요체 passes (…해요, …예요, …나요?, …니까 as "because")', () => {
  assert.deepEqual(koLevel('시간이 끝났어요. 다시 시도해요. 준비됐나요? 네, 실제 단어예요. 마이크를 연결하세요.'), []);
  assert.deepEqual(koLevel('시간이 없으니까 바로 시작해요.'), []);
});

const koParticle = (m) => koParticleProblems(parse(m));

test('ko particles: syllable-dependent particles after an argument fail', () => {
  for (const m of ['{name}를 선택하세요.', '{brand}는 무료예요.', '{task}이 끝났어요.', '{n}과 {m}', '{plan}으로 바꿔요.', '{brand}라는 이름']) {
    assert.equal(koParticle(m).length, 1, m);
  }
  assert.ok(KO_PARTICLE.test('를 '));
});

test('ko particles: 에/에서/의/에게/도/만/까지/부터 after an argument pass', () => {
  for (const m of ['{date}에 다시 열려요.', '{place}에서 봐요.', '{brand}의 요금제', '{name}에게 보내요.', '{n}도 괜찮아요.', '{date}까지 써요.', '{date}부터 시작해요.']) {
    assert.deepEqual(koParticle(m), [], m);
  }
});

const jaLevel = (m) => jaSpeechLevelProblems(parse(m));

test('ja speech level: plain だ。/である。 endings fail; です/ます pass', () => {
  assert.equal(jaLevel('これは模試だ。').length, 1);
  assert.equal(jaLevel('重要な点である。').length, 1);
  assert.deepEqual(jaLevel('これは模試です。時間は{n}分あります。'), []);
});

test('unused keys: a planted key no source reaches is reported; written, prefixed, templated and allow-listed keys are not', () => {
  const sources = [
    "t.t('mock.report.score'); <Paragraphs prefix=\"about.sections\" />; join('\\n'), t.t('billing.success.confirm')",
    "const INTEGRATED = ['literacy', 'comprehension'] as const; INTEGRATED.map((s) => t.t(`mock.report.${s}`));",
    "t.t(`legal.sections.${i + 1}.title`); p(`legal.sections.${i + 1}`); t.t(`${key}.meta.title`); const key = 'tos'; t.t(`plan-${tier}`)",
    "t.t(`auth.errors.${e.code}`)",
  ];
  const keys = ['mock.report.score', 'about.sections.1.title', 'billing.success.confirm', 'mock.report.literacy',
    'legal.sections.2.p1', 'tos.meta.title', 'auth.errors.email_taken',
    'mock.report.cefr', 'explain.open.planted', 'privacy.meta.title', 'plan-pro'];
  const refs = keyReferences(sources);
  assert.deepEqual(unusedKeys(keys, refs, []), ['auth.errors.email_taken', 'mock.report.cefr', 'explain.open.planted', 'privacy.meta.title', 'plan-pro']);
  assert.deepEqual(unusedKeys(keys, refs, ['auth.errors']), ['mock.report.cefr', 'explain.open.planted', 'privacy.meta.title', 'plan-pro']);
});

test('unused keys: the real sources and allow-list reach every English key but not a planted one', () => {
  const keys = [...Object.keys(loadLocale('en').messages), 'explain.open.plantedUnused', 'practice.samples.plantedUnused'];
  assert.deepEqual(unusedKeys(keys, keyReferences(sourceTexts()), dynamicPrefixes()), ['explain.open.plantedUnused', 'practice.samples.plantedUnused']);
  for (const p of dynamicPrefixes()) assert.ok(keys.some((k) => k === p || k.startsWith(`${p}.`)), `allow-listed prefix ${p} matches no key`);
});
