/**
 * The offline tutor's answer from a knowledge-base entry: the entry's text in the learner's language, its numbers
 * taken from the app's own sources (the test layout for times and counts, the one CEFR table the reports and
 * the home page use), and links to the matching course page and practice.
 */
import { cefrRanges } from '../adaptive/scores.ts';
import { SCALE } from '../difficulty.ts';
import { timingOf } from '../../exam/layout.ts';
import { TASK_TYPES, type TaskTypeId } from '../../exam/task-types.ts';
import type { Say } from './offline-answer.ts';
import { taskLabel } from './test-tutor.ts';
import type { KbEntry } from './knowledge.ts';

type Values = Record<string, string | number>;

/** Durations and ranges written by the locale's own formatters ("5 seconds", "5 Sekunden", "5秒"). */
export interface KbFormat {
  duration: (seconds: number) => string;
  range: (min: number, max: number) => string;
}

/** Intl's unit formatting in the answer's language: seconds below a minute or off the minute, minutes otherwise. */
export function kbFormat(intlTag: string): KbFormat {
  const unit = (u: 'second' | 'minute') => new Intl.NumberFormat(intlTag, { style: 'unit', unit: u, unitDisplay: 'long' });
  const seconds = unit('second');
  const minutes = unit('minute');
  const number = new Intl.NumberFormat(intlTag);
  return {
    duration: (s) => (s >= 60 && s % 60 === 0 ? minutes.format(s / 60) : seconds.format(s)),
    range: (min, max) => (min === max ? number.format(min) : `${number.format(min)}–${number.format(max)}`),
  };
}

function timing(type: TaskTypeId, f: KbFormat): Values {
  const t = timingOf(type);
  return { range: f.range(t.perTest.min, t.perTest.max), time: f.duration(t.answerSeconds), plays: t.maxPlays ?? 0 };
}

const part = (type: TaskTypeId, name: string) => timingOf(type).parts?.find((p) => p.part === name)?.seconds ?? 0;

/** The values each entry's message uses (ICU arguments); every locale uses the same ones. */
export function entryValues(entry: KbEntry, f: KbFormat): Values {
  switch (entry.id) {
    case 'photo-tasks': {
      const w = timingOf('write-about-the-photo');
      const s = timingOf('speak-about-the-photo');
      return { photos: f.range(w.perTest.min, w.perTest.max), writeTime: f.duration(w.answerSeconds), prep: f.duration(s.prepSeconds),
        speakTime: f.duration(s.answerSeconds), minTime: f.duration(s.minAnswerSeconds ?? 0) };
    }
    case 'interactive-writing':
      return { first: f.duration(part('interactive-writing', 'main')), second: f.duration(part('interactive-writing', 'followUp')) };
    case 'interactive-listening':
      return { range: f.range(timingOf('interactive-listening').perTest.min, timingOf('interactive-listening').perTest.max),
        summary: f.duration(part('interactive-listening', 'summary')) };
    case 'interactive-reading':
      return { range: f.range(timingOf('interactive-reading').perTest.min, timingOf('interactive-reading').perTest.max),
        time: f.duration(timingOf('interactive-reading').answerSeconds) };
    case 'read-then-speak': {
      const t = timingOf('read-then-speak');
      return { prep: f.duration(t.prepSeconds), time: f.duration(t.answerSeconds), minTime: f.duration(t.minAnswerSeconds ?? 0) };
    }
    case 'interactive-speaking': {
      const t = timingOf('interactive-speaking');
      return { range: f.range(t.questionsPerItem?.min ?? 0, t.questionsPerItem?.max ?? 0), time: f.duration(t.answerSeconds) };
    }
    case 'samples': {
      const w = timingOf('writing-sample');
      const s = timingOf('speaking-sample');
      return { writePrep: f.duration(w.prepSeconds), writeTime: f.duration(w.answerSeconds), speakPrep: f.duration(s.prepSeconds), speakTime: f.duration(s.answerSeconds) };
    }
    case 'score-scale':
      return { min: SCALE.min, max: SCALE.max, step: SCALE.step };
    default:
      return entry.task ? timing(entry.task, f) : {};
  }
}

function label(text: string): string {
  return text.replace(/[[\]]/g, '');
}

export interface KbLinks {
  /** The course page of a course slug in the answer's locale. */
  course: (slug: string) => string;
}

/** Markdown: who answers, the entry's title and text, the CEFR table when asked, then the links. */
export function kbAnswer(entry: KbEntry, say: Say, links: KbLinks, format: KbFormat): string {
  const title = entry.task ? entry.id === 'photo-tasks'
    ? `${taskLabel('write-about-the-photo', say)} · ${taskLabel('speak-about-the-photo', say)}`
    : entry.id === 'samples' ? `${taskLabel('writing-sample', say)} · ${taskLabel('speaking-sample', say)}` : taskLabel(entry.task, say)
    : say(`tutorKb.entry.${entry.id}.title`);
  const parts = [say('tutorKb.intro'), `**${title}**`, say(`tutorKb.entry.${entry.id}.answer`, entryValues(entry, format))];
  if (entry.id === 'score-cefr') parts.push(cefrRanges().map((r) => `- ${r.level}: ${r.min}–${r.max}`).join('\n'));
  if (entry.task) {
    const type = TASK_TYPES.find((t) => t.id === entry.task)!;
    const out: string[] = [];
    const slug = type.courses[0];
    if (slug) out.push(`[${label(say('tutorKb.course'))}](${links.course(slug)})`);
    out.push(`[${label(say('tutor.offline.practise'))}](#/practice/${type.id})`);
    parts.push(out.join(' · '));
  }
  return parts.join('\n\n');
}
