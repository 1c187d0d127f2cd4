/**
 * The tutor's chat providers (ADR 031): offline (the default everywhere), Workers AI (when the AI binding
 * exists), an OpenAI-compatible endpoint (when configured with its key), and a fake for tests. Each streams text
 * deltas and stops when the request's signal aborts.
 */
import type { AiRunner } from '../correction/workers-ai-provider.ts';
import type { ChatProvider, ChatRequest } from '../correction/provider.ts';
import { deltaText, sseData } from './sse-lines.ts';

/** A model answered with an error (HTTP status, malformed stream): the learner sees "could not answer". */
export class ChatProviderError extends Error {
  constructor(readonly provider: string, detail: string) {
    super(`${provider}: ${detail}`);
    this.name = 'ChatProviderError';
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted || ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });
}

/** Text split into small chunks of one or two words with their spacing, as a model would stream it. */
export function chunksOf(text: string): string[] {
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i += 2) out.push(pieces.slice(i, i + 2).join(''));
  return out;
}

/** No model: streams the answer prepared from the course notes or the test-tutor script. */
export function offlineChatProvider(delayMs = 15): ChatProvider {
  return {
    name: 'offline',
    async *chat(req: ChatRequest) {
      for (const chunk of chunksOf(req.offline)) {
        if (req.signal.aborted) return;
        yield chunk;
        await sleep(delayMs, req.signal);
      }
    },
  };
}

export interface FakeOptions {
  tokens?: number;
  delayMs?: number;
  /** 'start': fails before any token; 'middle': after half the tokens; 'hang': never yields. */
  behaviour?: 'ok' | 'start' | 'middle' | 'hang';
}

/** Deterministic tokens for tests: "Fake(standard|test) 1 2 3 …", from the mode written in the system prompt. */
export function fakeChatProvider(options: FakeOptions = {}): ChatProvider {
  const { tokens = 8, delayMs = 0, behaviour = 'ok' } = options;
  return {
    name: 'fake',
    async *chat(req: ChatRequest) {
      if (behaviour === 'start') throw new ChatProviderError('fake', 'told to fail');
      if (behaviour === 'hang') {
        await new Promise<void>((resolve) => req.signal.addEventListener('abort', () => resolve(), { once: true }));
        return;
      }
      const mode = req.messages[0]?.content.includes('examiner') ? 'test' : 'standard';
      for (let i = 0; i < tokens; i++) {
        if (req.signal.aborted) return;
        if (behaviour === 'middle' && i === Math.floor(tokens / 2)) throw new ChatProviderError('fake', 'told to fail');
        yield i === 0 ? `Fake(${mode})` : ` ${i}`;
        await sleep(delayMs, req.signal);
      }
    },
  };
}

/** Models served on Workers AI through the Responses API shape ({instructions, input}), without streaming. */
const RESPONSES_API = new Set(['@cf/openai/gpt-oss-120b']);

/** The text of a Responses API answer: `output_text`, or the output_text parts of its message items. */
export function responsesText(out: unknown): string {
  if (!out || typeof out !== 'object') throw new ChatProviderError('workers-ai', 'empty answer');
  const o = out as { output_text?: unknown; output?: { type?: string; content?: { type?: string; text?: unknown }[] }[] };
  if (typeof o.output_text === 'string') return o.output_text;
  const parts = (o.output ?? []).filter((i) => i.type === 'message').flatMap((i) => i.content ?? [])
    .filter((c) => c.type === 'output_text' && typeof c.text === 'string').map((c) => c.text as string);
  if (!parts.length) throw new ChatProviderError('workers-ai', 'no text in the answer');
  return parts.join('');
}

/**
 * Workers AI text generation: chat models stream (`stream: true`, an SSE byte stream of {response} chunks);
 * Responses API models answer whole, and the text is then passed on in small chunks.
 */
export function workersAiChatProvider(ai: AiRunner): ChatProvider {
  return {
    name: 'workers-ai',
    async *chat(req: ChatRequest) {
      if (RESPONSES_API.has(req.model)) {
        const [system, ...turns] = req.messages;
        const out = await ai.run(req.model, { instructions: system?.content ?? '', input: turns.map((m) => ({ role: m.role, content: m.content })), max_output_tokens: 1024 });
        for (const chunk of chunksOf(responsesText(out))) {
          if (req.signal.aborted) return;
          yield chunk;
        }
        return;
      }
      const out = await ai.run(req.model, { messages: req.messages, stream: true, max_tokens: 1024 });
      if (!(out instanceof ReadableStream)) throw new ChatProviderError('workers-ai', 'no stream');
      for await (const data of sseData(out as ReadableStream<Uint8Array>, req.signal)) {
        const text = deltaText(data);
        if (text === null) return;
        if (text) yield text;
      }
    },
  };
}

/** An OpenAI-compatible /chat/completions endpoint with streaming; the key goes only in the Authorization header. */
export function openAiChatProvider(endpoint: { url: string; model: string; key: string }, send: typeof fetch = fetch): ChatProvider {
  return {
    name: 'openai',
    async *chat(req: ChatRequest) {
      const res = await send(`${endpoint.url}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${endpoint.key}`, accept: 'text/event-stream' },
        body: JSON.stringify({ model: endpoint.model, messages: req.messages, stream: true, max_tokens: 1024 }),
        signal: req.signal,
      });
      if (!res.ok || !res.body) throw new ChatProviderError('openai', `status ${res.status}`);
      for await (const data of sseData(res.body, req.signal)) {
        const text = deltaText(data);
        if (text === null) return;
        if (text) yield text;
      }
    },
  };
}
