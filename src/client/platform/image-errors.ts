/**
 * SPEC §8: an image that fails to load shows the generic image-error text. SafeImage handles its own images;
 * this covers plain <img> elements in server-rendered content. One capture listener on the document sees every
 * image's error event (they do not bubble); images that failed before this script ran are found on start.
 * The text goes into alt, which the browser draws inside the broken image and screen readers read.
 */
import type { Translator } from '../../shared/i18n.ts';

const ORIGINAL_ALT = 'originalAlt';

export function watchImageErrors(t: Translator): void {
  const mark = (img: HTMLImageElement) => {
    if ('safeImage' in img.dataset || img.classList.contains('img-error')) return;
    const alt = img.getAttribute('alt') ?? '';
    img.dataset[ORIGINAL_ALT] = alt;
    img.classList.add('img-error');
    img.alt = alt ? t.t('media.imageErrorWithAlt', { alt }) : t.t('media.imageError');
  };
  // A page script may swap in a working source after an error: give the image its own alt back.
  const unmark = (img: HTMLImageElement) => {
    if (!img.classList.contains('img-error')) return;
    img.classList.remove('img-error');
    img.alt = img.dataset[ORIGINAL_ALT] ?? '';
    delete img.dataset[ORIGINAL_ALT];
  };
  document.addEventListener('error', (e) => { if (e.target instanceof HTMLImageElement) mark(e.target); }, true);
  document.addEventListener('load', (e) => { if (e.target instanceof HTMLImageElement) unmark(e.target); }, true);
  for (const img of document.images) {
    // complete with no pixels is either a failure or an SVG without a size; decode() tells them apart.
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) img.decode().catch(() => mark(img));
  }
}
