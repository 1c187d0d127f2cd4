/**
 * /weapp/api/practice/transcripts: speech to text for one Interactive Speaking answer, so the next question can
 * follow what the learner said (ADR 058). The audio is transcribed and dropped: nothing is stored, in R2 or D1.
 * Without a speech-to-text provider (the offline default) GET says so and the screen never uploads.
 */
import { Hono } from 'hono';
import { TranscriptResponse, TranscriptsStatus } from '../../../shared/api/practice.ts';
import { MAX_SPOKEN_ANSWER_BYTES, TRANSCRIPTS_PER_HOUR } from '../../../shared/constants.ts';
import type { AppEnv } from '../../env.ts';
import { fail, requireUser } from '../http.ts';
import { limitAddress } from '../limits.ts';
import { providerFor } from '../../learning/correction/correction-service.ts';
import { ProviderOutputError } from '../../learning/correction/provider.ts';
import { readLimited } from '../../util/read-limited.ts';
import { limited, send } from './practice-http.ts';

// What MediaRecorder makes (Opus in WebM or Ogg, AAC in MP4) and WAV; the model decodes them all.
const AUDIO = /^audio\/(webm|ogg|mp4|aac|mpeg|wav|x-wav|wave)\s*(;|$)/;
const HOUR = 3_600_000;

export const transcriptRoutes = new Hono<AppEnv>();

transcriptRoutes.get('/practice/transcripts', async (c) => {
  await requireUser(c);
  return send(c, TranscriptsStatus, { available: Boolean(c.env.AI) });
});

transcriptRoutes.post('/practice/transcripts', async (c) => {
  const user = await requireUser(c);
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!AUDIO.test(type)) fail(415, 'recording_type', 'Send the answer as recorded audio (WebM, Ogg, MP4 or WAV).');
  if (Number(c.req.header('content-length') ?? '0') > MAX_SPOKEN_ANSWER_BYTES) fail(413, 'recording_too_large', 'The recording is too long for one answer.');
  await limited(c, `transcripts:user:${user.id}`, TRANSCRIPTS_PER_HOUR);
  await limitAddress(c, 'transcripts', { windowMs: HOUR, limit: TRANSCRIPTS_PER_HOUR * 2 });
  const bytes = await readLimited(c.req.raw.body, MAX_SPOKEN_ANSWER_BYTES);
  if (!bytes) fail(413, 'recording_too_large', 'The recording is too long for one answer.');
  if (bytes.byteLength === 0) fail(422, 'recording_empty', 'The recording is empty.');
  const provider = providerFor(c.env);
  try {
    const transcript = await provider.transcribe(bytes, type.split(';')[0]!.trim());
    return send(c, TranscriptResponse, { text: transcript?.text.trim() || null });
  } catch (err) {
    // The screen asks the default question when there is no transcript: a model failure costs only the choice.
    if (!(err instanceof ProviderOutputError)) console.error('transcript failed', err);
    return send(c, TranscriptResponse, { text: null });
  }
});
