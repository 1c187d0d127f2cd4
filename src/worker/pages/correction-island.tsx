/**
 * The correction islands of /writing-ai-correction and /speaking-ai-correction with their own strings (ADR 030):
 * the page's load fetches the compiled correction messages, which travel in the island's props instead of in
 * every public page's boot data.
 */
import { Island } from '../../shared/components/Island.tsx';
import type { Messages } from '../../shared/i18n.ts';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes.ts';
import { SPEAKING_TASKS } from '../../shared/learning/correction/targets.ts';
import { messagesUnder } from '../i18n.ts';
import type { PageContext } from './types.ts';

/** Top-level message keys the correction islands use. */
export const CORRECTION_ISLAND_PREFIXES = ['correctionUi', 'correctionApp'] as const;

export async function loadCorrectionIsland(locale: Locale): Promise<{ data: { messages: Messages }; complete: boolean }> {
  return { data: { messages: await messagesUnder(locale, CORRECTION_ISLAND_PREFIXES) }, complete: true };
}

/** The pages that render a correction island (and so inline its stylesheet). */
export function isCorrectionPage(key: string): key is 'writingCorrection' | 'speakingCorrection' {
  return key === 'writingCorrection' || key === 'speakingCorrection';
}

export function correctionIsland(key: string, ctx: PageContext) {
  const { locale, t } = ctx;
  const messages = (ctx.data as { messages?: Messages } | undefined)?.messages;
  if (!messages) return null;
  if (!isCorrectionPage(key)) return null;
  // Signing in from the page comes back to the form (ADR 033's validated ?next=).
  const loginHref = `${href(locale, 'login')}?next=${encodeURIComponent(`${href(locale, key)}#check`)}`;
  const common = { locale, messages, loginHref, pricingHref: href(locale, 'pricing') };
  if (key === 'writingCorrection') return <div className="container" id="check"><Island name="WritingCorrection" props={common} /></div>;
  if (key === 'speakingCorrection') {
    const tasks = SPEAKING_TASKS.map((id) => ({ id, label: t.t(`practice.task.${id}`) }));
    return <div className="container" id="check"><Island name="SpeakingCorrection" props={{ ...common, tasks }} /></div>;
  }
  return null;
}
