import { useEffect, useState } from 'react';
import { REQUESTS_PAGE_SIZE } from '@nbp/contracts/http/booking';
import { DEFAULT_REQUEST_FILTERS, useBookingRequests, type RequestFilters } from '../api/get-booking-requests.ts';

/** The to-do list, less the search, asking the server for the state and page holding `shownId`. */
const showing = (shownId: number): RequestFilters => ({ ...DEFAULT_REQUEST_FILTERS, aroundId: shownId });

/**
 * The page of requests the tab shows: its filters (state, search, page), the answer, how many pages;
 * a request to show (`shownId`: a hold of the planning, an address, an alarm) brings its state's list
 * and page, as a booking shown does (docs/back-office.md#richieste-email).
 */
export function useRequestsPage(shownId: number | null) {
  const [filters, setFilters] = useState<RequestFilters>(() => (shownId === null ? DEFAULT_REQUEST_FILTERS : showing(shownId)));
  const requests = useBookingRequests(filters);
  const data = requests.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / REQUESTS_PAGE_SIZE));
  // A page emptied by archives or answers falls back to the last one.
  useEffect(() => {
    if (data && !requests.isPlaceholderData && filters.page > pages) setFilters((current) => ({ ...current, page: pages }));
  }, [data, requests.isPlaceholderData, filters.page, pages]);
  useEffect(() => {
    if (shownId !== null) setFilters((current) => (current.aroundId === shownId ? current : showing(shownId)));
  }, [shownId]);
  // The state and page the server chose become the list shown; paging and refreshes go on from there.
  const chosen = filters.aroundId !== null && !requests.isPlaceholderData ? data : undefined;
  useEffect(() => {
    if (!chosen) return;
    const page = Math.floor(chosen.offset / REQUESTS_PAGE_SIZE) + 1;
    setFilters((current) => ({ ...current, state: chosen.state, page, aroundId: null }));
  }, [chosen]);
  return { filters, setFilters, requests, items: data?.items, total: data?.total ?? 0, pages };
}
