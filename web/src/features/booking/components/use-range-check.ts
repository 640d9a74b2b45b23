import { useAlternativeBoats } from '../api/get-alternative-boats.ts';
import { useBoatAvailability } from '../api/get-boat-availability.ts';
import { useModelAvailability } from '../api/get-model-availability.ts';
import { useQuote } from '../api/get-quote.ts';
import { canRequestBooking, effectiveRange, isCompleteValidRange, type DateSelection } from '../logic/date-selection.ts';
import type { AvailabilityState } from './availability-note.tsx';

/** The boat the card books: what the checks and the request name. */
export interface BookableBoat {
  id: number;
  name: string;
  model: string;
  deposit?: string;
}

/**
 * What the chosen days give (docs/product/booking-rules.md#availability): whether the boat is free
 * on them (asked as soon as a start is chosen), other boats when it is not, and the price of a
 * complete range.
 */
export function useRangeCheck(boat: BookableBoat, selection: DateSelection, firstBookable: string) {
  const range = effectiveRange(selection);
  const availability = useBoatAvailability(range && { boatId: boat.id, ...range });
  const available = availability.data?.available;
  const unavailableRange = range && available === false ? range : null;
  const alternatives = useAlternativeBoats(unavailableRange && { ...unavailableRange, excludeBoatId: boat.id });
  useModelAvailability(unavailableRange && { boatModel: boat.model, ...unavailableRange });

  const completeRange = isCompleteValidRange(selection, firstBookable);
  const quote = useQuote(completeRange ? { boatId: boat.id, startDate: selection.start!, endDate: selection.end! } : null);

  const availabilityState: AvailabilityState | null = !range
    ? null
    : availability.isFetching || availability.isPending
      ? 'checking'
      : availability.isError
        ? 'error'
        : available
          ? 'available'
          : 'unavailable';

  return {
    availability,
    availabilityState,
    available,
    alternatives,
    completeRange,
    quote,
    /** 'PRENOTA ORA' may open the request form. */
    bookable: canRequestBooking(selection, available, firstBookable),
    /** The check failed and is not being asked again: the days could not be checked. */
    unchecked: completeRange && availability.isError && !availability.isFetching,
  };
}
