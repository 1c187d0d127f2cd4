/**
 * Turns a job into a report: measure (offline, always), ask the provider (when it has a model), blend, and
 * validate the report against its schema before it is stored. Throws on failure; the queue retries.
 */
import * as v from 'valibot';
import { CorrectionReport } from '../../../shared/api/correction.ts';
import { blendWriting } from '../../../shared/learning/correction/blend.ts';
import { writingGuidance } from '../../../shared/learning/correction/guidance.ts';
import { assessSpeakingOffline } from '../../../shared/learning/correction/speaking-score.ts';
import { measureSpeech, waveform } from '../../../shared/learning/correction/speech-features.ts';
import { SPEAKING_TARGET_SECONDS, WRITING_TARGET_WORDS } from '../../../shared/learning/correction/targets.ts';
import { parseWav } from '../../../shared/learning/correction/wav.ts';
import { assessWritingOffline } from '../../../shared/learning/correction/writing-score.ts';
import type { JobRow } from './jobs-repo.ts';
import type { CorrectionProvider } from './provider.ts';

export const WAVEFORM_POINTS = 240;

export interface JobInputs {
  samples: readonly string[];
  recording: Uint8Array | null;
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}

export async function processJob(job: JobRow, inputs: JobInputs, provider: CorrectionProvider): Promise<CorrectionReport> {
  if (job.kind === 'writing') {
    const text = job.answer_text ?? '';
    const targetWords = WRITING_TARGET_WORDS[job.task_type] ?? WRITING_TARGET_WORDS.free!;
    const measured = assessWritingOffline(text, { prompt: job.prompt, samples: inputs.samples, targetWords });
    const model = await provider.assessWriting({ text, prompt: job.prompt, samples: inputs.samples, targetWords });
    const blended = blendWriting(text, measured, model);
    const f = measured.features;
    return v.parse(CorrectionReport, {
      kind: 'writing', band: blended.band, scores: blended.scores, flags: measured.flags, text,
      evidence: {
        words: f.words, sentences: f.sentences, meanSentenceWords: round(f.meanSentenceWords), sentenceLengthSd: round(f.sentenceLengthSd),
        subordinationPerSentence: round(f.subordinationPerSentence), mtld: round(f.mtld), rareWordShare: round(f.rareWordShare),
        spellingPer100: round(f.spellingPer100), grammarPer100: round(f.grammarPer100), cohesiveDistinct: f.cohesiveDistinct, relevance: round(f.relevance),
      },
      corrections: blended.corrections, improved: blended.improved, improvedBy: blended.improvedBy,
      guidance: writingGuidance(blended.scores, f, measured.flags, targetWords), provider: provider.name,
    });
  }
  const targetSeconds = SPEAKING_TARGET_SECONDS[job.task_type] ?? SPEAKING_TARGET_SECONDS.free!;
  const pcm = inputs.recording ? parseWav(inputs.recording) : null;
  const transcribed = inputs.recording ? await provider.transcribe(inputs.recording, 'audio/wav') : null;
  const transcript = transcribed?.text ?? job.answer_text ?? null;
  const wordCount = transcript ? transcript.split(/\s+/).filter(Boolean).length : null;
  const speech = pcm ? measureSpeech(pcm.samples, pcm.sampleRate, wordCount) : null;
  const model = transcript ? await provider.assessSpeech({ transcript, prompt: job.prompt, samples: inputs.samples, targetSeconds }) : null;
  const offline = assessSpeakingOffline({
    speech, transcript, pronunciation: model?.scores.pronunciation ?? null,
    context: { prompt: job.prompt, samples: inputs.samples, targetSeconds, readAloud: job.task_type === 'read-aloud' },
  });
  const scores = { ...offline.scores };
  if (model) {
    for (const k of ['content', 'lexis', 'grammar'] as const) {
      const s = scores[k];
      if (s !== null) scores[k] = round((s + Math.min(s + 1, Math.max(s - 1, model.scores[k]))) / 2);
    }
  }
  const notAssessed = [
    ...(transcript ? [] : ['transcript', 'content', 'lexis', 'grammar']),
    ...(scores.pronunciation === null ? ['pronunciation'] : []),
    ...(speech ? [] : ['fluency']),
  ];
  const evidence: Record<string, number> = {};
  if (speech) {
    Object.assign(evidence, {
      speakingSpanSeconds: speech.speakingSpanSeconds, phonationTimeRatio: speech.phonationTimeRatio, pauses: speech.pauses.length,
      longPauses: speech.longPauses, meanRunSeconds: speech.meanRunSeconds,
    });
    if (speech.speechRate !== null) evidence.speechRate = round(speech.speechRate);
    if (speech.articulationRate !== null) evidence.articulationRate = round(speech.articulationRate);
    if (speech.meanRunWords !== null) evidence.meanRunWords = speech.meanRunWords;
  }
  if (offline.transcript) Object.assign(evidence, { words: offline.transcript.words, fillers: offline.transcript.fillers, repetitionsPer100: round(offline.transcript.repetitionsPer100) });
  return v.parse(CorrectionReport, {
    kind: 'speaking', band: offline.band, scores, evidence, flags: offline.flags,
    waveform: speech ? waveform(speech.envelope, WAVEFORM_POINTS) : [], durationSeconds: speech?.durationSeconds ?? 0,
    pauses: speech?.pauses ?? [], transcript, words: transcribed?.words ?? [], notAssessed, provider: provider.name,
  });
}
