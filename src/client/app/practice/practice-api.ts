/** The practice API calls of /app (schemas from src/shared/api/practice.ts, checked on arrival). */
import * as P from '../../../shared/api/practice.ts';
import type { Answer } from '../../../shared/exam/items.ts';
import type { Draft } from '../../../shared/api/resume.ts';
import type { MeasuredSpeech } from '../../../shared/learning/correction/measured-speech.ts';
import type { Locale } from '../../../shared/locales.ts';
import { api } from '../../platform/api.ts';
import type { TaskTypeId } from './model.ts';

export const practiceApi = (locale: Locale) => ({
  tasks: () => api('/practice/tasks', { schema: P.TasksResponse, locale }),
  next: (type: TaskTypeId) => api(`/practice/next?type=${encodeURIComponent(type)}`, { schema: P.NextResponse, locale }),
  answer: (attemptId: string, answer: Answer, elapsedMs: number, speech?: MeasuredSpeech[]) =>
    api('/practice/answer', { body: { attemptId, answer, elapsedMs, ...(speech ? { speech } : {}) }, schema: P.AnswerResponse, locale }),
  draft: (attemptId: string, draft: Draft) => api('/practice/attempt/draft', { body: { attemptId, draft }, schema: P.SavedResponse, locale }),
  anchor: (attemptId: string, req: { part?: string; play?: string }) => api('/practice/attempt/anchor', { body: { attemptId, ...req }, schema: P.AnchorResponse, locale }),
  progress: () => api('/practice/progress', { schema: P.PracticeProgressResponse, locale }),
  review: () => api('/practice/review?count=5', { schema: P.ReviewResponse, locale }),
  notebook: () => api('/practice/notebook', { schema: P.NotebookResponse, locale }),
});
