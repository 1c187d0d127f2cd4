/**
 * The disclosure pattern shared by the Products dropdown and the language pickers (ADR 033): a button with
 * aria-expanded opens and closes its panel on activation only (never on focus); Escape closes it and puts focus
 * back on the button; the arrow keys, Home and End move between the panel's items; a click outside or focus
 * leaving the widget closes it. `ready` turns true on hydration, so CSS can offer a no-JavaScript fallback
 * (:focus-within) only until the island is live.
 */
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** Marks the elements the arrow keys move between. */
export const ITEM_ATTR = 'data-disclosure-item';

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement & HTMLLIElement>(null);
  const focusFirst = useRef(false);

  useEffect(() => setReady(true), []);

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      const list = items();
      (list.find((el) => el.getAttribute('aria-current') === 'true') ?? list[0])?.focus();
    }
    const onPointer = (e: PointerEvent) => { if (!root.current?.contains(e.target as Node)) setOpen(false); };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function items(): HTMLElement[] {
    return [...(root.current?.querySelectorAll<HTMLElement>(`[${ITEM_ATTR}]`) ?? [])];
  }

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) button.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape' && open) {
      // Handled here, so an enclosing menu that also listens for Escape stays open.
      e.stopPropagation();
      close(true);
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) return;
    if (!open) {
      if (e.target === button.current && e.key === 'ArrowDown') {
        e.preventDefault();
        focusFirst.current = true;
        setOpen(true);
      }
      return;
    }
    const list = items();
    if (list.length === 0) return;
    e.preventDefault();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const last = list.length - 1;
    // From the button into the open list: the current choice first (the language in use), else the first item.
    const current = list.findIndex((el) => el.getAttribute('aria-current') === 'true');
    if (at < 0 && e.key === 'ArrowDown' && current >= 0) {
      list[current]!.focus();
      return;
    }
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? last
      : e.key === 'ArrowDown' ? (at < 0 || at === last ? 0 : at + 1) : (at <= 0 ? last : at - 1);
    list[next]!.focus();
  }

  function onBlur(e: FocusEvent) {
    if (open && e.relatedTarget && !root.current?.contains(e.relatedTarget as Node)) setOpen(false);
  }

  return { open, setOpen, ready, button, root, onKeyDown, onBlur, close };
}
