/**
 * Starts the islands' JavaScript after the first paint instead of with the HTML (ADR 039). On a slow phone
 * network the page's text and the ~85 KB of hydration code share one connection: fetched early, the code delays
 * the first paint of the text every visitor reads first. The loader waits for the first frame, then adds the
 * module preloads and the entry module (allowed by the CSP's 'strict-dynamic': a nonce'd script adds them).
 * Whichever says "painted" first starts it: the paint timing entry (also delivered under a test's fake clock,
 * which freezes animation frames and timers), the frame after the first, or a timer for a background tab that
 * never renders a frame.
 */
export function islandsLoaderScript(entry: string, preload: readonly string[]): string {
  const urls = JSON.stringify(preload);
  return `(function(){var s=0;function go(){if(s)return;s=1;var d=document;${urls}.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.appendChild(l)});var e=d.createElement("script");e.type="module";e.src=${JSON.stringify(entry)};d.body.appendChild(e)}try{new PerformanceObserver(go).observe({type:"paint",buffered:true})}catch(x){}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()`;
}
