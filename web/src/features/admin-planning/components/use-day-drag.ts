import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';

/** Empty days of one boat, from where a drag started to where it is now (in either order). */
interface Drag {
  boatId: number;
  from: string;
  to: string;
}

/**
 * Dragging across a boat's empty days in the grid (docs/back-office.md#closed-days): pressing on an
 * empty day and releasing on another of the same boat asks to close those days (`onRange`, first and
 * last in order); a press and release on one day stays a click ('Nuova prenotazione'). Only the days
 * entered while pressing count, so a drag never jumps to another boat's row.
 */
export function useDayDrag(onRange: (boatId: number, startDate: string, endDate: string) => void) {
  const [drag, setDrag] = useState<Drag | null>(null);
  /** The click that ends a drag of several days is not a 'Nuova prenotazione'. */
  const swallowClick = useRef(false);

  useEffect(() => {
    if (!drag) return;
    // Released outside the grid: nothing is asked.
    const cancel = () => setDrag(null);
    window.addEventListener('pointerup', cancel);
    return () => window.removeEventListener('pointerup', cancel);
  }, [drag]);

  const handlers = (boatId: number, day: string) => ({
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      swallowClick.current = false;
      setDrag({ boatId, from: day, to: day });
    },
    onPointerEnter: () => {
      if (drag && drag.boatId === boatId) setDrag({ ...drag, to: day });
    },
    onPointerUp: () => {
      if (!drag || drag.boatId !== boatId) return;
      const [first, last] = [drag.from, day].sort();
      setDrag(null);
      if (first !== last) {
        swallowClick.current = true;
        onRange(boatId, first!, last!);
      }
    },
  });

  /**
   * Whether this click ended a drag of several days (then it is not a 'Nuova prenotazione'). A click
   * from the keyboard (`detail` 0) never did.
   */
  const endedDrag = (event: MouseEvent) => {
    const was = swallowClick.current && event.detail !== 0;
    swallowClick.current = false;
    return was;
  };

  const selected = (boatId: number, day: string) => {
    if (!drag || drag.boatId !== boatId) return false;
    const [first, last] = [drag.from, drag.to].sort();
    return day >= first! && day <= last!;
  };

  return { handlers, selected, endedDrag };
}
