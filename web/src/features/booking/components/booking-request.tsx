import { BookingRequestForm } from './booking-request-form.tsx';
import type { SentRequestSummary } from './request-sent.tsx';
import type { BookableBoat } from './use-range-check.ts';
import { useSendRequest } from './use-send-request.ts';

/**
 * The request behind 'PRENOTA ORA' for the chosen days: the form, and the sending of what it holds.
 * Code of its own, fetched once the dates are chosen (docs/server-rendering.md#code-on-intent).
 */
export function BookingRequest({
  boat,
  days,
  totalPrice,
  onCancel,
  onSent,
}: {
  boat: BookableBoat;
  days: { start: string; end: string };
  /** The quoted total, 0 when the price could not be computed. */
  totalPrice: number;
  onCancel: () => void;
  onSent: (request: SentRequestSummary) => void;
}) {
  const request = useSendRequest(boat, onSent);
  return (
    <BookingRequestForm
      sending={request.sending}
      onCancel={onCancel}
      onSubmit={(values) => request.send(values, days, totalPrice)}
      request={{ boatId: boat.id, boatName: boat.name, startDate: days.start, endDate: days.end }}
    />
  );
}
