import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import {
  EMPTY_SELECTION,
  transition,
  type DateSelection,
  type DateTarget,
  type PickBounds,
  type SelectionEvent,
} from '../logic/date-selection.ts';
import { useBookingWords } from './use-booking-words.ts';

/**
 * The card's two date fields and its calendar (docs/booking-card.md): the selection, the events the
 * fields and the calendar send (a refusal becomes a toast in the page's language), the focus given
 * back to a field when the calendar closes, and a press outside the card closing the calendar.
 */
export function useDateSelection(today: string, bounds: PickBounds) {
  const { toast } = useToast();
  const words = useBookingWords();
  const [selection, setSelection] = useState<DateSelection>(EMPTY_SELECTION);
  const startField = useRef<HTMLButtonElement>(null);
  const endField = useRef<HTMLButtonElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const lastHint = useRef(0);
  const { firstBookable, cutoffHour, blocked } = bounds;

  const dispatch = useCallback(
    (event: SelectionEvent, focusAfter?: DateTarget) => {
      const result = transition(selection, event, today, { firstBookable, cutoffHour, blocked });
      if (result.problem) toast({ ...words.problem(result.problem), variant: 'destructive' });
      setSelection(result.state);
      if (focusAfter && result.state.choosing === null) focusSoon(focusAfter === 'start' ? startField : endField);
    },
    [selection, today, firstBookable, cutoffHour, blocked, toast, words],
  );

  const closeCalendar = useCallback(() => {
    const target = selection.choosing;
    setSelection((current) => ({ ...current, choosing: null }));
    if (target) focusSoon(target === 'start' ? startField : endField);
  }, [selection.choosing]);

  // A press outside the card closes the calendar, like any popover.
  useEffect(() => {
    if (!selection.choosing) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Element;
      // Dismissing a toast about the calendar keeps the calendar open.
      if (cardRef.current?.contains(target) || target.closest?.('[data-toast-viewport]')) return;
      setSelection((current) => ({ ...current, choosing: null }));
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [selection.choosing]);

  const explainEndFirst = () => {
    // Focus and click arrive together on a mouse press: one message is enough.
    if (Date.now() - lastHint.current < 600) return;
    lastHint.current = Date.now();
    dispatch({ type: 'open', target: 'end' });
  };

  const openField = (target: DateTarget) => {
    if (target === 'end' && !selection.start) return explainEndFirst();
    if (selection.choosing === target) return dispatch({ type: 'close' });
    dispatch({ type: 'open', target });
  };

  return { selection, setSelection, dispatch, closeCalendar, openField, explainEndFirst, startField, endField, cardRef };
}

/** Focus after the frame in which the calendar goes away. */
function focusSoon(field: RefObject<HTMLButtonElement | null>) {
  requestAnimationFrame(() => field.current?.focus());
}
