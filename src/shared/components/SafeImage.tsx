/**
 * An image that, when it cannot load, is replaced by a box with the generic image-error text (SPEC §8) instead
 * of the browser's broken-image icon. Plain <img> elements in server-rendered content get the same treatment
 * from src/client/platform/image-errors.ts, which leaves these (data-safe-image) alone.
 */
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { useT } from './i18n.tsx';

export type SafeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError' | 'src' | 'alt'> & {
  src: string;
  /** Required: '' for a decorative image. */
  alt: string;
};

export function SafeImage({ src, alt, className, width, height, loading = 'lazy', ...rest }: SafeImageProps) {
  const t = useT();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);

  // An image rendered by the server can fail before hydration attaches onError; ask the element itself.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) img.decode().catch(() => setFailedSrc(src));
  }, [src]);

  if (failedSrc === src) {
    const text = t.t('media.imageError');
    return (
      <span className={`image-error${className ? ` ${className}` : ''}`} role="img" data-testid="image-error"
        aria-label={alt ? t.t('media.imageErrorWithAlt', { alt }) : text} style={{ width, height }}>
        <span aria-hidden="true">{text}</span>
      </span>
    );
  }
  return (
    <img ref={ref} src={src} alt={alt} className={className} width={width} height={height} loading={loading}
      data-safe-image="" onError={() => setFailedSrc(src)} {...rest} />
  );
}
