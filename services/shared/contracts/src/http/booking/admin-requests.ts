import { z } from 'zod';
import { says } from '../../errors.ts';
import { positiveId } from '../../common.ts';
import { customerSearch } from './admin-bookings.ts';

/**
 * The states the requests tab filters by (docs/back-office.md#richieste-email): a request not
 * archived is listed under its status; an archived one, whatever its status, under 'archived'.
 */
export const REQUEST_STATES = ['pending', 'confirmed', 'declined', 'expired', 'cancelled', 'archived'] as const;
export const requestState = z.enum(REQUEST_STATES, says('request_state_invalid'));
export type RequestState = z.infer<typeof requestState>;
export const REQUEST_STATE_LABELS: Record<RequestState, string> = {
  pending: 'In attesa',
  confirmed: 'Confermate',
  declined: 'Rifiutate',
  expired: 'Scadute',
  cancelled: 'Annullate',
  archived: 'Archiviate',
};

/** `expiry`: the hold that lapses first on top; `created`: the newest request on top. */
export const requestSort = z.enum(['expiry', 'created'], says('request_sort_invalid'));
export type RequestSort = z.infer<typeof requestSort>;
/** Pending requests are worked through by their expiry; every other list shows the newest first. */
export const defaultRequestSort = (state: RequestState | undefined): RequestSort => (state === 'pending' ? 'expiry' : 'created');

/** Requests per page of the tab: the bookings list's page (docs/back-office.md#finding-a-booking). */
export const REQUESTS_PAGE_SIZE = 20;

const page = z
  .string(says('page_invalid'))
  .regex(/^\d{1,6}$/, says('page_invalid'))
  .transform(Number)
  .pipe(z.number().int().min(1, says('page_invalid')));

/**
 * GET /api/admin/email-requests: `state` one list of the tab (none: every request); `q` a part of
 * the customer's name, e-mail or phone; `page` a page of `REQUESTS_PAGE_SIZE` (none: all);
 * `sort` as above (default by state). `aroundId` (a request to show): the list of that request's
 * state, the search dropped, the page holding it. The answer stays an array; the headers say how
 * many match (`X-Total-Count`), where the page starts (`X-Page-Offset`) and which state was listed
 * (`X-Request-State`, for `aroundId`).
 */
export const adminRequestQuery = z.object({
  state: requestState.optional(),
  q: customerSearch.optional(),
  page: page.optional(),
  sort: requestSort.optional(),
  aroundId: positiveId.optional(),
});
export type AdminRequestQuery = z.input<typeof adminRequestQuery>;

/** The header naming the state listed: the one asked, or the shown request's. */
export const REQUEST_STATE_HEADER = 'X-Request-State';
