import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { presetRange, type DateSelection } from '../logic/date-selection.ts';
import type { TakenDays } from './use-taken-days.ts';

/**
 * Dates in the address (the mails' links, docs/request-lifecycle.md#the-customers-link): taken once
 * every answer that could refuse them is here, unless the visitor has started choosing already.
 */
export function usePresetRange(
  days: TakenDays,
  bounds: { today: string; firstBookable: string },
  setSelection: (update: (current: DateSelection) => DateSelection) => void,
) {
  const [searchParams] = useSearchParams();
  const done = useRef(false);
  const { known, blocked, lastDay, lastDayFailed } = days;
  const { today, firstBookable } = bounds;
  useEffect(() => {
    if (done.current || !known) return;
    done.current = true;
    const preset = presetRange(searchParams.get('start'), searchParams.get('end'), {
      today,
      firstBookable,
      taken: blocked,
      lastDay: lastDayFailed ? undefined : lastDay,
    });
    if (preset) setSelection((current) => (current.start === null ? { start: preset.start, end: preset.end, choosing: null } : current));
  }, [known, searchParams, today, firstBookable, blocked, lastDay, lastDayFailed, setSelection]);
}
