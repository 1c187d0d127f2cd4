/**
 * Mock tests on the server (issue 10): start with one credit taken exactly once, the server's clock and deadline,
 * one item at a time chosen by the adaptive engine (src/shared/learning/adaptive), answers marked here and never
 * returned during the test, resume by reading the stored state, and a report computed from the stored answers
 * (an abandoned test is scored once its deadline has passed; scoring is synchronous, ADR 024).
 */
import * as v from 'valibot';
import type { CreditsResponse, HistoryResponse, MockReport, MockView, OutlineResponse, PredictionResponse } from '../../shared/api/mock.ts';
import { estimate } from '../../shared/learning/adaptive/irt.ts';
import { predictScore, type MockEvidence } from '../../shared/learning/adaptive/predictor.ts';

type MockHistory = v.InferOutput<typeof HistoryResponse>;
import { PublicItem, type Answer } from '../../shared/exam/items.ts';
import { taskType, type TaskTypeId } from '../../shared/exam/task-types.ts';
import { markAnswer } from '../../shared/learning/marking/index.ts';
import { bFromScore, scoreFromB } from '../../shared/learning/difficulty.ts';
import { partsOf, selectionSkill } from '../../shared/learning/adaptive/evidence.ts';
import { buildPlan, DIAGNOSTIC, FULL_MOCK, outlineOf, type MockKind, type Plan } from '../../shared/learning/adaptive/plan.ts';
import { mixWords } from '../../shared/learning/adaptive/word-mix.ts';
import { scoreFromTheta, scoreReport, SKILLS } from '../../shared/learning/adaptive/scores.ts';
import { assessSpokenAnswer, assessWrittenAnswer, ratingFromBand, type OpenAssessment } from '../../shared/learning/adaptive/open-assessment.ts';
import { promptOf, samplesOf } from '../../shared/learning/correction/answer-context.ts';
import type { MeasuredSpeech } from '../../shared/learning/correction/measured-speech.ts';
import { withTrustedSpeaking, type SpokenRating } from '../../shared/learning/adaptive/trusted-speaking.ts';
import { measureUploads, RecordingProblem } from './spoken-answers.ts';
import { abilities, nextItem, recordAnswer, selectionTheta, startSession, type SessionState } from '../../shared/learning/adaptive/session.ts';
import { itemById, toPublicItem } from '../learning/bank-repo.ts';
import { candidatesNear, itemAt, itemParams, usableCredits, itemsOf, newTestId, practiceEvidence, recentTests, saveAnswer, setShareToken, spokenRatings, startTest, testById, testByShareToken, type MockItemRow, type MockTestRow } from './mock-repo.ts';
import { practiseNext } from '../../shared/learning/adaptive/practise-next.ts';
import { mockResume } from './item-memory.ts';
import { APP_PATH } from '../../shared/routes.ts';
import type { Subscore } from '../../shared/courses.ts';

export class MockError extends Error {
  constructor(public status: number, public code: string, message: string, public field?: string) {
    super(message);
  }
}

/** Answers arriving this long after the deadline still count (the request was sent in time). */
export const DEADLINE_GRACE_MS = 5_000;

/** Full mocks can be shortened for browser tests by configuration (`MOCK_SCALE`), never by another code path. */
export function planFor(kind: MockKind, scale = 1, random: () => number = Math.random): Plan {
  const base = kind === 'diagnostic' ? DIAGNOSTIC : FULL_MOCK;
  // Each test gets its own shuffled mix of real and pseudo-words (issue 23), stored with the plan.
  return mixWords(buildPlan({ ...base, scale: Math.min(1, Math.max(0.01, scale)) }), random);
}

async function chooseItem(db: D1Database, plan: Plan, state: SessionState, userId: number, testId: string) {
  const slot = plan.slots[state.position];
  if (!slot) return null;
  const target = scoreFromB(selectionTheta(state, selectionSkill(slot.type)));
  const pool = await candidatesNear(db, slot.type, target, { real: slot.real, userId, testId });
  const item = nextItem(state, plan, { [slot.type]: pool }, Math.random);
  return item ? { ...item, type: slot.type } : null;
}

export async function startMock(db: D1Database, userId: number, key: string, kind: MockKind, scale: number, locale: string, now: number, confirmed = false): Promise<MockView> {
  // A paid test starts only after the start screen's confirm (issue 23): a credit is never spent in one click.
  if (kind === 'full' && !confirmed) {
    throw new MockError(400, 'confirm_required', 'Confirm on the start screen that a mock test credit will be used.', 'confirmed');
  }
  const plan = planFor(kind, scale);
  const state = startSession();
  const id = newTestId();
  const first = await chooseItem(db, plan, state, userId, id);
  if (!first) throw new MockError(503, 'bank_empty', 'The question bank has no items for this test yet.');
  const row = await startTest(db, userId, key, {
    id, kind, plan: JSON.stringify(plan), state: JSON.stringify(state), deadline: now + plan.timeLimitSeconds * 1000, locale, firstItem: first,
  }, now);
  if (!row) throw new MockError(402, 'no_mock_credit', 'You have no mock test left. Buy a mock test pack to take a full test.');
  return view(db, row, now);
}

/** The start screen's outline: sections in order with their counts, the clock and the typical length. */
export function mockOutline(kind: MockKind, scale = 1): v.InferOutput<typeof OutlineResponse> {
  return { ...outlineOf(planFor(kind, scale)), usesCredit: kind === 'full' };
}

function isOver(row: MockTestRow, now: number): boolean {
  return row.finished_at !== null || now > row.deadline_at;
}

export async function view(db: D1Database, row: MockTestRow, now: number): Promise<MockView> {
  const plan = JSON.parse(row.plan) as Plan;
  const state = JSON.parse(row.state) as SessionState;
  const over = isOver(row, now) || state.position >= plan.slots.length;
  const current = over ? null : await itemAt(db, row.user_id, row.id, state.position);
  const bank = current ? await itemById(db, current.item_id) : null;
  return {
    testId: row.id, kind: row.kind, status: over ? 'finished' : 'running',
    position: state.position, total: plan.slots.length,
    startedAt: new Date(row.started_at).toISOString(), deadlineAt: new Date(row.deadline_at).toISOString(), serverNow: new Date(now).toISOString(),
    itemSeconds: current ? plan.slots[state.position]!.seconds : null,
    itemStartedAt: current ? new Date(current.issued_at).toISOString() : null,
    item: bank ? toPublicItem(bank) : null,
    type: current?.type ?? null,
    resume: current ? await mockResume(db, row.user_id, row.id, state.position, now) : null,
  };
}

export async function ownTest(db: D1Database, userId: number, id: string): Promise<MockTestRow> {
  const row = await testById(db, userId, id);
  if (!row) throw new MockError(404, 'test_not_found', 'This test does not exist.');
  return row;
}

/**
 * Open answers through the correction engine (ADR 036): written ones from their text, spoken ones from their
 * uploaded recordings as the server measured them (ADR 052; none = unrated, as without a microphone). Scored
 * against the same prompt and samples the correction API uses for a saved answer.
 */
function assessOpen(item: PublicItem, bank: { stimulus: string; answer_key: string }, answer: Answer | null, speech: readonly MeasuredSpeech[] | undefined): OpenAssessment | null {
  if (!answer) return null;
  const key = JSON.parse(bank.answer_key) as { material?: { text: string }[]; samples?: { text: string }[] };
  const context = { prompt: promptOf(JSON.parse(bank.stimulus) as Record<string, unknown>, key), samples: samplesOf(key) };
  if ('durationsMs' in answer) {
    const stages = item.type === 'interactive-speaking' ? item.stages.length : 1;
    const spoken = speech ? assessSpokenAnswer(answer.type, speech, stages, context) : null;
    return spoken ? { ...spoken, measuredOn: 'server' } : null;
  }
  return assessWrittenAnswer(answer, context);
}

export async function answerMock(
  env: Cloudflare.Env, userId: number, body: { testId: string; position: number; answer: Answer | null; elapsedMs: number; recordings?: string[] }, now: number,
): Promise<MockView> {
  const db = env.DB;
  const row = await ownTest(db, userId, body.testId);
  const plan = JSON.parse(row.plan) as Plan;
  const state = JSON.parse(row.state) as SessionState;
  // Time first: a test the hourly sweep closed at its deadline is "time up" to the learner, not "finished".
  if (now > row.deadline_at + DEADLINE_GRACE_MS) {
    throw new MockError(409, 'time_up', 'The time for this test is over. Answers sent after the end are not counted; your report uses the answers given in time.');
  }
  if (row.finished_at !== null || state.position >= plan.slots.length) throw new MockError(409, 'test_finished', 'This test is already finished.');
  if (body.position < state.position) return view(db, row, now);
  if (body.position > state.position) throw new MockError(400, 'position_invalid', 'This item has not been given yet.', 'position');
  const given = await itemAt(db, userId, row.id, state.position);
  const bank = given ? await itemById(db, given.item_id) : null;
  if (!given || !bank) throw new MockError(409, 'item_missing', 'This item is no longer available.');
  const item = v.parse(PublicItem, toPublicItem(bank));
  if (body.answer && body.answer.type !== item.type) throw new MockError(400, 'answer_type_mismatch', 'This answer is for another task type.', 'answer');
  const uploads = body.recordings?.length
    ? await measureUploads(env, userId, body.recordings, body.answer, { issuedAt: given.issued_at, seconds: plan.slots[state.position]!.seconds }).catch((err: unknown) => {
      if (err instanceof RecordingProblem) throw new MockError(400, err.code, err.message, err.field);
      throw err;
    })
    : null;
  // No answer (time ran out) is a wrong answer for a marked item and no evidence for an open one.
  const score = body.answer ? markAnswer(item, JSON.parse(bank.answer_key), body.answer).score : taskType(item.type).marking === 'objective' ? 0 : null;
  const params = await itemParams(db, bank.id);
  const objective = score !== null;
  const assessment = assessOpen(item, bank, body.answer, uploads?.measured);
  const rating = assessment ? ratingFromBand(assessment.band) : null;
  const next = recordAnswer(state, given.item_id, {
    type: item.type, item: { a: params?.a ?? 1, b: params?.b ?? bFromScore(item.difficulty) },
    parts: partsOf(item.type, JSON.parse(bank.stimulus)),
    score: objective ? score : null, rating,
  });
  const done = next.position >= plan.slots.length;
  const following = done ? null : await chooseItem(db, plan, next, userId, row.id);
  await saveAnswer(db, userId, row.id, {
    position: state.position, state: JSON.stringify(next), answer: body.answer ? JSON.stringify(body.answer) : null,
    score: objective ? score : null, rating, assessment: assessment ? JSON.stringify(assessment) : null,
    recordings: uploads ? JSON.stringify(uploads.ids) : null, elapsedMs: Math.min(body.elapsedMs, now - given.issued_at + 3000), finished: done || !following,
    next: following ? { id: following.id, type: following.type } : null,
  }, now);
  return view(db, (await testById(db, userId, row.id))!, now);
}

export async function mockReport(db: D1Database, userId: number, id: string, now: number): Promise<MockReport> {
  const row = await ownTest(db, userId, id);
  if (!isScoreable(row, now)) throw new MockError(409, 'test_running', 'This test is still running: the report comes when it ends.');
  return (await trustedStoredReport(db, row)) ?? reportOf(db, row);
}

export function isScoreable(row: MockTestRow, now: number): boolean {
  const plan = JSON.parse(row.plan) as Plan;
  const state = JSON.parse(row.state) as SessionState;
  return isOver(row, now) || state.position >= plan.slots.length;
}

/** The report as a pure function of the stored test (GET changes nothing; an abandoned test is scored the same). */
export async function reportOf(db: D1Database, row: MockTestRow): Promise<MockReport> {
  const plan = JSON.parse(row.plan) as Plan;
  const items = await itemsOf(db, row.user_id, row.id);
  const state = withTrustedSpeaking(JSON.parse(row.state) as SessionState, items.filter(isSpokenRating).map(spokenRating));
  const report = scoreReport(abilities(state));
  const types = [...new Set(plan.slots.map((s) => s.type))];
  const tasks = types.map((type) => {
    const of = items.filter((i) => i.type === type);
    const answered = of.filter((i) => i.answered_at !== null);
    const scored = answered.filter((i) => i.score !== null);
    const timed = answered.filter((i) => i.elapsed_ms !== null);
    return {
      type, items: plan.slots.filter((s) => s.type === type).length, answered: answered.length,
      accuracy: scored.length ? scored.reduce((t, i) => t + i.score!, 0) / scored.length : null,
      meanSeconds: timed.length ? timed.reduce((t, i) => t + i.elapsed_ms!, 0) / timed.length / 1000 : null,
    };
  });
  const subscores = Object.fromEntries(SKILLS.map((s) => [s, { score: report.subscores[s].score, band: report.subscores[s].band }])) as MockReport['subscores'];
  return {
    testId: row.id, kind: row.kind, estimate: true,
    finishedAt: new Date(row.finished_at ?? row.deadline_at).toISOString(),
    overall: { score: report.overall.score, band: report.overall.band },
    subscores,
    integrated: report.integrated,
    cefr: report.cefr,
    tasks,
    unscored: SKILLS.filter((s) => state.evidenceCount[s] === 0),
    open: items.filter((i) => i.rating !== null && (!isSpokenRating(i) || spokenRating(i).serverMeasured)).map(openEntry),
    practiseNext: practiseNext(tasks, Object.fromEntries(SKILLS.map((s) => [s, subscores[s].score])) as Record<Subscore, number>),
  };
}

/** A rated open answer in the report: the engine's result, or the older estimate's number for rows rated before it. */
function openEntry(i: MockItemRow): MockReport['open'][number] {
  if (!i.assessment) return { position: i.position, type: i.type, estimate: scoreFromTheta(i.rating!), source: 'measured-features' };
  const a = JSON.parse(i.assessment) as OpenAssessment;
  const recordings = i.recordings ? (JSON.parse(i.recordings) as string[]).length : 0;
  return {
    position: i.position, type: i.type, estimate: a.band, source: 'correction-engine', kind: a.kind,
    criteria: a.criteria, flags: a.flags, feedback: a.feedback,
    ...(a.kind === 'speaking' ? { measuredOn: 'server' as const, recorded: recordings === 1 } : {}),
  };
}

function isSpokenRating(i: { type: TaskTypeId; rating: number | null }): boolean {
  return i.rating !== null && taskType(i.type).response === 'speaking';
}

/** A spoken rating counts only when the server measured its recordings (ADR 052); older ones came from the browser. */
function spokenRating(i: { rating: number | null; assessment: string | null }): SpokenRating {
  const measuredOn = i.assessment ? (JSON.parse(i.assessment) as { measuredOn?: string }).measuredOn : undefined;
  return { rating: i.rating!, serverMeasured: measuredOn === 'server' };
}

/** A test's state with browser-measured speaking evidence left out (see trusted-speaking.ts). */
function trustedState(row: MockTestRow, spoken: readonly SpokenRating[] | undefined): SessionState {
  return withTrustedSpeaking(JSON.parse(row.state) as SessionState, spoken ?? []);
}

/** The stored report, unless the test holds speaking evidence the server did not measure (then it is rescored). */
async function trustedStoredReport(db: D1Database, row: MockTestRow): Promise<MockReport | null> {
  const spoken = (await spokenRatings(db, row.user_id, row.id)).get(row.id) ?? [];
  if (spoken.some((s) => !s.serverMeasured)) return null;
  return storedReport(db, row.user_id, row.id);
}

export async function mockHistory(db: D1Database, userId: number, now: number): Promise<MockHistory> {
  const rows = await recentTests(db, userId);
  const spoken = await spokenRatings(db, userId);
  return {
    tests: rows.map((row) => {
      const done = isScoreable(row, now);
      const r = done ? scoreReport(abilities(trustedState(row, spoken.get(row.id)))) : null;
      return {
        testId: row.id, kind: row.kind, startedAt: new Date(row.started_at).toISOString(), status: done ? 'finished' as const : 'running' as const,
        overall: r?.overall.score ?? null, band: r?.overall.band ?? null,
      };
    }),
  };
}

/** Creates (or returns) the private link of a finished test's report; `revoke` removes it. */
export async function shareReport(db: D1Database, userId: number, id: string, revoke: boolean, now: number): Promise<{ token: string | null; path: string | null }> {
  const row = await ownTest(db, userId, id);
  if (revoke) {
    await setShareToken(db, userId, id, null);
    return { token: null, path: null };
  }
  if (!isScoreable(row, now)) throw new MockError(409, 'test_running', 'A report can be shared once the test has ended.');
  const token = row.share_token ?? (await setShareToken(db, userId, id, newTestId()));
  return { token, path: `${APP_PATH}?view=shared#/mock/shared/${token}` };
}

export async function sharedReport(db: D1Database, token: string, now: number): Promise<MockReport> {
  const row = await testByShareToken(db, token);
  if (!row || !isScoreable(row, now)) throw new MockError(404, 'share_not_found', 'This link does not exist or was turned off by its owner.');
  const report = (await trustedStoredReport(db, row)) ?? (await reportOf(db, row));
  // Whether the owner's audio is kept is the owner's business, not the reader's.
  return { ...report, open: report.open.map(({ recorded: _recorded, ...o }) => o) };
}

/** The predicted official score from finished full mocks and marked practice answers (ADR 023). */
export async function mockPrediction(db: D1Database, userId: number, now: number): Promise<v.InferOutput<typeof PredictionResponse>> {
  const spoken = await spokenRatings(db, userId);
  const mocks: MockEvidence[] = (await recentTests(db, userId))
    .filter((row) => row.kind === 'full' && isScoreable(row, now))
    .map((row) => {
      const r = scoreReport(abilities(trustedState(row, spoken.get(row.id))));
      return { theta: bFromScore(r.overall.raw), sd: r.overall.sd, ageDays: (now - row.started_at) / 86_400_000 };
    });
  const answers = await practiceEvidence(db, userId);
  const practice = answers.length
    ? { ...estimate(answers.map((x) => ({ kind: 'objective' as const, item: { a: x.a, b: x.b }, score: x.score, parts: 1 }))), answers: answers.length }
    : null;
  const p = predictScore(mocks, practice);
  return { prediction: p ? { score: p.score, band: p.band, sources: p.sources } : null };
}

/** The learner's usable mock credits: purchased ones with their expiry, and those without one. */
export async function mockCredits(db: D1Database, userId: number, now: number): Promise<CreditsResponse> {
  const { dated, examNum } = await usableCredits(db, userId, now);
  const total = dated.reduce((t, c) => t + c.count, 0);
  return {
    credits: dated.map((c) => ({ count: c.count, expiresAt: new Date(c.expiresAt).toISOString() })),
    undated: Math.max(0, examNum - total),
  };
}

/** The report the queue consumer stored (ADR 028), or null when its job has not run yet. */
async function storedReport(db: D1Database, userId: number, id: string): Promise<MockReport | null> {
  const row = await db.prepare('SELECT report FROM mock_reports WHERE user_id = ? AND test_id = ?').bind(userId, id).first<{ report: string }>();
  return row ? (JSON.parse(row.report) as MockReport) : null;
}
