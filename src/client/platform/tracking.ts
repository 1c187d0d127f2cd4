/**
 * Advertising measurement (SPEC §4), off unless config.fbPixelId is set, and only after consent where the
 * visitor's region needs it. Until then: no pixel script, no _fbp/_fbc cookies, no logFb call.
 *
 * - Click id: a visit from an ad carries ?fbclid=…; it is logged once via POST /weapp/api/common/logFb
 *   {fbc, fbp}. The pixel sets _fbp shortly after it loads, so it is awaited (every FBP_POLL_INTERVAL, at most
 *   FBP_POLL_TRIES times); _fbc is built from the click id (fb.1.<ms>.<fbclid>) when the pixel did not set it.
 * - Conversions (signup, begin checkout, paid) go to the pixel; the returned promise settles within
 *   CONVERSION_TIMEOUT whatever the pixel does, so a caller can await it before navigating away. Code that
 *   must not import this module may dispatch CONVERSION_EVENT ({ detail: { event: 'signup' } }) instead; it is
 *   heard once this module is loaded (after idle), so a caller that navigates at once should await
 *   trackConversion() rather than fire the event.
 *
 * Consent: the cookie notice's "I get it" (COOKIE_NOTICE_KEY in localStorage, CONSENT_EVENT on the window).
 * consentRequired() decides whether consent is needed at all; it answers "yes" for everyone until a regional
 * rule is plugged in with setConsentRule().
 */
import {
  AD_COOKIE_MAX_AGE, CONSENT_EVENT, CONVERSION_TIMEOUT, COOKIE_NOTICE_KEY, FBP_POLL_INTERVAL, FBP_POLL_TRIES,
} from '../../shared/constants.ts';
import { readCookie, writeCookie } from './cookies.ts';
import type { PublicConfig } from '../../shared/public-config.ts';

/** Window event carrying { event: Conversion, valueCents?, eventId? } from code that does not import this module. */
export const CONVERSION_EVENT = 'det:conversion';
const PIXEL_SRC = 'https://connect.facebook.net/en_US/fbevents.js';
const LOG_FB_URL = '/weapp/api/common/logFb';

export type Conversion = 'signup' | 'beginCheckout' | 'paid';
const PIXEL_EVENTS: Record<Conversion, string> = {
  signup: 'CompleteRegistration',
  beginCheckout: 'InitiateCheckout',
  paid: 'Purchase',
};

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};
declare global {
  interface Window { fbq?: Fbq; _fbq?: Fbq }
}

let rule: () => boolean = () => true;

/** Replaces the rule deciding whether this visitor must consent first (e.g. by region). */
export function setConsentRule(fn: () => boolean): void {
  rule = fn;
}

export function consentRequired(): boolean {
  try {
    return rule();
  } catch {
    return true;
  }
}

export function hasConsent(): boolean {
  if (!consentRequired()) return true;
  try {
    return localStorage.getItem(COOKIE_NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}


const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

let pixel: Promise<boolean> | null = null;

/** Loads the pixel once; resolves true when its script ran, false when it failed. Never call before consent. */
function loadPixel(pixelId: string): Promise<boolean> {
  if (pixel) return pixel;
  pixel = new Promise<boolean>((resolve) => {
    // The pixel's base code without its inline script (CSP): a queue the library drains when it arrives.
    if (!window.fbq) {
      const fbq = function (...args: unknown[]) {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue.push(args);
      } as Fbq;
      fbq.push = fbq;
      fbq.loaded = true;
      fbq.version = '2.0';
      fbq.queue = [];
      window.fbq = fbq;
      window._fbq ??= fbq;
    }
    const script = document.createElement('script');
    script.async = true;
    script.src = PIXEL_SRC;
    script.onload = () => resolve(true);
    script.onerror = () => resolve(false);
    document.head.appendChild(script);
    window.fbq('init', pixelId);
    window.fbq('track', 'PageView');
  });
  return pixel;
}

async function logClickId(cookieDomain: string): Promise<void> {
  const fbclid = new URLSearchParams(location.search).get('fbclid');
  if (!fbclid) return;
  // The click happened on arrival, not after the wait below.
  const built = `fb.1.${Date.now()}.${fbclid}`;
  let fbp = readCookie('_fbp');
  for (let i = 1; !fbp && i < FBP_POLL_TRIES; i++) {
    await sleep(FBP_POLL_INTERVAL);
    fbp = readCookie('_fbp');
  }
  let fbc = readCookie('_fbc');
  if (!fbc) {
    fbc = built;
    writeCookie('_fbc', fbc, AD_COOKIE_MAX_AGE, cookieDomain);
  }
  try {
    await fetch(LOG_FB_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fbc, fbp: fbp ?? '' }),
      credentials: 'same-origin',
      keepalive: true,
    });
  } catch {
    /* measurement must never bother the visitor */
  }
}

let config: PublicConfig | null = null;

/**
 * Starts measurement on this page: now if consent is given (or not needed), else when it is. The entries call
 * it once the page is idle; calling it again is harmless.
 */
export function startTracking(pageConfig: PublicConfig): void {
  if (config || !pageConfig.fbPixelId) return;
  config = pageConfig;
  window.addEventListener(CONVERSION_EVENT, (e) => {
    const detail = (e as CustomEvent<{ event?: string; valueCents?: number; eventId?: string } | null>).detail;
    if (detail?.event && detail.event in PIXEL_EVENTS) void trackConversion(detail.event as Conversion, detail);
  });
  const go = () => {
    void loadPixel(pageConfig.fbPixelId);
    void logClickId(pageConfig.cookieDomain);
  };
  if (hasConsent()) go();
  else window.addEventListener(CONSENT_EVENT, function onConsent() {
    if (!hasConsent()) return;
    window.removeEventListener(CONSENT_EVENT, onConsent);
    go();
  });
}

/**
 * Reports a conversion. Settles when the pixel has taken it or after CONVERSION_TIMEOUT, whichever is first;
 * at once when tracking is off, not started (startTracking) or not consented. valueCents: the amount paid, in
 * cents (sent as USD).
 */
export function trackConversion(kind: Conversion, details: { valueCents?: number; eventId?: string } = {}): Promise<void> {
  if (!config || !hasConsent()) return Promise.resolve();
  const loaded = loadPixel(config.fbPixelId);
  const params = details.valueCents === undefined ? {} : { value: details.valueCents / 100, currency: 'USD' };
  // Queued now, sent by the library when it runs: a slow pixel still gets the event if the page stays.
  const args: unknown[] = ['track', PIXEL_EVENTS[kind], params];
  if (details.eventId) args.push({ eventID: details.eventId });
  window.fbq?.(...args);
  return Promise.race([loaded.then(() => undefined), sleep(CONVERSION_TIMEOUT)]);
}
