/**
 * The support chat widget (SPEC §2): a third-party script from config.chatWidgetUrl, injected async. The entry
 * points import this module CHAT_WIDGET_DELAY after start, so the widget never competes with first paint or
 * hydration.
 */
export function injectChatWidget(url: string): void {
  if (!url || document.querySelector('script[data-chat-widget]')) return;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.dataset.chatWidget = '';
  document.body.appendChild(script);
}
