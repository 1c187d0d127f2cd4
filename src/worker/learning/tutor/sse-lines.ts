/** The `data:` payloads of a server-sent-event byte stream (Workers AI and OpenAI-compatible streaming both use it). */
export async function* sseData(body: ReadableStream<Uint8Array>, signal: AbortSignal): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel, { once: true });
  try {
    while (!signal.aborted) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buffer.indexOf('\n')) !== -1) {
        const line = buffer.slice(0, nl).replace(/\r$/, '');
        buffer = buffer.slice(nl + 1);
        if (line.startsWith('data:')) yield line.slice(5).trimStart();
      }
    }
    if (buffer.startsWith('data:')) yield buffer.slice(5).trimStart();
  } finally {
    signal.removeEventListener('abort', cancel);
    cancel();
  }
}

/** The text of one streamed chunk in either shape: Workers AI `{response}` or OpenAI `{choices[0].delta.content}`. */
export function deltaText(data: string): string | null {
  if (data === '[DONE]') return null;
  let parsed: unknown;
  try { parsed = JSON.parse(data); } catch { return ''; }
  if (!parsed || typeof parsed !== 'object') return '';
  const p = parsed as { response?: unknown; choices?: { delta?: { content?: unknown } }[] };
  if (typeof p.response === 'string') return p.response;
  const content = p.choices?.[0]?.delta?.content;
  return typeof content === 'string' ? content : '';
}
