/**
 * The learner's calendar: days and hours in their own IANA time zone (Intl only, so the worker, the client and
 * the tests agree). A day is an integer (days since 1970-01-01 of the local date), like the rest of the engine.
 */
const DAY = 86_400_000;
const HOUR = 3_600_000;
const formats = new Map<string, Intl.DateTimeFormat>();

export function isTimeZone(tz: string): boolean {
  if (tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

function format(tz: string): Intl.DateTimeFormat {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', weekday: 'short' });
    formats.set(tz, f);
  }
  return f;
}

/** The local date, hour and weekday (0 = Sunday) of an instant. */
export function localParts(now: number, tz: string): { day: number; hour: number; weekday: number } {
  const parts = Object.fromEntries(format(tz).formatToParts(new Date(now)).map((p) => [p.type, p.value]));
  const day = Math.floor(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / DAY);
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  return { day, hour: Number(parts.hour) % 24, weekday };
}

export function localDay(now: number, tz: string): number {
  return localParts(now, tz).day;
}

/** YYYY-MM-DD ↔ day number. */
export function dayFromIso(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const t = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== date ? null : t / DAY;
}

export function isoFromDay(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/** The first instant after `now` at which local time is `hour`:00 (and, when given, local weekday `weekday`). */
export function nextLocalHour(now: number, tz: string, hour: number, weekday?: number): number {
  // Whole UTC hours; every zone offset in use is a whole or half hour, so step by half hours to hit :00 local.
  const start = Math.floor(now / (HOUR / 2)) * (HOUR / 2) + HOUR / 2;
  for (let t = start; t <= now + 8 * DAY + HOUR; t += HOUR / 2) {
    const local = new Date(t).toLocaleString('en-US', { timeZone: tz, hourCycle: 'h23', minute: 'numeric' });
    if (Number(local) !== 0 && local !== '00') continue;
    const p = localParts(t, tz);
    if (p.hour === hour && (weekday === undefined || p.weekday === weekday)) return t;
  }
  return now + DAY;
}

/** The UTC instant at which a local day begins (its first whole-hour boundary, for "answered today" queries). */
export function startOfLocalDay(now: number, tz: string): number {
  const today = localDay(now, tz);
  let t = Math.floor(now / (HOUR / 2)) * (HOUR / 2);
  while (localDay(t - HOUR / 2, tz) === today) t -= HOUR / 2;
  return t;
}
