/** Constants of SPEC §4 and §9, in one place. Durations in milliseconds unless the name says otherwise. */
const DAY_SECONDS = 24 * 60 * 60;

export const LOCALE_COOKIE = 'i18n_locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * DAY_SECONDS;
export const TOKEN_COOKIE = 'det_i18n_token';
export const TOKEN_MAX_AGE = 90 * DAY_SECONDS;
export const STORAGE_PREFIX = '20180428_';
export const COOKIE_NOTICE_KEY = `${STORAGE_PREFIX}cookie_notice_shown`;

export const COOKIE_NOTICE_DELAY = 5000;
export const BACK_TO_TOP_THRESHOLD_PX = 1200;
export const CHAT_WIDGET_DELAY = 1000;
export const FOOTER_ARTICLES = 4;
export const TOAST_DURATION = 3000;
export const TOAST_OFFSET_PX = 16;
export const BADGE_MAX = 99;
export const PAYMENT_POLL_INTERVAL = 1000;
export const DIALOG_SCROLL_LOCK_RELEASE = 200;
export const POPUP_HIDE_DELAY = 200;
export const DROPDOWN_DELAY = 150;
export const PAGE_FINISH_DELAY = 100;
export const CHUNK_RELOAD_GUARD = 10_000;
export const MAX_CONCURRENT_PRELOADS = 5;
export const CONVERSION_TIMEOUT = 2000;
export const MOCK_WINDOW_DAYS = 90;

/* Client platform timings the SPEC leaves open (issue #4). */
/** How often an open page asks whether a newer build was deployed, and the least time between two asks. */
export const BUILD_CHECK_INTERVAL = 5 * 60_000;
export const BUILD_CHECK_MIN_GAP = 60_000;
/** Hover this long on a link before it is prefetched: enough to skip links the pointer only crosses. */
export const PREFETCH_HOVER_DELAY = 80;
/** The pixel's fbp cookie is awaited this often, this many times, before fbclid is logged without it. */
export const FBP_POLL_INTERVAL = 1000;
export const FBP_POLL_TRIES = 10;
/** Advertising cookies (_fbc) live as long as the pixel's own (90 days). */
export const AD_COOKIE_MAX_AGE = 90 * DAY_SECONDS;
/** sessionStorage keys of the client platform. */
export const CHUNK_RELOAD_KEY = `${STORAGE_PREFIX}chunk_reload_at`;
export const ONE_TAP_DISMISSED_KEY = `${STORAGE_PREFIX}one_tap_dismissed`;
/** Window event fired when the visitor accepts the cookie notice (it counts as tracking consent). */
export const CONSENT_EVENT = 'det:consent';

/** The 404 page echoes at most this many characters of the requested path. */
export const NOT_FOUND_PATH_MAX = 120;

/* Practice (issue 8). */
/** Items a guest or free member may answer per UTC day; Premium (vipEndTime in the future) is unlimited. */
export const FREE_DAILY_ITEMS = 30;
/** Items one `next` call may issue, and items a course page's public set may show. */
export const MAX_PRACTICE_COUNT = 20;
export const MAX_SAMPLE_COUNT = 5;
/** The browser's timer may run ahead of the server's clock by at most this much (network, rendering). */
export const TIMING_TOLERANCE_MS = 3000;
/** Unanswered attempts younger than this are handed out again instead of issuing new ones. */
export const OPEN_ATTEMPT_REUSE_MS = 30 * 60_000;
/** Public sample answers per IP per hour, and `next` calls per learner per hour. */
export const SAMPLE_ANSWERS_PER_HOUR = 120;
export const SAMPLE_SETS_PER_HOUR = 300;
export const NEXT_CALLS_PER_HOUR = 300;

/**
 * Instant correction-engine ratings of open practice answers per UTC day, Premium or not (ADR 046). Free learners
 * reach their 30 practice items first, so every open answer they give is rated; Premium learners get 40 ratings
 * a day (about four hours of open tasks), which keeps one account from turning the engine into a bulk scorer.
 */
export const OPEN_FEEDBACK_PER_DAY = 40;
/** Autosaves of drafts per learner per hour: one every 2 s of typing for an hour, practice and mock together. */
export const DRAFT_SAVES_PER_HOUR = 1800;
/**
 * The published sample of each task type for the public course pages: its easiest active items (by difficulty,
 * then id). Only these are served and marked without an account, so the answers they reveal are the published
 * ones and no other item's key can be read through the public marking call.
 */
export const SAMPLE_POOL_SIZE = 12;
/** How long an isolate keeps the data every locale of a public page shares (plans, a course's sample pool). */
export const PAGE_DATA_TTL_MS = 60_000;
/** Days a downloaded practice pack accepts answers (issue 29, ADR 061): a month of bus rides, then a fresh pack. */
export const PACK_TTL_DAYS = 30;
/** Pack downloads per learner per hour: enough to retry a failed download, too few to page through the bank. */
export const PACKS_PER_HOUR = 6;
/** Sync requests per learner per hour: a long offline queue goes in requests of SYNC_MAX_ANSWERS answers. */
export const SYNC_REQUESTS_PER_HOUR = 120;
/**
 * Interactive Speaking transcripts (ADR 058): one short answer (35 s, compressed as the browser recorded it) is
 * transcribed to choose the next question, then dropped. 1 MB holds 35 s even at 192 kbps; the hourly budget is
 * about 17 whole Interactive Speaking items.
 */
export const MAX_SPOKEN_ANSWER_BYTES = 1024 * 1024;
export const TRANSCRIPTS_PER_HOUR = 120;
/** How long the screen waits for a transcript before it asks the default question instead. */
export const TRANSCRIPT_WAIT_MS = 5000;
