import { Suspense, type RefObject } from 'react';
import styled from 'styled-components';
import { todayInRome } from '@nbp/contracts/days';
import { Card } from '../../../components/ui/card.tsx';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { useT } from '../../../i18n/i18n.tsx';
import { useBookingWindow } from '../api/get-booking-window.ts';
import { EMPTY_SELECTION, type DateSelection, type DateTarget } from '../logic/date-selection.ts';
import { firstBookableDay, MAX_RENTAL_DAYS } from '../logic/bookable-range.ts';
import { DateField } from './date-field.tsx';
import { NoScriptRequest } from './no-script-request.tsx';
import { preloadAlternatives, RangeOutcome } from './range-outcome.tsx';
import { preloadSummary, RequestArea, useRequestStep } from './request-area.tsx';
import { useDateSelection } from './use-date-selection.ts';
import { usePresetRange } from './use-preset-range.ts';
import { useRangeCheck, type BookableBoat } from './use-range-check.ts';
import { useTakenDays } from './use-taken-days.ts';
import { mutedText } from '../../../components/ui/styles.ts';

// What the card shows only once the visitor acts is code of its own (docs/server-rendering.md#code-on-intent):
// the calendar comes when the visitor reaches for the dates.
const { Component: BookingCalendar, preload: preloadCalendar } = lazyPart(() =>
  import('./booking-calendar.tsx').then((module) => module.BookingCalendar),
);

const preloadDateParts = () => void Promise.all([preloadCalendar(), preloadSummary(), preloadAlternatives()]);

/** The two date fields, side by side; reaching for them fetches the calendar's code. */
function DateFields({
  selection,
  startRef,
  endRef,
  onField,
  onEndFocus,
}: {
  selection: DateSelection;
  startRef: RefObject<HTMLButtonElement | null>;
  endRef: RefObject<HTMLButtonElement | null>;
  onField: (target: DateTarget) => void;
  onEndFocus: () => void;
}) {
  const t = useT();
  return (
    // Without JavaScript these fields give way to the plain form's (docs/public-pages.md#forms-without-javascript).
    <Fields data-needs-js="" onPointerEnter={preloadDateParts} onFocus={preloadDateParts}>
      <DateField
        ref={startRef}
        label={t('booking.field.start')}
        value={selection.start}
        expanded={selection.choosing === 'start'}
        onActivate={() => onField('start')}
      />
      <DateField
        ref={endRef}
        label={t('booking.field.end')}
        value={selection.end}
        expanded={selection.choosing === 'end'}
        unavailable={!selection.start}
        onActivate={() => onField('end')}
        onFocus={onEndFocus}
      />
    </Fields>
  );
}

/**
 * The booking card of the boat page: dates, availability, price and the booking request (docs/product/booking-rules.md,
 * docs/booking-card.md).
 */
export function BookingCard({ boat }: { boat: BookableBoat }) {
  const t = useT();
  const today = todayInRome();
  // Today only until the same-day cut-off hour (the booking service's setting, 9 until it answers):
  // later, tomorrow is the first day offered and priced.
  const cutoffHour = useBookingWindow().data?.sameDayCutoffHour;
  const firstBookable = firstBookableDay(undefined, cutoffHour);
  const days = useTakenDays(boat.id);
  const { selection, setSelection, dispatch, closeCalendar, openField, explainEndFirst, startField, endField, cardRef } = useDateSelection(
    today,
    { firstBookable, cutoffHour, blocked: days.blocked },
  );
  usePresetRange(days, { today, firstBookable }, setSelection);
  const check = useRangeCheck(boat, selection, firstBookable);
  const step = useRequestStep(check, () => setSelection(EMPTY_SELECTION));

  const onField = (target: DateTarget) => {
    // A new request begins: the confirmation of the last one gives way.
    step.forgetSent();
    openField(target);
  };

  const choosing = selection.choosing;
  return (
    <Box as="section" ref={cardRef} aria-labelledby="booking-card-title" id="prenota">
      <Title id="booking-card-title">{t('booking.card.title')}</Title>
      <Lead>
        {t('booking.card.lead')} <Limit>{t('booking.card.limit', { max: MAX_RENTAL_DAYS })}</Limit>
      </Lead>
      <DateFields
        selection={selection}
        startRef={startField}
        endRef={endField}
        onField={onField}
        onEndFocus={() => {
          if (!selection.start) explainEndFirst();
        }}
      />
      <NoScriptRequest boat={boat} firstBookable={firstBookable} />

      {choosing && (
        <Suspense fallback={null}>
          <BookingCalendar
            boatName={boat.name}
            selection={{ ...selection, choosing }}
            today={today}
            firstBookable={firstBookable}
            days={days}
            onPick={(iso) => dispatch({ type: 'pick', date: iso }, 'end')}
            onClose={closeCalendar}
          />
        </Suspense>
      )}

      <RangeOutcome check={check} boatName={boat.name} />

      <RequestArea
        boat={boat}
        check={check}
        step={step}
        days={selection.start && selection.end ? { start: selection.start, end: selection.end } : null}
      />
    </Box>
  );
}

const Box = styled(Card)`
  padding: 22px;
  border-top: 4px solid ${({ theme }) => theme.colors.sun};
`;
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
  ${mutedText('0.92rem')}
`;
/**
 * Side by side where each field has room for a whole date ('28 set 2027' beside the icon); on the
 * narrowest phones one above the other, so the year is never cut.
 */
/**
 * Side by side when both fit with their whole words, one above the other when not: each field's
 * basis is its own content ('Choose a date' is longer than 'Scegli data'; docs/public-pages.md).
 */
const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  > * {
    flex: 1 1 max-content;
  }
`;
