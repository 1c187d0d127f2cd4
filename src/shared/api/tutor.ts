/**
 * The tutor API (/weapp/api/common/tutor/* and /weapp/api/tutor/*) as valibot schemas shared by the worker and
 * /app. The completion request carries one learner message and settings only: strict objects refuse any other
 * field, so a client can never send a role, a system prompt or a history (ADR 031).
 */
import * as v from 'valibot';
import { TUTOR_LANGUAGES, TUTOR_MAX_MESSAGE, TUTOR_MODES } from '../learning/tutor/models.ts';

/** Opaque 128-bit ids (base64url, 22 characters). */
export const ConversationId = v.pipe(v.string('conversation_invalid'), v.regex(/^[A-Za-z0-9_-]{22}$/, 'conversation_invalid'));
export const ModelId = v.pipe(v.string('model_invalid'), v.minLength(1, 'model_invalid'), v.maxLength(120, 'model_invalid'));
export const Mode = v.picklist(TUTOR_MODES, 'mode_invalid');
export const Language = v.picklist(TUTOR_LANGUAGES, 'language_invalid');

export const TutorAllowance = v.object({
  used: v.number(),
  limit: v.number(),
  /** ISO time of the next UTC midnight, when the count starts again. */
  resetsAt: v.string(),
  premium: v.boolean(),
});
export type TutorAllowance = v.InferOutput<typeof TutorAllowance>;

/* POST /common/tutor/completion → text/event-stream */
export const CompletionRequest = v.strictObject({
  /** Absent: a new conversation is created with these settings. */
  conversationId: v.optional(ConversationId),
  message: v.pipe(v.string('message_required'), v.trim(), v.minLength(1, 'message_required'), v.maxLength(TUTOR_MAX_MESSAGE, 'message_too_long')),
  model: ModelId,
  mode: Mode,
  language: Language,
}, 'unknown_field');

/** Server-sent events of a completion: start, delta…, then done or error. */
export const StartEvent = v.object({ conversationId: ConversationId, userMessageId: v.string(), allowance: TutorAllowance });
export const DeltaEvent = v.object({ text: v.string() });
export const DoneEvent = v.object({ messageId: v.string(), stopped: v.boolean() });
export const ErrorEvent = v.object({ code: v.string(), message: v.string(), messageId: v.nullable(v.string()) });

export const ModelInfo = v.object({ id: v.string(), name: v.nullable(v.string()), strength: v.string(), provider: v.string() });
/* GET /tutor/models */
export const ModelsResponse = v.object({ models: v.array(ModelInfo), defaultModel: v.string(), allowance: TutorAllowance });

export const ConversationSummary = v.object({
  id: ConversationId,
  title: v.string(),
  mode: Mode,
  model: v.string(),
  language: Language,
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type ConversationSummary = v.InferOutput<typeof ConversationSummary>;

export const StoredMessage = v.object({
  id: v.string(),
  role: v.picklist(['user', 'assistant']),
  content: v.string(),
  /** done = complete; stopped = the learner stopped it; error = the model failed (content may be partial). */
  state: v.picklist(['done', 'stopped', 'error']),
  model: v.nullable(v.string()),
  createdAt: v.string(),
});
export type StoredMessage = v.InferOutput<typeof StoredMessage>;

/* GET /tutor/conversations */
export const ConversationsResponse = v.object({ conversations: v.array(ConversationSummary) });
/* POST /tutor/conversations */
export const CreateConversationRequest = v.strictObject({ mode: Mode, model: ModelId, language: Language, title: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80, 'title_too_long'))) }, 'unknown_field');
/* GET /tutor/conversations/:id */
export const ConversationResponse = v.object({ conversation: ConversationSummary, messages: v.array(StoredMessage) });
/* POST /tutor/conversations/:id/rename */
export const RenameRequest = v.strictObject({ title: v.pipe(v.string('title_required'), v.trim(), v.minLength(1, 'title_required'), v.maxLength(80, 'title_too_long')) }, 'unknown_field');
/* POST /tutor/conversations/:id/delete */
export const DeletedResponse = v.object({ deleted: v.literal(true) });
