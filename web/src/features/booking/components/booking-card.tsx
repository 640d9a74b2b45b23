import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useLang, useT } from '../../../i18n/i18n.tsx';
import { useAlternativeBoats } from '../api/get-alternative-boats.ts';
import { useBoatAvailability } from '../api/get-boat-availability.ts';
import { useCalendarBookings } from '../api/get-calendar-bookings.ts';
import { useModelAvailability } from '../api/get-model-availability.ts';
import { useQuote } from '../api/get-quote.ts';
import { useUnavailableDates } from '../api/get-unavailable-dates.ts';
import { useHeldRanges } from '../api/get-held-ranges.ts';
import { useCreateBookingRequest } from '../api/create-booking-request.ts';
import { usePricedUntil } from '../api/get-priced-until.ts';
import { useBookingWindow } from '../api/get-booking-window.ts';
import {
  blockedDays,
  canRequestBooking,
  effectiveRange,
  EMPTY_SELECTION,
  heldDays,
  isCompleteValidRange,
  isDayDisabled,
  presetRange,
  SELECT_DATES_PROBLEM,
  transition,
  type DateSelection,
  type DateTarget,
  type SelectionEvent,
} from '../logic/date-selection.ts';
import { todayInRome } from '@nbp/contracts/days';
import { firstBookableDay, MAX_RENTAL_DAYS } from '../logic/bookable-range.ts';
import { isPastLastOffered } from '../logic/calendar-horizon.ts';
import { useBookingWords } from './use-booking-words.ts';
import { AlternativesPanel } from './alternatives-panel.tsx';
import { AvailabilityNote, type AvailabilityState } from './availability-note.tsx';
import type { BookingFormValues } from './booking-request-form.tsx';
import { DateField } from './date-field.tsx';
import { MonthCalendar } from './month-calendar.tsx';
import { PriceSummary } from './price-summary.tsx';
import { RequestSent, type SentRequestSummary } from './request-sent.tsx';

// The request form brings the form library and zod (it checks with the server's own schema): it loads
// once the dates are chosen, not with the page.
const loadRequestForm = () => import('./booking-request-form.tsx');
const BookingRequestForm = lazy(() => loadRequestForm().then((module) => ({ default: module.BookingRequestForm })));

export interface BookableBoat {
  id: number;
  name: string;
  model: string;
  deposit?: string;
}

/**
 * The booking card of the boat page: dates, availability, price and the booking request (docs/product/booking-rules.md,
 * docs/booking-card.md).
 */
export function BookingCard({ boat }: { boat: BookableBoat }) {
  const { toast } = useToast();
  const t = useT();
  const lang = useLang();
  const words = useBookingWords();
  const today = todayInRome();
  // Today only until the same-day cut-off hour (the booking service's setting, 9 until it answers):
  // later, tomorrow is the first day offered and priced.
  const cutoffHour = useBookingWindow().data?.sameDayCutoffHour;
  const firstBookable = firstBookableDay(undefined, cutoffHour);
  const [selection, setSelection] = useState<DateSelection>(EMPTY_SELECTION);
  const [formOpen, setFormOpen] = useState(false);
  const startField = useRef<HTMLButtonElement>(null);
  const endField = useRef<HTMLButtonElement>(null);
  const lastHint = useRef(0);

  // What the visitor sent last: shown in the card until a new request is started.
  const [sent, setSent] = useState<SentRequestSummary | null>(null);

  const bookings = useCalendarBookings(boat.id);
  const unavailable = useUnavailableDates(boat.id);
  const heldRanges = useHeldRanges(boat.id);
  const booked = useMemo(() => blockedDays(bookings.data ?? [], unavailable.data ?? []), [bookings.data, unavailable.data]);
  const held = useMemo(() => heldDays(heldRanges.data ?? []), [heldRanges.data]);
  // Held days refuse a pick and a range across them exactly like booked ones (docs/request-lifecycle.md#holds);
  // only their look and their words differ.
  const blocked = useMemo(() => new Set([...booked, ...held]), [booked, held]);
  // Days past the last priced one are not offered; the server refuses them too.
  const pricedUntil = usePricedUntil(boat.id);
  const lastDay = pricedUntil.data?.lastBookableDate;

  // Dates in the address (the mails' links): taken once every answer that could refuse them is here.
  const [searchParams] = useSearchParams();
  const presetDone = useRef(false);
  const daysKnown = !bookings.isPending && !unavailable.isPending && !heldRanges.isPending && !pricedUntil.isPending;
  useEffect(() => {
    if (presetDone.current || !daysKnown) return;
    presetDone.current = true;
    const preset = presetRange(searchParams.get('start'), searchParams.get('end'), {
      today,
      firstBookable,
      taken: blocked,
      lastDay: pricedUntil.isError ? undefined : lastDay,
    });
    if (preset) setSelection((current) => (current.start === null ? { start: preset.start, end: preset.end, choosing: null } : current));
  }, [daysKnown, searchParams, today, firstBookable, blocked, lastDay, pricedUntil.isError]);

  const range = effectiveRange(selection);
  const availability = useBoatAvailability(range && { boatId: boat.id, ...range });
  const available = availability.data?.available;
  const unavailableRange = range && available === false ? range : null;
  const alternatives = useAlternativeBoats(unavailableRange && { ...unavailableRange, excludeBoatId: boat.id });
  useModelAvailability(unavailableRange && { boatModel: boat.model, ...unavailableRange });

  const completeRange = isCompleteValidRange(selection, firstBookable);
  const quote = useQuote(completeRange ? { boatId: boat.id, startDate: selection.start!, endDate: selection.end! } : null);
  const mutation = useCreateBookingRequest();
  const bookable = canRequestBooking(selection, available, firstBookable);

  // Dates chosen: fetch the form's code now, so 'PRENOTA ORA' opens it at once.
  useEffect(() => {
    if (completeRange) void loadRequestForm();
  }, [completeRange]);

  // The form belongs to the dates it was opened for: a change that makes them unusable hides it.
  useEffect(() => {
    if (!bookable) setFormOpen(false);
  }, [bookable]);

  const dispatch = useCallback(
    (event: SelectionEvent, focusAfter?: DateTarget) => {
      const result = transition(selection, event, today, { firstBookable, cutoffHour, blocked });
      if (result.problem) toast({ ...words.problem(result.problem), variant: 'destructive' });
      setSelection(result.state);
      if (focusAfter && result.state.choosing === null)
        requestAnimationFrame(() => (focusAfter === 'start' ? startField : endField).current?.focus());
    },
    [selection, today, firstBookable, cutoffHour, blocked, toast, words],
  );

  const closeCalendar = useCallback(() => {
    const target = selection.choosing;
    setSelection((current) => ({ ...current, choosing: null }));
    if (target) requestAnimationFrame(() => (target === 'start' ? startField : endField).current?.focus());
  }, [selection.choosing]);

  // A press outside the card closes the calendar, like any popover.
  const cardRef = useRef<HTMLElement>(null);
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
    // A new request begins: the confirmation of the last one gives way.
    setSent(null);
    if (target === 'end' && !selection.start) return explainEndFirst();
    if (selection.choosing === target) return dispatch({ type: 'close' });
    dispatch({ type: 'open', target });
  };

  const availabilityState: AvailabilityState | null = !range
    ? null
    : availability.isFetching || availability.isPending
      ? 'checking'
      : availability.isError
        ? 'error'
        : available
          ? 'available'
          : 'unavailable';

  const showSummary = completeRange && available === true && quote.data !== undefined;

  const onBookNow = () => {
    if (bookable) return setFormOpen(true);
    if (completeRange && availability.isError && !availability.isFetching) {
      toast({ title: t('booking.unchecked.title'), description: t('booking.unchecked.text'), variant: 'destructive' });
      return;
    }
    const description = !completeRange
      ? t(SELECT_DATES_PROBLEM.description)
      : available === false
        ? t('booking.bookNow.unavailable')
        : t('booking.bookNow.wait');
    toast({ title: t(SELECT_DATES_PROBLEM.title), description, variant: 'destructive' });
  };

  const onSubmit = async (values: BookingFormValues): Promise<boolean> => {
    if (!selection.start || !selection.end) return false;
    try {
      const answer = await mutation.mutateAsync({
        boatId: boat.id,
        boatName: boat.name,
        customerName: values.customerName,
        customerEmail: values.customerEmail,
        customerPhone: values.customerPhone,
        startDate: selection.start,
        endDate: selection.end,
        totalPrice: quote.data ? Number(quote.data.total) : 0,
        notes: values.message ?? '',
        // Every mail about the request is in the page's language (docs/languages.md#the-requests-language);
        // an Italian page sends the body it always sent, Italian being the server's default.
        ...(lang === 'it' ? {} : { language: lang }),
      });
      toast({
        title: t('booking.sent.toast'),
        // The server's message is Italian: an English page says its own.
        description: (lang === 'it' && answer?.message) || t('booking.sent.toastText'),
        variant: 'success',
      });
      setSent({
        boatName: boat.name,
        startDate: selection.start,
        endDate: selection.end,
        totalPrice: answer.totalPrice,
        holdUntil: answer.holdUntil,
        holdsDays: answer.holdsDays,
      });
      setSelection(EMPTY_SELECTION);
      setFormOpen(false);
      return true;
    } catch (error) {
      toast({
        title: t('booking.failed.title'),
        description:
          lang === 'it' ? errorMessage(error, t('booking.failed.text')) : await englishErrorText(error, t('booking.failed.text')),
        variant: 'destructive',
      });
      return false;
    }
  };

  const choosing = selection.choosing;
  return (
    <Box as="section" ref={cardRef} aria-labelledby="booking-card-title" id="prenota">
      <Title id="booking-card-title">{t('booking.card.title')}</Title>
      <Lead>
        {t('booking.card.lead')} <Limit>{t('booking.card.limit', { max: MAX_RENTAL_DAYS })}</Limit>
      </Lead>
      <Fields>
        <DateField
          ref={startField}
          label={t('booking.field.start')}
          value={selection.start}
          expanded={choosing === 'start'}
          onActivate={() => openField('start')}
        />
        <DateField
          ref={endField}
          label={t('booking.field.end')}
          value={selection.end}
          expanded={choosing === 'end'}
          unavailable={!selection.start}
          onActivate={() => openField('end')}
          onFocus={() => {
            if (!selection.start) explainEndFirst();
          }}
        />
      </Fields>

      {choosing && (
        <MonthCalendar
          heading={choosing === 'start' ? t('booking.calendar.chooseStart') : t('booking.calendar.chooseEnd')}
          initialDay={(choosing === 'end' ? (selection.end ?? selection.start) : selection.start) ?? today}
          start={selection.start}
          end={selection.end}
          isDisabled={(iso) =>
            isDayDisabled(iso, { today, firstBookable, blocked, choosing, start: selection.start, end: selection.end, lastDay })
          }
          isBlocked={(iso) => booked.has(iso)}
          isHeld={(iso) => held.has(iso)}
          onPick={(iso) => {
            if (iso >= today && lastDay !== undefined && isPastLastOffered(iso, lastDay)) {
              const description = lastDay ? t('booking.dates.pricedUntil', { date: words.longDate(lastDay) }) : t('booking.dates.noPrices');
              toast({ title: t('booking.dates.unavailableTitle'), description, variant: 'destructive' });
              return;
            }
            if (iso >= today && held.has(iso) && !booked.has(iso)) {
              toast({
                title: t('booking.dates.heldTitle'),
                description: t('booking.dates.held', { boat: boat.name, date: words.longDate(iso) }),
                variant: 'destructive',
              });
              return;
            }
            if (iso >= today && blocked.has(iso)) {
              toast({
                title: t('booking.dates.unavailableTitle'),
                description: t('booking.dates.taken', { boat: boat.name, date: words.longDate(iso) }),
                variant: 'destructive',
              });
              return;
            }
            dispatch({ type: 'pick', date: iso }, 'end');
          }}
          onClose={closeCalendar}
        />
      )}

      {availabilityState && <AvailabilityNote state={availabilityState} boatName={boat.name} onRetry={() => void availability.refetch()} />}
      {availabilityState === 'unavailable' && (
        <AlternativesPanel
          loading={alternatives.isPending || alternatives.isFetching}
          boats={alternatives.data}
          failed={alternatives.isError}
        />
      )}

      {sent && <RequestSent request={sent} />}

      {showSummary && <PriceSummary quote={quote.data} boatDeposit={boat.deposit} />}
      {completeRange && available === true && quote.isError && <QuoteError role="status">{t('booking.quoteFailed')}</QuoteError>}

      {!formOpen && (
        <BookNow type="button" $variant="accent" $size="lg" $block onClick={onBookNow}>
          {t('booking.bookNow.button')}
        </BookNow>
      )}
      {formOpen && (
        <Suspense fallback={null}>
          <BookingRequestForm sending={mutation.isPending} onCancel={() => setFormOpen(false)} onSubmit={onSubmit} />
        </Suspense>
      )}
      {!formOpen && <Reassure>{t('booking.reassure')}</Reassure>}
    </Box>
  );
}

const Box = styled(Card)`
  padding: 22px;
  border-top: 4px solid ${({ theme }) => theme.colors.sun};
`;
/**
 * A refused request on an English page: the English text of the answer's code (docs/errors.md),
 * from the error catalogue, loaded only then; `fallback` when the answer has no code it knows.
 */
async function englishErrorText(error: unknown, fallback: string): Promise<string> {
  if (!(error instanceof ApiError)) return fallback;
  try {
    const body = JSON.parse(error.bodyText) as { code?: unknown; params?: unknown };
    const { isErrorCode, errorText } = await import('@nbp/contracts/errors-en');
    if (!isErrorCode(body.code)) return fallback;
    const params = body.params && typeof body.params === 'object' ? (body.params as Record<string, string>) : {};
    return errorText(body.code, 'en', params);
  } catch {
    return fallback;
  }
}

const Limit = styled.span`
  white-space: nowrap;
  font-weight: 600;
`;
const Title = styled.h2`
  font-size: 1.35rem;
  margin-bottom: 4px;
`;
const Lead = styled.p`
  margin: 0 0 14px;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.muted};
`;
/**
 * Side by side where each field has room for a whole date ('28 set 2027' beside the icon); on the
 * narrowest phones one above the other, so the year is never cut.
 */
const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 10px;
`;
const BookNow = styled(Button)`
  margin-top: 16px;
  letter-spacing: 0.06em;
`;
const Reassure = styled.p`
  margin: 10px 0 0;
  font-size: 0.82rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
const QuoteError = styled.p`
  margin: 12px 0 0;
  font-size: 0.88rem;
  color: #92400e;
`;
