/**
 * Figures and prices from SPEC §1 and §9, available to every message as ICU arguments
 * (e.g. "{questionCount, number}+ questions", "from {mockTestPrice}"). Numbers are formatted per locale by
 * ICU; prices are formatted by money.ts before they reach a message.
 */
import { TUTOR_DAILY_FREE, TUTOR_DAILY_PREMIUM } from './learning/tutor/models.ts';

export const FIGURES = {
  /**
   * What the committed question bank holds, rounded down (9,057 items; ADR 038). SPEC §9's 18,000+ is the original
   * product's bank: we show ours, and a test fails if this ever claims more than the seed contains.
   */
  questionCount: 9000,
  userCount: 400000,
  rating: 4.8,
  testTakerCount: 10000,
  mockTakenCount: 40000,
  correctionReports: 300000,
  practiceInteractions: 400000,
  speakingUses: 26000,
  writingUses: 21000,
  mockWindowDays: 90,
  courseDays: 14,
  successRate: 95,
  minSampleScore: 85,
  maxSampleScore: 145,
  /** The tutor's daily messages (ADR 049: the tutor is part of every account, not sold apart; models.ts holds the rule). */
  tutorFreeMessages: TUTOR_DAILY_FREE,
  tutorPremiumMessages: TUTOR_DAILY_PREMIUM,
} as const;

/** Prices in USD cents (SPEC §9: money is held in cents). */
export const PRICES_CENTS = {
  questionBankPrice: 990,
  mockTestPrice: 499,
  writingPrice: 990,
  speakingPrice: 990,
  fromPrice: 499,
  toPrice: 3990,
  pack1Price: 499,
  pack3Price: 1399,
  pack5Price: 1799,
  pack10Price: 2799,
} as const;

/** Review counts behind the 4.8 rating, per offer (SPEC §9). */
export const RATING_COUNTS = {
  practice: 750,
  mockExam: 820,
  writingCorrection: 780,
  speakingCorrection: 760,
  tutor: 710,
  courses: 850,
} as const;

/** Landing statistics floors (SPEC §9): shown as compact figures with a plus ("400K+"). */
export const LANDING_STATS = {
  userTotal: 400000,
  /** Counted from bank_items when shown; this floor only covers an unseeded database. */
  questionTotal: 9000,
  examTotal: 10000,
  correctTotal: 21000,
  speakingTotal: 26000,
} as const;

/** Mock-test packs (SPEC §9): 1, 3, 5 and 10 tests. `key` names the pack in the locale files. */
export const PACKS = [
  { key: 'one', tests: 1, cents: PRICES_CENTS.pack1Price },
  { key: 'three', tests: 3, cents: PRICES_CENTS.pack3Price },
  { key: 'five', tests: 5, cents: PRICES_CENTS.pack5Price },
  { key: 'ten', tests: 10, cents: PRICES_CENTS.pack10Price },
] as const;
