/**
 * The platform UI as one module with a stable entry (manifest.platformUi): toasts, dialogs and conversion
 * tracking for code that is not bundled with the client (the browser tests, a future embedded widget).
 * Bundled code imports the modules directly; both share the same instances through the common chunks.
 */
export { toast, type ToastOptions, type ToastType, type ToastHandle } from './toast.tsx';
export { alert, confirm, prompt, type DialogOptions, type PromptOptions } from './dialog.tsx';
export { trackConversion, type Conversion } from './tracking.ts';
