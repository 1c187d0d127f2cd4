/** Conversations, messages and the daily count of the tutor (migration 0013), every query scoped by user. */
import { nextReset } from '../../../shared/learning/allowance.ts';
import { takeFrom, usedTodayIn } from '../allowance-repo.ts';
import type { ConversationSummary, StoredMessage, TutorAllowance } from '../../../shared/api/tutor.ts';
import type { TutorLanguage, TutorMode } from '../../../shared/learning/tutor/models.ts';

export interface ConversationRow {
  id: string; title: string; mode: TutorMode; model: string; language: TutorLanguage; seed: number; created_at: number; updated_at: number;
}
export interface MessageRow { id: string; seq: number; role: 'user' | 'assistant'; content: string; state: 'done' | 'stopped' | 'error'; model: string | null; created_at: number }

export function summary(r: ConversationRow): ConversationSummary {
  return { id: r.id, title: r.title, mode: r.mode, model: r.model, language: r.language, createdAt: new Date(r.created_at).toISOString(), updatedAt: new Date(r.updated_at).toISOString() };
}

export function messageView(m: MessageRow): StoredMessage {
  return { id: m.id, role: m.role, content: m.content, state: m.state, model: m.model, createdAt: new Date(m.created_at).toISOString() };
}

export async function createConversation(db: D1Database, userId: number, c: Omit<ConversationRow, 'created_at' | 'updated_at'>, now: number): Promise<ConversationRow> {
  await db.prepare('INSERT INTO tutor_conversations (user_id, id, title, mode, model, language, seed, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(userId, c.id, c.title, c.mode, c.model, c.language, c.seed, now, now).run();
  return { ...c, created_at: now, updated_at: now };
}

export function findConversation(db: D1Database, userId: number, id: string): Promise<ConversationRow | null> {
  return db.prepare('SELECT id, title, mode, model, language, seed, created_at, updated_at FROM tutor_conversations WHERE user_id = ? AND id = ?')
    .bind(userId, id).first<ConversationRow>();
}

export async function listConversations(db: D1Database, userId: number, limit: number): Promise<ConversationRow[]> {
  const { results } = await db.prepare('SELECT id, title, mode, model, language, seed, created_at, updated_at FROM tutor_conversations WHERE user_id = ? ORDER BY updated_at DESC LIMIT ?')
    .bind(userId, limit).all<ConversationRow>();
  return results;
}

export async function renameConversation(db: D1Database, userId: number, id: string, title: string, now: number): Promise<boolean> {
  const r = await db.prepare('UPDATE tutor_conversations SET title = ?, updated_at = ? WHERE user_id = ? AND id = ?').bind(title, now, userId, id).run();
  return r.meta.changes > 0;
}

export async function deleteConversation(db: D1Database, userId: number, id: string): Promise<boolean> {
  const [, conv] = await db.batch([
    db.prepare('DELETE FROM tutor_messages WHERE user_id = ? AND conversation_id = ?').bind(userId, id),
    db.prepare('DELETE FROM tutor_conversations WHERE user_id = ? AND id = ?').bind(userId, id),
  ]);
  return (conv?.meta.changes ?? 0) > 0;
}

export async function messagesOf(db: D1Database, userId: number, conversationId: string, limit = 200): Promise<MessageRow[]> {
  const { results } = await db.prepare(
    'SELECT id, seq, role, content, state, model, created_at FROM (SELECT * FROM tutor_messages WHERE user_id = ? AND conversation_id = ? ORDER BY seq DESC LIMIT ?) ORDER BY seq',
  ).bind(userId, conversationId, limit).all<MessageRow>();
  return results;
}

/** Appends a message at the next position (one statement, so two parallel appends cannot take the same seq). */
export async function appendMessage(db: D1Database, userId: number, conversationId: string, m: Omit<MessageRow, 'seq'>): Promise<void> {
  await db.batch([
    db.prepare(
      `INSERT INTO tutor_messages (user_id, conversation_id, seq, id, role, content, state, model, created_at)
       SELECT ?1, ?2, COALESCE(MAX(seq), 0) + 1, ?3, ?4, ?5, ?6, ?7, ?8 FROM tutor_messages WHERE user_id = ?1 AND conversation_id = ?2`,
    ).bind(userId, conversationId, m.id, m.role, m.content, m.state, m.model, m.created_at),
    db.prepare('UPDATE tutor_conversations SET updated_at = ? WHERE user_id = ? AND id = ?').bind(m.created_at, userId, conversationId),
  ]);
}

/** Takes one message of today's allowance; null when the limit is reached (the shared daily counter). */
export const takeMessage = (db: D1Database, userId: number, limit: number, now: number) => takeFrom(db, 'tutor_usage', userId, limit, now);

export const usedToday = (db: D1Database, userId: number, now: number) => usedTodayIn(db, 'tutor_usage', userId, now);

export function allowanceView(used: number, limit: number, premium: boolean, now: number): TutorAllowance {
  return { used: Math.min(used, limit), limit, resetsAt: new Date(nextReset(now)).toISOString(), premium };
}
