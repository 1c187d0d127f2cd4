/**
 * #/tutor and #/tutor/<conversationId>: the AI tutor. Conversations (open, rename, delete with confirmation), the
 * model, mode and language pickers, the message box with its length counter, the answer streaming in with a
 * Stop button, and today's allowance. Screen readers hear "writing" and "answered", never each token.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConversationSummary, TutorAllowance } from '../../../shared/api/tutor.ts';
import { useT } from '../../../shared/components/i18n.tsx';
import { TUTOR_MAX_MESSAGE, onlyOffline, type TutorLanguage, type TutorMode } from '../../../shared/learning/tutor/models.ts';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes.ts';
import { Markdown } from './Markdown.tsx';
import { CompletionRefused, streamCompletion, tutorApi } from './tutor-api.ts';
import { ConversationList } from './ConversationList.tsx';
import { TutorSettings } from './TutorSettings.tsx';

interface ChatMessage { id: string; role: 'user' | 'assistant'; content: string; state: 'done' | 'stopped' | 'error' | 'streaming'; error?: string }
export interface ModelOption { id: string; name: string | null; strength: string; provider: string }

export default function TutorScreen({ locale, conversationId, routeKey }: { locale: Locale; conversationId: string | null; routeKey: object }) {
  const t = useT();
  const api = tutorApi(locale);
  const [models, setModels] = useState<ModelOption[] | null>(null);
  const [allowance, setAllowance] = useState<TutorAllowance | null>(null);
  const [conversations, setConversations] = useState<ConversationSummary[]>([]);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [model, setModel] = useState('offline');
  const [mode, setMode] = useState<TutorMode>('standard');
  const [language, setLanguage] = useState<TutorLanguage>('ui');
  const [draft, setDraft] = useState('');
  const [streaming, setStreaming] = useState(false);
  const [announce, setAnnounce] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [limitAt, setLimitAt] = useState<Date | null>(null);
  const [failed, setFailed] = useState(false);
  const current = useRef<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const modelsRef = useRef<ModelOption[] | null>(null);
  const lastMessage = useRef<HTMLLIElement>(null);

  const time = useCallback((d: Date) => t.date(d, { hour: 'numeric', minute: '2-digit', timeZone: undefined }), [t]);

  const refreshList = useCallback(() => api.conversations().then((r) => setConversations(r.conversations), () => undefined), [locale]);

  useEffect(() => {
    api.models().then((r) => {
      modelsRef.current = r.models;
      setModels(r.models);
      setAllowance(r.allowance);
      setModel((m) => (r.models.some((x) => x.id === m) ? m : r.defaultModel));
    }, () => setFailed(true));
    void refreshList();
  }, [locale]);

  // Every hash change lands here; the conversation this screen just created is already on screen.
  useEffect(() => {
    if (conversationId && conversationId === current.current) return;
    controller.current?.abort();
    current.current = conversationId;
    setProblem(null);
    setMessages([]);
    if (!conversationId) return;
    api.conversation(conversationId).then((r) => {
      if (current.current !== conversationId) return;
      setMessages(r.messages.map((m) => ({ id: m.id, role: m.role, content: m.content, state: m.state })));
      setMode(r.conversation.mode);
      setLanguage(r.conversation.language);
      // Before the model list arrives the conversation's model is taken as is; the list then keeps it if offered.
      setModel((m) => (!modelsRef.current || modelsRef.current.some((x) => x.id === r.conversation.model) ? r.conversation.model : m));
    }, () => {
      // A missing conversation is not reused: the next message starts a new one.
      if (current.current === conversationId) current.current = null;
      setProblem(t.t('tutor.errors.notFound'));
    });
  }, [routeKey]);

  useEffect(() => () => controller.current?.abort(), []);

  // A new message (the learner's, then the answer's start) is brought into view once, not on every token.
  useEffect(() => {
    lastMessage.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);

  function changeMode(next: TutorMode) {
    setMode(next);
    // A conversation keeps its mode: switching starts a new one.
    if (current.current) location.hash = '#/tutor';
  }

  function errorText(code: string | undefined): string {
    if (code === 'timeout') return t.t('tutor.errors.timeout');
    if (code === 'provider_error') return t.t('tutor.errors.provider');
    if (code === 'network') return t.t('tutor.errors.network');
    return t.t('tutor.errors.generic');
  }

  async function send() {
    const text = draft.trim();
    if (!text || streaming || text.length > TUTOR_MAX_MESSAGE) return;
    setProblem(null);
    setLimitAt(null);
    const localUser = `local-${Date.now()}`;
    const localAnswer = `${localUser}-answer`;
    setMessages((ms) => [...ms, { id: localUser, role: 'user', content: text, state: 'done' }]);
    setDraft('');
    setStreaming(true);
    setAnnounce(t.t('tutor.writing'));
    const ctrl = new AbortController();
    controller.current = ctrl;
    let started = false;
    const patch = (fn: (m: ChatMessage) => ChatMessage) => setMessages((ms) => ms.map((m) => (m.id === localAnswer ? fn(m) : m)));
    try {
      await streamCompletion(locale, { conversationId: current.current ?? undefined, message: text, model, mode, language }, ctrl.signal, (e) => {
        if (e.type === 'start') {
          started = true;
          setAllowance(e.data.allowance);
          setMessages((ms) => [...ms.map((m) => (m.id === localUser ? { ...m, id: e.data.userMessageId } : m)), { id: localAnswer, role: 'assistant', content: '', state: 'streaming' }]);
          if (current.current !== e.data.conversationId) {
            current.current = e.data.conversationId;
            location.hash = `#/tutor/${e.data.conversationId}`;
          }
        } else if (e.type === 'delta') {
          patch((m) => ({ ...m, content: m.content + e.data.text }));
        } else if (e.type === 'done') {
          patch((m) => ({ ...m, state: e.data.stopped ? 'stopped' : 'done' }));
          setAnnounce(t.t('tutor.answered'));
        } else {
          patch((m) => ({ ...m, state: 'error', error: errorText(e.data.code) }));
          setAnnounce(errorText(e.data.code));
        }
      });
      if (ctrl.signal.aborted) {
        patch((m) => ({ ...m, state: 'stopped' }));
        setAnnounce(t.t('tutor.stopped'));
      }
    } catch (err) {
      if (!started) {
        // Nothing was stored: the message goes back into the box so nothing is lost.
        setMessages((ms) => ms.filter((m) => m.id !== localUser));
        setDraft(text);
      }
      const e = err as CompletionRefused;
      if (e.code === 'tutor_limit') {
        const at = allowance ? new Date(allowance.resetsAt) : e.retryAt;
        setLimitAt(at ?? new Date());
        if (allowance) setAllowance({ ...allowance, used: allowance.limit });
      } else if (e.code === 'rate_limited') {
        setProblem(t.t('tutor.errors.rateLimited', { time: time(e.retryAt ?? new Date()) }));
      } else if (e.code === 'message_too_long') {
        setProblem(t.t('tutor.errors.tooLong', { max: TUTOR_MAX_MESSAGE }));
      } else if (e.status === 404) {
        setProblem(t.t('tutor.errors.notFound'));
      } else {
        setProblem(errorText(e.code));
      }
      setAnnounce('');
    } finally {
      controller.current = null;
      setStreaming(false);
      void refreshList();
      box.current?.focus();
    }
  }

  function stop() {
    controller.current?.abort();
  }

  if (failed) return <p role="alert">{t.t('tutor.errors.loadFailed')}</p>;
  if (!models) return <p role="status">{t.t('practice.loading')}</p>;
  const over = draft.length > TUTOR_MAX_MESSAGE;
  const empty = allowance !== null && allowance.used >= allowance.limit;
  const limitTime = limitAt ?? (empty && allowance ? new Date(allowance.resetsAt) : null);
  // With no model configured, say what answers: the built-in guide, not "AI".
  const offline = onlyOffline(models);

  return (
    <section className="tutor" aria-labelledby="tutor-title" data-testid="tutor-screen">
      <h1 id="tutor-title" className="app-title">{t.t(offline ? 'tutor.offlineName' : 'tutor.title')}</h1>
      <p className="muted" data-testid="tutor-lead">{t.t(offline ? 'tutor.offlineScreen.lead' : 'tutor.lead')}</p>
      <div className="tutor-layout">
        <ConversationList locale={locale} conversations={conversations} currentId={conversationId} onChanged={(deletedId) => {
          void refreshList();
          if (deletedId && deletedId === current.current) location.hash = '#/tutor';
        }} api={api} />
        <div className="tutor-chat">
          <TutorSettings models={models} model={model} mode={mode} language={language} disabled={streaming}
            onModel={setModel} onMode={changeMode} onLanguage={setLanguage} />
          {allowance && (
            <p className={`tutor-allowance${empty ? ' is-empty' : ''}`} data-testid="tutor-allowance">
              {t.t(allowance.premium ? 'tutor.allowance.premium' : 'tutor.allowance.used', { used: allowance.used, limit: allowance.limit })}
              {' · '}{t.t('tutor.allowance.resets', { time: time(new Date(allowance.resetsAt)) })}
            </p>
          )}
          <ol className="tutor-messages" data-testid="tutor-messages">
            {messages.length === 0 && <li className="tutor-empty muted">{t.t(mode === 'test' ? 'tutor.testPlaceholder' : 'tutor.empty')}</li>}
            {messages.map((m, i) => (
              <li key={m.id} ref={i === messages.length - 1 ? lastMessage : undefined} className={`tutor-message is-${m.role}`} data-testid={`tutor-${m.role}`} data-state={m.state} aria-busy={m.state === 'streaming' || undefined}>
                <p className="tutor-who">{m.role === 'user' ? t.t('tutor.you') : t.t('tutor.tutorName')}</p>
                {m.role === 'user' ? <p className="tutor-user-text">{m.content}</p> : <div className="tutor-md"><Markdown text={m.content} /></div>}
                {m.state === 'stopped' && <p className="muted tutor-note">{t.t('tutor.stopped')}</p>}
                {m.state === 'error' && <p className="tutor-note is-error" role="alert">{m.error ?? t.t('tutor.errors.generic')}</p>}
              </li>
            ))}
          </ol>
          <p className="visually-hidden" role="status" aria-live="polite" data-testid="tutor-announce">{announce}</p>
          {limitTime && (
            <div className="tutor-limit" role="alert" data-testid="tutor-limit">
              <p>{t.t('tutor.allowance.limit', { limit: allowance?.limit ?? 0, time: time(limitTime) })}</p>
              {!allowance?.premium && <p><a href={href(locale, 'pricing')}>{t.t('tutor.allowance.upgrade')}</a></p>}
            </div>
          )}
          {problem && <p className="tutor-note is-error" role="alert" data-testid="tutor-problem">{problem}</p>}
          <form className="tutor-form" onSubmit={(e) => { e.preventDefault(); void send(); }}>
            <label htmlFor="tutor-message" className="visually-hidden">{t.t('tutor.messageLabel')}</label>
            <textarea id="tutor-message" ref={box} value={draft} rows={3} data-testid="tutor-input"
              placeholder={t.t(mode === 'test' ? 'tutor.testPlaceholder' : offline ? 'tutor.offlineScreen.placeholder' : 'tutor.placeholder')}
              aria-describedby="tutor-counter" aria-invalid={over || undefined}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); void send(); } }} />
            <div className="tutor-form-row">
              <span id="tutor-counter" className={`tutor-counter${over ? ' is-over' : ''}`} data-testid="tutor-counter">
                {t.t('tutor.counter', { count: draft.length, max: TUTOR_MAX_MESSAGE })}
              </span>
              {streaming
                ? <button type="button" className="btn btn-ghost" onClick={stop} data-testid="tutor-stop">{t.t('tutor.stop')}</button>
                : <button type="submit" className="btn btn-primary" disabled={!draft.trim() || over || empty} data-testid="tutor-send">{t.t('tutor.send')}</button>}
            </div>
            {over && <p className="tutor-note is-error">{t.t('tutor.errors.tooLong', { max: TUTOR_MAX_MESSAGE })}</p>}
          </form>
        </div>
      </div>
    </section>
  );
}
