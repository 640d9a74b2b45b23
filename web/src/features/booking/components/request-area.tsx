import { Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { useT } from '../../../i18n/i18n.tsx';
import { SELECT_DATES_PROBLEM } from '../logic/date-selection.ts';
import type { SentRequestSummary } from './request-sent.tsx';
import type { BookableBoat, useRangeCheck } from './use-range-check.ts';

type RangeCheck = ReturnType<typeof useRangeCheck>;

// The price of the chosen days comes when the visitor reaches for the dates; the request form (the
// form library and zod, checking with the server's own schema) once the dates are chosen
// (docs/server-rendering.md#code-on-intent).
const { Component: PriceSummary, preload: preloadSummary } = lazyPart(() =>
  import('./price-summary.tsx').then((module) => module.PriceSummary),
);
export { preloadSummary };
const { Component: BookingRequest, preload: preloadRequest } = lazyPart(() =>
  import('./booking-request.tsx').then((module) => module.BookingRequest),
);
const { Component: RequestSent, preload: preloadSent } = lazyPart(() => import('./request-sent.tsx').then((module) => module.RequestSent));

/**
 * The request's steps in the card: the form open or not, and what was sent last (shown until a new
 * request is started). `clearDates` empties the dates once a request is sent.
 */
export function useRequestStep(check: RangeCheck, clearDates: () => void) {
  const [formOpen, setFormOpen] = useState(false);
  const [sent, setSent] = useState<SentRequestSummary | null>(null);

  // Dates chosen: fetch the form's code now, so 'PRENOTA ORA' opens it at once.
  useEffect(() => {
    if (check.completeRange) void Promise.all([preloadRequest(), preloadSent()]);
  }, [check.completeRange]);

  // The form belongs to the dates it was opened for: a change that makes them unusable hides it.
  useEffect(() => {
    if (!check.bookable) setFormOpen(false);
  }, [check.bookable]);

  return {
    formOpen,
    sent,
    open: () => setFormOpen(true),
    cancel: () => setFormOpen(false),
    forgetSent: () => setSent(null),
    onSent: (request: SentRequestSummary) => {
      setSent(request);
      clearDates();
      setFormOpen(false);
    },
  };
}

/**
 * Below the availability: the request sent last, the price of the chosen days, then 'PRENOTA ORA',
 * which opens the request form on a usable range and otherwise says with a toast what is missing.
 */
export function RequestArea({
  boat,
  check,
  step,
  days,
}: {
  boat: BookableBoat;
  check: RangeCheck;
  step: ReturnType<typeof useRequestStep>;
  /** Both chosen days, or null. */
  days: { start: string; end: string } | null;
}) {
  const { toast } = useToast();
  const t = useT();
  const { completeRange, available, quote } = check;

  const onBookNow = () => {
    if (check.bookable) return step.open();
    if (check.unchecked) {
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

  return (
    <>
      {step.sent && (
        <Suspense fallback={null}>
          <RequestSent request={step.sent} />
        </Suspense>
      )}
      {completeRange && available === true && quote.data !== undefined && (
        <Suspense fallback={null}>
          <PriceSummary quote={quote.data} boatDeposit={boat.deposit} />
        </Suspense>
      )}
      {completeRange && available === true && quote.isError && <QuoteError role="status">{t('booking.quoteFailed')}</QuoteError>}

      {step.formOpen && days ? (
        <Suspense fallback={null}>
          <BookingRequest
            boat={boat}
            days={days}
            totalPrice={quote.data ? Number(quote.data.total) : 0}
            onCancel={step.cancel}
            onSent={step.onSent}
          />
        </Suspense>
      ) : (
        <>
          <BookNow type="button" data-needs-js="" $variant="accent" $size="lg" $block onClick={onBookNow}>
            {t('booking.bookNow.button')}
          </BookNow>
          <Reassure>{t('booking.reassure')}</Reassure>
        </>
      )}
    </>
  );
}

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
