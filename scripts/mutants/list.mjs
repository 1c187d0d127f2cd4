/**
 * The planted bugs of the mutation check: small, realistic slips in the modules that decide money, counters,
 * throttling, the adaptive engine and marking. `find` must occur exactly once in `file`; `tests` are the only
 * files run for it. Add a mutation when you fix a bug a test did not catch.
 */
const ENT = 'src/shared/billing/entitlement.ts';
const ENT_T = ['src/shared/billing/entitlement.test.ts'];
const HOOK = 'src/shared/billing/webhook-time.ts';
const HOOK_T = ['src/shared/billing/webhook-time.test.ts'];
const ALW = 'src/shared/learning/allowance.ts';
const ALW_T = ['src/shared/learning/properties.test.ts', 'src/shared/learning/learning.test.ts'];
const SPEND = 'src/shared/learning/correction/spendable.ts';
const SPEND_T = ['src/shared/learning/correction/spendable.test.ts'];
const ADDR = 'src/shared/net/address-keys.ts';
const ADDR_T = ['src/shared/net/address-keys.test.ts'];
const READ = 'src/worker/util/read-limited.ts';
const READ_T = ['src/worker/util/read-limited.test.ts'];
const TEXT = 'src/shared/text.ts';
const TEXT_T = ['src/shared/text-visible.test.ts'];
const IRT = 'src/shared/learning/adaptive/irt.ts';
const IRT_T = ['src/shared/learning/adaptive/adaptive.test.ts', 'src/shared/learning/properties.test.ts'];
const WR = 'src/shared/learning/adaptive/writing-estimate.ts';
const WR_T = ['src/shared/learning/properties.test.ts', 'src/shared/learning/adaptive/adaptive.test.ts'];
const CR = 'src/shared/learning/marking/credit.ts';
const CR_T = ['src/shared/learning/marking/marking.test.ts', 'src/shared/learning/properties.test.ts'];
const I18N = 'src/shared/i18n.ts';
const I18N_T = ['src/shared/i18n-plural.test.ts'];

const m = (module, id, file, find, replace, tests) => ({ module, id, file, find, replace, tests });

export const MUTANTS = [
  // payments: fulfilment rules and the webhook clock
  m('payments', 'extend-from-end-always', ENT, 'return Math.max(now, currentEnd ?? 0) + days * DAY_MS;', 'return (currentEnd ?? now) + days * DAY_MS;', ENT_T),
  m('payments', 'extend-from-now-always', ENT, 'return Math.max(now, currentEnd ?? 0) + days * DAY_MS;', 'return now + days * DAY_MS;', ENT_T),
  m('payments', 'extend-zero-days', ENT, 'if (days <= 0) return currentEnd;', 'if (days < 0) return currentEnd;', ENT_T),
  m('payments', 'grant-exams-lost', ENT, 'examNum: e.examNum + g.examNum,', 'examNum: Math.max(e.examNum, g.examNum),', ENT_T),
  m('payments', 'grant-corrections-lost', ENT, 'correctNum: e.correctNum + g.correctNum,', 'correctNum: e.correctNum,', ENT_T),
  m('payments', 'unlimited-for-all', ENT, 'unlimitedUntil: g.unlimitedCorrection ? extendFrom(e.unlimitedUntil, now, g.vipDays) : e.unlimitedUntil,', 'unlimitedUntil: extendFrom(e.unlimitedUntil, now, g.vipDays),', ENT_T),
  m('payments', 'refund-negative-exams', ENT, 'examNum: Math.max(0, e.examNum - g.examNum),', 'examNum: e.examNum - g.examNum,', ENT_T),
  m('payments', 'refund-keeps-corrections', ENT, 'correctNum: Math.max(0, e.correctNum - g.correctNum),', 'correctNum: e.correctNum,', ENT_T),
  m('payments', 'refund-keeps-days', ENT, 'vipEndTime: e.vipEndTime === null || back === 0 ? e.vipEndTime : e.vipEndTime - back,', 'vipEndTime: e.vipEndTime,', ENT_T),
  m('payments', 'refund-unlimited-kept', ENT, 'unlimitedUntil: g.unlimitedCorrection && e.unlimitedUntil !== null ? e.unlimitedUntil - back : e.unlimitedUntil,', 'unlimitedUntil: e.unlimitedUntil,', ENT_T),
  m('payments', 'mock-window-off', ENT, 'return paidAt + MOCK_WINDOW_DAYS * DAY_MS;', 'return paidAt + (MOCK_WINDOW_DAYS - 1) * DAY_MS;', ENT_T),
  m('payments', 'webhook-past-only', HOOK, 'return Math.abs(Number(stamps[0]) - nowMs / 1000) <= tolerance;', 'return nowMs / 1000 - Number(stamps[0]) <= tolerance;', HOOK_T),
  m('payments', 'webhook-off-by-one', HOOK, 'return Math.abs(Number(stamps[0]) - nowMs / 1000) <= tolerance;', 'return Math.abs(Number(stamps[0]) - nowMs / 1000) < tolerance;', HOOK_T),
  m('payments', 'webhook-many-stamps', HOOK, 'if (stamps.length !== 1 ||', 'if (stamps.length < 1 ||', HOOK_T),
  // counters and allowance
  m('counters', 'premium-at-end', ALW, 'return vipEndTime !== null && vipEndTime > now;', 'return vipEndTime !== null && vipEndTime >= now;', ALW_T),
  m('counters', 'premium-null', ALW, 'return vipEndTime !== null && vipEndTime > now;', 'return (vipEndTime ?? Infinity) > now;', ALW_T),
  m('counters', 'free-limit-for-premium', ALW, 'return isPremium(vipEndTime, now) ? null : FREE_DAILY_ITEMS;', 'return FREE_DAILY_ITEMS;', ALW_T),
  m('counters', 'day-rounding', ALW, 'return Math.floor(now / DAY);', 'return Math.round(now / DAY);', ALW_T),
  m('counters', 'reset-today', ALW, 'return (dayNumber(now) + 1) * DAY;', 'return dayNumber(now) * DAY + DAY - 1;', ALW_T),
  m('counters', 'streak-gap', ALW, 'run = d === prev + 1 ? run + 1 : 1;', 'run = d <= prev + 2 ? run + 1 : 1;', ALW_T),
  m('counters', 'spend-without-credit', SPEND, 'return credits.correctNum > 0 ||', 'return credits.correctNum >= 0 ||', SPEND_T),
  m('counters', 'spend-unlimited-ended', SPEND, '(credits.unlimitedUntil ?? 0) > now', '(credits.unlimitedUntil ?? 0) >= now', SPEND_T),
  // throttling: how addresses are keyed, how uploads are cut, what counts as text
  m('throttling', 'v6-full-address', ADDR, "return { address: `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`, network: null };", "return { address: groups.map((g) => g.toString(16)).join(':'), network: null };", ADDR_T),
  m('throttling', 'v6-/48', ADDR, 'groups.slice(0, 4).map', 'groups.slice(0, 3).map', ADDR_T),
  m('throttling', 'v4-no-network', ADDR, "return { address: parts.join('.'), network: `${parts.slice(0, 3).join('.')}.0/24` };", "return { address: parts.join('.'), network: null };", ADDR_T),
  m('throttling', 'v4-/16', ADDR, "network: `${parts.slice(0, 3).join('.')}.0/24`", "network: `${parts.slice(0, 2).join('.')}.0.0/16`", ADDR_T),
  m('throttling', 'mapped-v4-as-v6', ADDR, 'if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {', 'if (false) {', ADDR_T),
  m('throttling', 'zone-kept', ADDR, ".replace(/%.*$/, '')", '', ADDR_T),
  m('throttling', 'read-limit-off-by-one', READ, 'if (total > limit) {', 'if (total > limit + 1) {', READ_T),
  m('throttling', 'read-drains', READ, "      await reader.cancel('too large').catch(() => undefined);\n      return null;", '      chunks.length = 0;', READ_T),
  m('throttling', 'visible-zero-width', TEXT, '\\p{Cc}\\p{Cf}\\p{Zs}', '\\p{Cc}\\p{Zs}', TEXT_T),
  m('throttling', 'visible-hangul-filler', TEXT, '\\u3164', '', TEXT_T),
  // adaptive engine
  m('engine', 'design-effect-off', IRT, 'return parts / (1 + (parts - 1) * icc);', 'return parts;', IRT_T),
  m('engine', 'design-effect-sign', IRT, 'return parts / (1 + (parts - 1) * icc);', 'return parts / (1 + parts * icc);', IRT_T),
  m('engine', 'likelihood-parts-ignored', IRT, 'const n = effectiveParts(e.parts);', 'const n = 1;', IRT_T),
  m('engine', 'likelihood-raw-parts', IRT, 'const n = effectiveParts(e.parts);', 'const n = e.parts;', IRT_T),
  m('engine', 'score-unclamped', IRT, 'const s = Math.max(0, Math.min(1, e.score));', 'const s = e.score;', IRT_T),
  m('engine', 'rating-sign', IRT, 'const z = (e.value - theta) / e.sd;', 'const z = (e.value + theta) / e.sd;', IRT_T),
  m('engine', 'information-no-a', IRT, 'return item.a * item.a * p * (1 - p);', 'return p * (1 - p);', IRT_T),
  m('engine', 'copy-ascii-only', WR, "return text.normalize('NFKC').toLowerCase().match(/\\p{L}+(?:['’]\\p{L}+)?/gu) ?? [];", "return text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];", WR_T),
  m('engine', 'copy-case-sensitive', WR, "return text.normalize('NFKC').toLowerCase()", "return text.normalize('NFKC')", WR_T),
  m('engine', 'copy-threshold', WR, 'if (copiedShare(list, words(prompt)) > 0.5) return FLOOR;', 'if (copiedShare(list, words(prompt)) > 0.99) return FLOOR;', WR_T),
  // marking
  m('marking', 'slip-length-4', CR, 'if (g && e.length >= 5 && slipDistance(g, e) === 1) return 0.5;', 'if (g && e.length >= 4 && slipDistance(g, e) === 1) return 0.5;', CR_T),
  m('marking', 'slip-length-6', CR, 'if (g && e.length >= 5 && slipDistance(g, e) === 1) return 0.5;', 'if (g && e.length >= 6 && slipDistance(g, e) === 1) return 0.5;', CR_T),
  m('marking', 'slip-two', CR, 'slipDistance(g, e) === 1) return 0.5;', 'slipDistance(g, e) <= 2) return 0.5;', CR_T),
  m('marking', 'letters-min-length', CR, 'return right / Math.max(g.length, e.length);', 'return right / Math.min(g.length, e.length);', CR_T),
  m('marking', 'letters-expected-only', CR, 'return right / Math.max(g.length, e.length);', 'return right / e.length;', CR_T),
  m('marking', 'letters-empty-right', CR, 'if (g.length === 0) return 0;', 'if (g.length === 0) return 1;', CR_T),
  m('marking', 'span-no-multiset', CR, 'if (n > 0) { shared++; pool.set(w, n - 1); }', 'if (n > 0) { shared++; }', CR_T),
  m('marking', 'span-precision-only', CR, 'return round((2 * precision * recall) / (precision + recall));', 'return round(precision);', CR_T),
  // i18n
  m('i18n', 'plural-english-rules', I18N, 'const tag = localeInfo(locale).intl;', "const tag = locale === 'ru' ? 'en' : localeInfo(locale).intl;", I18N_T),
];
