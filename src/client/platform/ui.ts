/**
 * The platform UI as one module with a stable entry (manifest.platformUi): toasts, dialogs and conversion
 * tracking for code that is not bundled with the client (the browser tests, a future embedded widget).
 * Bundled code imports the modules directly; both share the same instances through the common chunks.
 */
export { toast, type ToastOptions, type ToastType, type ToastHandle } from './toast.tsx';
export { alert, confirm, prompt, type DialogOptions, type PromptOptions } from './dialog.tsx';
import { boot } from '../boot.ts';
import { startTracking, trackConversion as track, type Conversion } from './tracking.ts';

export type { Conversion };

/** trackConversion() for callers that cannot know whether the page has started tracking yet. */
export function trackConversion(kind: Conversion, details?: { valueCents?: number; eventId?: string }): Promise<void> {
  startTracking(boot().data.config);
  return track(kind, details);
}
