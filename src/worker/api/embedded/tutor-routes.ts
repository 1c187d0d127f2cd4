/**
 * The AI tutor (issue 12, ADR 031): POST /common/tutor/completion streams an answer as server-sent events;
 * /tutor/models lists the configured models with today's allowance; /tutor/conversations* list, create, read,
 * rename and delete conversations (someone else's is a 404). Limits are counted before anything else happens:
 * per user and per IP a minute, then the daily allowance, then the learner's message is stored, then the model
 * is called.
 */
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import * as v from 'valibot';
import * as T from '../../../shared/api/tutor.ts';
import { isPremium, nextReset } from '../../../shared/learning/allowance.ts';
import { TASK_TYPES } from '../../../shared/exam/task-types.ts';
import {
  OFFLINE_MODEL, TUTOR_IP_PER_MINUTE, TUTOR_MAX_CONVERSATIONS_LISTED, TUTOR_USER_PER_MINUTE, tutorDailyLimit, type TutorLanguage,
} from '../../../shared/learning/tutor/models.ts';
import { assemblePrompt } from '../../../shared/learning/tutor/prompt.ts';
import { offlineAnswer } from '../../../shared/learning/tutor/offline-answer.ts';
import { search } from '../../../shared/learning/tutor/retrieval.ts';
import { findEntry, mergeLexicons } from '../../../shared/learning/tutor/knowledge.ts';
import { kbAnswer, kbFormat } from '../../../shared/learning/tutor/knowledge-answer.ts';
import { href } from '../../../shared/routes.ts';
import { notebookLine, scriptTurn, taskLabel } from '../../../shared/learning/tutor/test-tutor.ts';
import { isLocale, localeInfo, type Locale } from '../../../shared/locales.ts';
import type { AppEnv } from '../../env.ts';
import { translatorFor } from '../../i18n.ts';
import { addressLimitKeys, hitAll, limit, requestAddress } from '../limits.ts';
import type { UserRow } from '../../auth/users.ts';
import { ApiFailure, fail, jsonBody, requireUser } from '../http.ts';
import { randomToken } from '../../util/random.ts';
import { generate, turnsFrom } from '../../learning/tutor/completion.ts';
import { learnerProfile } from '../../learning/tutor/learner-context.ts';
import { kbLexicon } from '../../learning/tutor/knowledge-lexicon.ts';
import { lessonIndex } from '../../learning/tutor/lessons.ts';
import { availableModels, providerFor } from '../../learning/tutor/providers.ts';
import {
  allowanceView, appendMessage, createConversation, deleteConversation, findConversation, listConversations, messagesOf, messageView,
  renameConversation, summary, takeMessage, usedToday, type ConversationRow,
} from '../../learning/tutor/tutor-repo.ts';

const MINUTE = 60_000;
const HISTORY = 40;

export const tutorRoutes = new Hono<AppEnv>();

function requestLocale(c: Context<AppEnv>): Locale {
  const l = c.req.header('locale');
  return isLocale(l) ? l : 'en';
}

function premiumOf(user: UserRow, now: number): boolean {
  return isPremium(user.vip_end_time, now);
}

async function allowanceOf(c: Context<AppEnv>, user: UserRow, now: number) {
  const premium = premiumOf(user, now);
  return allowanceView(await usedToday(c.env.DB, user.id, now), tutorDailyLimit(premium), premium, now);
}

const idParam = (c: Context<AppEnv>) => {
  const parsed = v.safeParse(T.ConversationId, c.req.param('id'));
  if (!parsed.success) fail(404, 'conversation_not_found', 'That conversation was not found.');
  return parsed.output;
};

async function ownConversation(c: Context<AppEnv>, userId: number, id: string): Promise<ConversationRow> {
  const conv = await findConversation(c.env.DB, userId, id);
  if (!conv) fail(404, 'conversation_not_found', 'That conversation was not found.');
  return conv;
}

/** Both per-minute limits (the user, and the client's address as every per-address limit keys it) counted in one batch first. */
async function rateLimit(c: Context<AppEnv>, userId: number, now: number): Promise<void> {
  const keys = [
    { key: `tutor:user:${userId}`, rule: { windowMs: MINUTE, limit: TUTOR_USER_PER_MINUTE } },
    ...addressLimitKeys('tutor', requestAddress(c), { windowMs: MINUTE, limit: TUTOR_IP_PER_MINUTE }),
  ];
  for (const r of await hitAll(c.env.DB, keys, now)) {
    if (!r.allowed) throw new ApiFailure(429, 'rate_limited', 'Too many messages at once. Please wait a moment and try again.', undefined, r.retryAfterSeconds);
  }
}

function languageName(language: TutorLanguage, locale: Locale): string {
  if (language === 'en' || locale === 'en') return 'English';
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? 'English';
}

const practiceHref = (slug: string) => {
  const type = TASK_TYPES.find((t) => t.courses.includes(slug) && !t.retired);
  return type ? `#/practice/${type.id}` : null;
};

tutorRoutes.post('/common/tutor/completion', async (c) => {
  const body = await jsonBody(c, T.CompletionRequest);
  const user = await requireUser(c);
  const now = Date.now();
  await rateLimit(c, user.id, now);
  const chosen = providerFor(c.env, body.model);
  if (!chosen) fail(400, 'model_unavailable', 'That model is not available. Choose another one.', 'model');
  let conv = body.conversationId ? await ownConversation(c, user.id, body.conversationId) : null;
  const premium = premiumOf(user, now);
  const limit = tutorDailyLimit(premium);
  const used = await takeMessage(c.env.DB, user.id, limit, now);
  if (used === null) {
    throw new ApiFailure(429, 'tutor_limit', `You have used today's ${limit} tutor messages.`, undefined, Math.max(1, Math.ceil((nextReset(now) - now) / 1000)));
  }
  if (!conv) {
    conv = await createConversation(c.env.DB, user.id, {
      id: randomToken(16), title: body.message.replace(/\s+/g, ' ').slice(0, 60), mode: body.mode, model: body.model, language: body.language,
      seed: crypto.getRandomValues(new Uint32Array(1))[0]! % 1000,
    }, now);
  } else if (conv.model !== body.model || conv.language !== body.language) {
    await c.env.DB.prepare('UPDATE tutor_conversations SET model = ?, language = ? WHERE user_id = ? AND id = ?').bind(body.model, body.language, user.id, conv.id).run();
  }
  // Stored before the model is called: whatever the model does next, the learner's message is kept.
  const userMessageId = randomToken(16);
  await appendMessage(c.env.DB, user.id, conv.id, { id: userMessageId, role: 'user', content: body.message, state: 'done', model: null, created_at: now });

  const locale = requestLocale(c);
  const answerLocale: Locale = body.language === 'en' ? 'en' : locale;
  const t = await translatorFor(answerLocale, c.env.SUPPORT_EMAIL);
  const say = (key: string, values?: Record<string, string | number>) => t.t(key, values);
  const history = turnsFrom(await messagesOf(c.env.DB, user.id, conv.id, HISTORY));
  let offline: string;
  let notes: string[] = [];
  let step: string | undefined;
  let learnerContext: string[] = [];
  if (conv.mode === 'test') {
    const learnerMessages = (await c.env.DB.prepare('SELECT content FROM tutor_messages WHERE user_id = ? AND conversation_id = ? AND role = ? ORDER BY seq')
      .bind(user.id, conv.id, 'user').all<{ content: string }>()).results.map((r) => r.content);
    const profile = await learnerProfile(c.env.DB, user.id);
    const englishTaskNames = await translatorFor('en', c.env.SUPPORT_EMAIL);
    const turn = scriptTurn({ learnerMessages, seed: conv.seed }, profile, say);
    offline = turn.offline;
    step = turn.instruction;
    // Named as the learner knows them (English names for the model), so an answer never quotes an internal id.
    const en = (key: string) => englishTaskNames.t(key);
    learnerContext = [...profile.weakTypes.map((x) => `weak task type: ${taskLabel(x, en)}`), ...profile.notebook.map((x) => `mistake notebook: ${notebookLine(x, en)}`)];
  } else {
    // The knowledge base first (grammar pairs, task rules, scoring), the course notes second, else an honest "cannot".
    const lexicon = answerLocale === 'en' ? kbLexicon(t, 'en') : mergeLexicons(kbLexicon(t, answerLocale), kbLexicon(await translatorFor('en', c.env.SUPPORT_EMAIL), 'en'));
    const match = findEntry(body.message, lexicon);
    if (match) {
      offline = kbAnswer(match.entry, say, { course: (slug) => href(answerLocale, 'course', { slug }) }, kbFormat(localeInfo(answerLocale).intl));
      notes = [offline];
    } else {
      const hits = search(lessonIndex(t, answerLocale), body.message);
      offline = offlineAnswer(hits, practiceHref, say);
      notes = hits.map((h) => `[${h.doc.title}](${h.doc.href}): ${h.best.join(' ')}`);
    }
  }
  // The offline tutor needs no prompt; every other model gets the server-built one (and nothing else).
  const messages = chosen.model.id === OFFLINE_MODEL.id ? [] : assemblePrompt({
    mode: conv.mode, language: languageName(body.language, locale), turns: history, learnerContext, notes, step,
  });
  const allowance = allowanceView(used, limit, premium, now);
  const conversationId = conv.id;

  return streamSSE(c, async (stream) => {
    const stop = new AbortController();
    stream.onAbort(() => stop.abort());
    const work = (async () => {
      const send = async (event: string, data: unknown) => {
        if (stop.signal.aborted) return;
        try {
          await stream.writeSSE({ event, data: JSON.stringify(data) });
        } catch {
          stop.abort(); // the client went away: stop generating, keep what was produced
        }
      };
      await send('start', { conversationId, userMessageId, allowance });
      const outcome = await generate(chosen.provider, { model: chosen.model.id, messages, offline }, stop.signal, (text) => send('delta', { text }));
      const messageId = randomToken(16);
      const state = outcome.kind === 'error' ? 'error' : outcome.kind;
      if (outcome.text || outcome.kind !== 'stopped') {
        await appendMessage(c.env.DB, user.id, conversationId, { id: messageId, role: 'assistant', content: outcome.text, state, model: chosen.model.id, created_at: Date.now() });
      }
      if (outcome.kind === 'error') {
        const message = outcome.code === 'timeout' ? 'The model took too long to answer. Your message is saved.' : 'The model could not answer. Your message is saved.';
        await send('error', { code: outcome.code, message, messageId });
      } else {
        await send('done', { messageId, stopped: outcome.kind === 'stopped' });
      }
    })();
    c.executionCtx.waitUntil(work);
    await work;
  });
});

tutorRoutes.get('/tutor/models', async (c) => {
  const user = await requireUser(c);
  const models = availableModels(c.env).map((m) => ({ id: m.id, name: m.name, strength: m.strength, provider: m.provider }));
  return c.json(v.parse(T.ModelsResponse, { models, defaultModel: OFFLINE_MODEL.id, allowance: await allowanceOf(c, user, Date.now()) }));
});

tutorRoutes.get('/tutor/conversations', async (c) => {
  const user = await requireUser(c);
  const rows = await listConversations(c.env.DB, user.id, TUTOR_MAX_CONVERSATIONS_LISTED);
  return c.json(v.parse(T.ConversationsResponse, { conversations: rows.map(summary) }));
});

/** New conversations per user an hour: each is a stored row, so creation has its own ceiling. */
export const CONVERSATIONS_PER_HOUR = { windowMs: 3_600_000, limit: 30 };

tutorRoutes.post('/tutor/conversations', async (c) => {
  const body = await jsonBody(c, T.CreateConversationRequest);
  const user = await requireUser(c);
  await limit(c, `tutor-conversation:user:${user.id}`, CONVERSATIONS_PER_HOUR);
  if (!availableModels(c.env).some((m) => m.id === body.model)) fail(400, 'model_unavailable', 'That model is not available. Choose another one.', 'model');
  const conv = await createConversation(c.env.DB, user.id, {
    id: randomToken(16), title: body.title || '', mode: body.mode, model: body.model, language: body.language,
    seed: crypto.getRandomValues(new Uint32Array(1))[0]! % 1000,
  }, Date.now());
  return c.json(v.parse(T.ConversationResponse, { conversation: summary(conv), messages: [] }), 201);
});

tutorRoutes.get('/tutor/conversations/:id', async (c) => {
  const user = await requireUser(c);
  const conv = await ownConversation(c, user.id, idParam(c));
  const messages = await messagesOf(c.env.DB, user.id, conv.id);
  return c.json(v.parse(T.ConversationResponse, { conversation: summary(conv), messages: messages.map(messageView) }));
});

tutorRoutes.post('/tutor/conversations/:id/rename', async (c) => {
  const body = await jsonBody(c, T.RenameRequest);
  const user = await requireUser(c);
  const id = idParam(c);
  if (!(await renameConversation(c.env.DB, user.id, id, body.title, Date.now()))) fail(404, 'conversation_not_found', 'That conversation was not found.');
  return c.json(v.parse(T.ConversationResponse, { conversation: summary((await findConversation(c.env.DB, user.id, id))!), messages: [] }));
});

tutorRoutes.post('/tutor/conversations/:id/delete', async (c) => {
  const user = await requireUser(c);
  const id = idParam(c);
  if (!(await deleteConversation(c.env.DB, user.id, id))) fail(404, 'conversation_not_found', 'That conversation was not found.');
  return c.json({ deleted: true });
});
