/** The course library's lesson text as retrieval documents, per locale, built once per isolate from the messages. */
import { COURSES } from '../../../shared/courses.ts';
import type { Translator } from '../../../shared/i18n.ts';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes.ts';
import { buildIndex, type LessonDocument, type LessonIndex } from '../../../shared/learning/tutor/retrieval.ts';

const indexes = new Map<Locale, LessonIndex>();
const KEYS = ['lead', 'see', 'do', 'timing', 'scoring', 'strategies.1', 'strategies.2', 'strategies.3', 'strategies.4',
  'mistakes.1', 'mistakes.2', 'mistakes.3', 'sample.note'];

export function lessonIndex(t: Translator, locale: Locale): LessonIndex {
  let index = indexes.get(locale);
  if (!index) {
    const docs: LessonDocument[] = COURSES.map((c) => {
      const base = `course.${c.slug}`;
      const sentences = KEYS.filter((k) => t.has(`${base}.${k}`)).map((k) => t.t(`${base}.${k}`));
      return { slug: c.slug, title: t.t(`${base}.name`), href: href(locale, 'course', { slug: c.slug }), sentences };
    });
    index = buildIndex(docs);
    indexes.set(locale, index);
  }
  return index;
}
