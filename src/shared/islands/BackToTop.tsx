/** Back-to-top button (SPEC §2): appears once the page is scrolled beyond 1200 px. */
import { useEffect, useState } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX } from '../constants.ts';
import { useT } from '../components/i18n.tsx';
import { Icon } from '../components/Icon.tsx';

export default function BackToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const toTop = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={`back-to-top${visible ? ' is-visible' : ''}`} hidden={!visible}
      onClick={toTop} aria-label={t.t('common.backToTop')} data-testid="back-to-top">
      <Icon name="arrowUp" />
    </button>
  );
}
