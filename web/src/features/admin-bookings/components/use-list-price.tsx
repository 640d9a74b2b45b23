import { useEffect, useState, type ReactNode } from 'react';
import { useBookingQuote } from '../api/get-quote.ts';
import { followsList, rentalKey } from '../logic/list-price.ts';
import { listPriceHint } from './list-price-hint.tsx';

interface Rental {
  boatId: string;
  startDate: string;
  endDate: string;
  totalPrice: string;
}

/**
 * The price of a booking dialog follows the list (docs/back-office.md#forms): once the boat or the
 * days differ from those the dialog opened with (or when it opened with no price), the total becomes
 * the pricing quote's list price for the boat and days shown, unless the admin typed a price in this
 * dialog. A price brought by the request or the stored booking is not a typed one. Under the field,
 * the list price and 'Ricalcola' when the total differs from it.
 */
export function useListPrice({
  values,
  initial,
  setPrice,
  busy,
}: {
  values: Rental;
  initial: Rental;
  setPrice: (price: string) => void;
  busy: boolean;
}): { priceTyped: boolean; onPriceTyped: () => void; priceHint: ReactNode } {
  const [priceTyped, setPriceTyped] = useState(false);
  const [moved, setMoved] = useState(false);
  const changed = moved || rentalKey(values) !== rentalKey(initial);
  useEffect(() => {
    if (changed) setMoved(true);
  }, [changed]);
  const quote = useBookingQuote(values.boatId, values.startDate, values.endDate);
  const listPrice = quote.data?.total;
  const follows = followsList({ typed: priceTyped, moved: changed, initialPrice: initial.totalPrice });

  useEffect(() => {
    if (listPrice !== undefined && follows) setPrice(listPrice);
  }, [listPrice, follows, setPrice]);

  const recalculate = () => {
    if (listPrice === undefined) return;
    setPriceTyped(false);
    setMoved(true);
    setPrice(listPrice);
  };
  return {
    priceTyped,
    onPriceTyped: () => setPriceTyped(true),
    priceHint: listPriceHint({ quote, typed: values.totalPrice, onRecalculate: recalculate, disabled: busy }),
  };
}
