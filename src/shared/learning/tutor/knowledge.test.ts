/** Issue 23 §9: the offline tutor answers common questions from its knowledge base, in the learner's language. */
import { describe, expect, it } from 'vitest';
import { createTranslator, type Translator } from '../../i18n.ts';
import { loadMessages } from '../../../generated/messages.ts';
import { LOCALE_CODES, localeInfo, type Locale } from '../../locales.ts';
import { cefrRanges } from '../adaptive/scores.ts';
import { timingOf } from '../../exam/layout.ts';
import { KB_ENTRIES, findEntry, hasTerm, mergeLexicons, normalizeQuestion, termList, type KbLexicon } from './knowledge.ts';
import { kbAnswer, kbFormat } from './knowledge-answer.ts';
import { offlineAnswer } from './offline-answer.ts';
import { buildIndex, search } from './retrieval.ts';

async function translator(locale: Locale): Promise<Translator> {
  return createTranslator(locale, await loadMessages(locale));
}

function lexiconOf(t: Translator): KbLexicon {
  const read = (key: string) => (t.has(key) ? t.t(key) : '');
  return {
    ask: termList(read('tutorKb.ask')), taskAsk: termList(read('tutorKb.taskAsk')),
    terms: new Map(KB_ENTRIES.map((e) => [e.id, termList(read(`tutorKb.terms.${e.id}`))])),
  };
}

async function lexicon(locale: Locale): Promise<KbLexicon> {
  const own = lexiconOf(await translator(locale));
  return locale === 'en' ? own : mergeLexicons(own, lexiconOf(await translator('en')));
}

const asked = async (locale: Locale, question: string) => findEntry(question, await lexicon(locale))?.entry.id ?? null;

describe('which entry a question asks about', () => {
  it('answers "affect vs effect" asked in Indonesian from the knowledge base', async () => {
    expect(await asked('id', 'apa beda affect dan effect?')).toBe('affect-effect');
    expect(await asked('id', 'Kapan pakai affect?')).toBe('affect-effect');
  });

  it.each([
    ['ja', 'affectとeffectの違いは何ですか？', 'affect-effect'],
    ['zh', 'affect和effect有什么区别？', 'affect-effect'],
    ['th', 'affect กับ effect ต่างกันอย่างไร', 'affect-effect'],
    ['ko', 'affect와 effect의 차이가 뭐예요?', 'affect-effect'],
    ['ja', '冠詞の使い方を教えてください', 'articles'],
    ['zh', '分数的有效期是多久？', 'score-validity'],
    ['th', 'Read and Select มีเวลากี่วินาที', 'read-and-select'],
    ['ja', 'Interactive Writingの時間は？', 'interactive-writing'],
  ] as const)('%s (no spaces between words): %s → %s', async (locale, question, id) => {
    expect(await asked(locale, question)).toBe(id);
  });

  it.each([
    ['en', 'When do I use since and when for?', 'since-for'],
    ['en', 'fewer or less?', 'fewer-less'],
    ['en', "its or it's", 'its-it-s'],
    ['en', 'who vs whom', 'who-whom'],
    ['en', 'What is the difference between used to and be used to?', 'used-to'],
    ['en', 'How is Read and Select scored?', 'read-and-select'],
    ['en', 'How long is my score valid?', 'score-validity'],
    ['de', 'Wie lange ist mein Ergebnis gültig?', 'score-validity'],
    ['ru', 'В чём разница между much и many?', 'much-many'],
    ['tr', 'make ve do arasındaki fark nedir?', 'make-do'],
    ['es', '¿Cuál es la diferencia entre say y tell?', 'say-tell'],
    ['fr', 'Quelle est la différence entre few et a few ?', 'few-a-few'],
  ] as const)('%s: %s → %s', async (locale, question, id) => {
    expect(await asked(locale, question)).toBe(id);
  });

  it('answers nothing for a question it has no entry for, nor for a mere mention of a common word', async () => {
    expect(await asked('en', 'What is the weather in Paris?')).toBeNull();
    expect(await asked('id', 'Bagaimana cuaca di Paris hari ini?')).toBeNull();
    expect(await asked('ja', 'パリの天気はどうですか？')).toBeNull();
    // "effect" alone, without a question about usage, is not a question about affect and effect.
    expect(await asked('en', 'the effect of background noise on recordings')).toBeNull();
    expect(await asked('en', 'tips for my studies')).toBeNull();
  });

  it('matches whole English words with their endings only, and CJK terms inside words', () => {
    const q = normalizeQuestion('Does it affects? fewer-words; 違いは');
    expect(hasTerm(q, 'affect', false)).toBe(true);
    expect(hasTerm(q, 'few', false)).toBe(false);
    expect(hasTerm(q, 'fewer', false)).toBe(true);
    expect(hasTerm(q, '違い', true)).toBe(true);
    expect(hasTerm(normalizeQuestion("it's"), 'its', false)).toBe(false);
  });
});

describe('the answer', () => {
  const links = { course: (slug: string) => `/id/courses/${slug}` };

  it('is the entry in the learner\'s language, with times from the test layout and links to course and practice', async () => {
    const t = await translator('id');
    const say = (key: string, values?: Record<string, string | number>) => t.t(key, values);
    const entry = KB_ENTRIES.find((e) => e.id === 'listen-and-type')!;
    const text = kbAnswer(entry, say, links, kbFormat(localeInfo('id').intl));
    expect(text).toContain(t.t('tutorKb.intro'));
    expect(text).toContain('Listen and Type');
    expect(text).toContain(`masing-masing ${kbFormat('id-ID').duration(timingOf('listen-and-type').answerSeconds)}`);
    expect(text).toContain('1 menit');
    expect(text).toContain('(/id/courses/det-prep-course-listen-and-type-questions)');
    expect(text).toContain('(#/practice/listen-and-type)');
    expect(t.missing).toEqual([]);
  });

  it('prints the CEFR ranges of the app\'s one CEFR table', async () => {
    const t = await translator('ja');
    const text = kbAnswer(KB_ENTRIES.find((e) => e.id === 'score-cefr')!, (k, v) => t.t(k, v), links, kbFormat('ja-JP'));
    for (const r of cefrRanges()) expect(text).toContain(`${r.level}: ${r.min}–${r.max}`);
  });

  it.each([...LOCALE_CODES])('%s: every entry formats without a missing message or value', async (locale) => {
    const t = await translator(locale);
    for (const entry of KB_ENTRIES) {
      const text = kbAnswer(entry, (k, v) => t.t(k, v), links, kbFormat(localeInfo(locale).intl));
      expect(text).not.toMatch(/\{|tutorKb\./);
    }
    expect(t.missing).toEqual([]);
  });

  it('says plainly that it cannot answer when neither the knowledge base nor the course notes know', async () => {
    const t = await translator('en');
    const index = buildIndex([{ slug: 'x', title: 'Read and Select', href: '/courses/x', sentences: ['Decide whether each word is a real English word.'] }]);
    const text = offlineAnswer(search(index, 'What is the weather in Paris?'), () => null, (k, v) => t.t(k, v));
    expect(text).toBe(t.t('tutorKb.cannot'));
    expect(text).toContain('I cannot answer that offline');
  });
});

describe('the course notes as the second source', () => {
  it('ignores words found in most lessons, so an everyday question in Indonesian finds no lesson', () => {
    const lesson = (slug: string, extra: string) => ({ slug, title: slug, href: `/id/courses/${slug}`, sentences: [`Bagaimana hari ini kamu berlatih ${extra}.`] });
    const index = buildIndex([lesson('a', 'membaca kata'), lesson('b', 'menulis esai'), lesson('c', 'berbicara foto'), lesson('d', 'mendengar dialog'), lesson('e', 'melengkapi kalimat')]);
    expect(search(index, 'Bagaimana cuaca di Paris hari ini?')).toEqual([]);
    expect(search(index, 'Bagaimana menulis esai?')[0]!.doc.slug).toBe('b');
  });
});
