/**
 * Popups that open on hover or focus (SPEC §9): they show after DROPDOWN_DELAY and hide POPUP_HIDE_DELAY after
 * the pointer or focus leaves, so moving across the trigger does not flash them and moving from the trigger
 * to the popup does not close it. Escape hides at once (WCAG 1.4.13).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DROPDOWN_DELAY, POPUP_HIDE_DELAY } from '../constants.ts';

export function useDelayedOpen(showDelay = DROPDOWN_DELAY, hideDelay = POPUP_HIDE_DELAY) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (value: boolean, delay: number) => {
    clearTimeout(timer.current);
    if (delay <= 0) setOpen(value);
    else timer.current = setTimeout(() => setOpen(value), delay);
  };
  return {
    open,
    show: () => later(true, showDelay),
    hide: () => later(false, hideDelay),
    close: () => later(false, 0),
  };
}

/**
 * A visual label for an icon-only control. The control keeps its own accessible name (aria-label), so the
 * tooltip is hidden from assistive technology rather than read twice.
 */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  const { open, show, hide, close } = useDelayedOpen();
  return (
    <span className="tooltip-anchor" onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          // Escape closes the tooltip first, not the dialog or menu around it.
          e.preventDefault();
          e.stopPropagation();
          close();
        }
      }}>
      {children}
      <span className="tooltip" aria-hidden="true" hidden={!open} data-testid="tooltip">{label}</span>
    </span>
  );
}
