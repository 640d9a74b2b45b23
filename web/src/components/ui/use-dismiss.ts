import { useEffect, useRef, type RefObject } from 'react';

/** How an open popover was dismissed. */
export type Dismissal = 'outside' | 'escape';

/**
 * Closes an open popover (a menu's panel, a list) like any other: a press outside `ref` or the
 * Escape key calls `onDismiss`, told which (Escape usually gives the focus back to the opener).
 * Listens only while `open`.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, onDismiss: (how: Dismissal) => void): void {
  // The latest callback, without re-listening on every render.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) dismiss.current('outside');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current('escape');
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, ref]);
}
