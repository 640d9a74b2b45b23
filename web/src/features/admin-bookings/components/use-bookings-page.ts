import { useEffect, useState } from 'react';
import { DEFAULT_FILTERS, PAGE_SIZE, useAdminBookings, type BookingFilters as Filters } from '../api/get-admin-bookings.ts';
import { pageCount } from '../logic/quick-range.ts';

/** The list as it was, less what could hide `shownId`: sort kept, filters cleared, the server to find its page. */
const showing = (current: Filters, shownId: number): Filters => ({
  ...DEFAULT_FILTERS,
  sortBy: current.sortBy,
  order: current.order,
  aroundId: shownId,
});

/**
 * The page of bookings the Prenotazioni tab shows: its filters, the answer, how many pages; and a
 * booking to show (`shownId`) brought in, on whatever page it is, scrolled to and focused
 * (docs/back-office.md#showing-a-booking-on-its-page).
 */
export function useBookingsPage(shownId: number | null) {
  const [filters, setFilters] = useState<Filters>(() => (shownId === null ? DEFAULT_FILTERS : showing(DEFAULT_FILTERS, shownId)));
  const bookings = useAdminBookings(filters);
  const items = bookings.data?.items;
  const total = bookings.data?.total ?? 0;
  const pages = pageCount(total, PAGE_SIZE);
  // A page emptied by deletions (or by a search answered elsewhere) falls back to the last one.
  useEffect(() => {
    if (bookings.data && filters.page > pages) setFilters((current) => ({ ...current, page: pages }));
  }, [bookings.data, filters.page, pages]);
  // A booking to show: search and ranges could hide it, so they go; the server picks its page.
  useEffect(() => {
    if (shownId !== null) setFilters((current) => (current.aroundId === shownId ? current : showing(current, shownId)));
  }, [shownId]);
  // The page the server chose becomes the page shown: paging and refreshes then go on from there.
  const chosenOffset = filters.aroundId !== null && !bookings.isPlaceholderData ? bookings.data?.offset : undefined;
  useEffect(() => {
    if (chosenOffset === undefined) return;
    setFilters((current) => ({ ...current, page: Math.floor((chosenOffset ?? 0) / PAGE_SIZE) + 1, aroundId: null }));
  }, [chosenOffset]);
  useEffect(() => {
    if (shownId === null || !items?.some((booking) => booking.id === shownId)) return;
    const item = document.getElementById(`booking-${shownId}`);
    item?.scrollIntoView?.({ block: 'center' });
    item?.focus({ preventScroll: true });
  }, [shownId, items]);
  /** Another page: it stops following a booking shown. */
  const goTo = (page: number) => setFilters({ ...filters, page, aroundId: null });
  return { filters, setFilters, bookings, items, total, pages, goTo };
}
