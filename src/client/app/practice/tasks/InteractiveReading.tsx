/**
 * Interactive Reading: five parts on one passage, each with its own time from the layout — complete the
 * sentences (dropdowns), complete the passage (pick the missing sentence), highlight the answer to two
 * questions, identify the main idea, title the passage. A part whose time runs out moves on by itself.
 */
import { useRef, useState } from 'react';
import { useAnchoredCountdown, useDraftState } from '../kit/attempt-memory.tsx';
import { useT } from '../../../../shared/components/i18n.tsx';
import { Choices } from '../kit/Choices.tsx';
import { HighlightPassage, highlightedText, type Highlight } from '../kit/HighlightPassage.tsx';
import { Timer } from '../kit/Timer.tsx';
import { partSeconds } from '../model.ts';
import type { ScreenProps } from '../screen.ts';

const PARTS = ['sentences', 'passage', 'highlight', 'mainIdea', 'title'] as const;
type Part = (typeof PARTS)[number];
const BLANK = '_____';

type Item = ScreenProps<'interactive-reading'>['item'];

/**
 * The passage as the learner has built it: paragraph 1 with their chosen words, then the later paragraphs with
 * their chosen sentence in the gap (the server sends no filled-in passage before the answer).
 */
export function composedPassage(item: Item, sentences: readonly (number | null)[], passage: number | null): string[] {
  const first = item.sentences.map((s) => (s.kind === 'text' ? s.text : s.options[sentences[s.index] ?? -1] ?? BLANK)).join('');
  const { before, after, options } = item.passage;
  const gapParagraph = [before.at(-1) ?? '', passage === null ? BLANK : options[passage] ?? BLANK, after[0] ?? ''].filter(Boolean).join(' ');
  return [first, ...before.slice(0, -1), gapParagraph, ...after.slice(1)];
}

export default function InteractiveReading({ item, timing, submit, done }: ScreenProps<'interactive-reading'>) {
  const t = useT();
  const gapCount = item.sentences.filter((s) => s.kind === 'choice').length;
  // Partial answers and the part reached are a draft, each part's time anchored (ADR 047): a reload continues here.
  const [part, setPart] = useDraftState('part', 0);
  const [sentences, setSentences] = useDraftState<(number | null)[]>('sentences', () => Array(gapCount).fill(null));
  const [passage, setPassage] = useDraftState<number | null>('passage', null);
  const [highlights, setHighlights] = useDraftState<(Highlight | null)[]>('highlights', () => item.highlights.map(() => null));
  const [question, setQuestion] = useDraftState('question', 0);
  const [mainIdea, setMainIdea] = useDraftState<number | null>('mainIdea', null);
  const [title, setTitle] = useDraftState<number | null>('title', null);
  const [sent, setSent] = useState(false);
  const state = useRef({ sentences, passage, highlights, mainIdea, title });
  state.current = { sentences, passage, highlights, mainIdea, title };
  const current: Part = PARTS[part]!;

  const finish = () => {
    if (sent) return;
    setSent(true);
    const s = state.current;
    submit({
      type: 'interactive-reading', sentences: s.sentences, passage: s.passage, mainIdea: s.mainIdea, title: s.title,
      highlights: s.highlights.map((h) => (h ? highlightedText(composedPassage(item, s.sentences, s.passage), h.from, h.to) : null)),
    });
  };
  const advance = () => {
    if (current === 'highlight' && question < item.highlights.length - 1) { setQuestion((q) => q + 1); return; }
    if (part < PARTS.length - 1) { setPart((p) => p + 1); countdown.restart(partSeconds(timing, PARTS[part + 1]!)); }
    else { countdown.stop(); finish(); }
  };
  // The highlight part's time covers both questions; running out skips whatever is left of the part.
  const countdown = useAnchoredCountdown(current, partSeconds(timing, current), () => {
    if (part < PARTS.length - 1) { setQuestion(0); setPart((p) => p + 1); countdown.restart(partSeconds(timing, PARTS[part + 1]!)); }
    else finish();
  });
  const locked = sent || done;
  const fullText = composedPassage(item, sentences, passage);

  return (
    <div className="task task-ir">
      <Timer countdown={countdown} />
      <p className="task-step" data-testid="ir-step">{t.t('practice.step', { n: part + 1, total: PARTS.length })}</p>
      {current === 'sentences' && (
        <>
          <p className="task-instruction">{t.t('practice.ir.sentences')}</p>
          <p className="task-passage" lang="en">
            {item.sentences.map((s, i) => {
              if (s.kind === 'text') return <span key={i}>{s.text}</span>;
              const n = s.index;
              return (
                <select key={i} className="ir-select" value={sentences[n] ?? ''} disabled={locked} data-testid="ir-choice"
                  aria-label={t.t('practice.ir.gap', { n: n + 1 })}
                  onChange={(e) => { const v = e.target.value === '' ? null : Number(e.target.value); setSentences((old) => old.map((x, j) => (j === n ? v : x))); }}>
                  <option value="">{t.t('practice.ir.choose')}</option>
                  {s.options.map((o, k) => <option key={k} value={k}>{o}</option>)}
                </select>
              );
            })}
          </p>
        </>
      )}
      {current === 'passage' && (
        <>
          <p className="task-instruction">{t.t('practice.ir.passage')}</p>
          <div className="task-passage" lang="en">
            {item.passage.before.slice(0, -1).map((p, i) => <p key={`b${i}`}>{p}</p>)}
            <p>
              {item.passage.before.at(-1)}{' '}
              <mark className="ir-slot" data-testid="ir-slot">{passage === null ? BLANK : item.passage.options[passage]}</mark>{' '}
              {item.passage.after[0]}
            </p>
            {item.passage.after.slice(1).map((p, i) => <p key={`a${i}`}>{p}</p>)}
          </div>
          <Choices legend={t.t('practice.ir.slot')} options={item.passage.options} value={passage} onChange={setPassage} disabled={locked} testId="ir-passage-options" />
        </>
      )}
      {current === 'highlight' && (
        <>
          <p className="task-instruction">{t.t('practice.ir.highlight')}</p>
          <p className="task-prompt" lang="en" id="ir-question" data-testid="ir-question">{item.highlights[question]?.question}</p>
          <HighlightPassage key={question} paragraphs={fullText} labelledBy="ir-question" disabled={locked}
            value={highlights[question] ?? null} onChange={(h) => setHighlights((old) => old.map((x, j) => (j === question ? h : x)))} />
          <p className="ir-highlighted" aria-live="polite" data-testid="ir-highlighted">
            {highlights[question] ? <>{t.t('practice.ir.yourHighlight')} <q lang="en">{highlightedText(fullText, highlights[question]!.from, highlights[question]!.to)}</q></> : t.t('practice.ir.noHighlight')}
          </p>
        </>
      )}
      {(current === 'mainIdea' || current === 'title') && (
        <div className="task-passage" lang="en">{fullText.map((p, i) => <p key={i}>{p}</p>)}</div>
      )}
      {current === 'mainIdea' && (
        <Choices legend={t.t('practice.ir.mainIdea')} options={item.mainIdea.options} value={mainIdea} onChange={setMainIdea} disabled={locked} testId="ir-main-idea" />
      )}
      {current === 'title' && (
        <Choices legend={t.t('practice.ir.title')} options={item.title.options} value={title} onChange={setTitle} disabled={locked} testId="ir-title" />
      )}
      {!locked && (
        <button type="button" className="btn btn-primary" onClick={advance} data-testid="submit">
          {part === PARTS.length - 1 ? t.t('practice.submit') : t.t('practice.next')}
        </button>
      )}
    </div>
  );
}
