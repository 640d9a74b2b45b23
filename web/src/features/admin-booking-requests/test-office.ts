import { REQUESTS_PAGE_SIZE, type Booking, type BookingRequest } from '@nbp/contracts/http/booking';
import { fakeServer, type Answer, type FakeServer, type RefusalStatus, type RouteRequest } from '../../test/render.tsx';

const stateOf = (request: BookingRequest) => (request.isArchived ? 'archived' : request.status);

/** GET /api/admin/email-requests as the booking service answers it: one state, searched by name, paged, with its headers. */
export function listAnswer(current: BookingRequest[], query: URLSearchParams): Answer<BookingRequest[]> {
  const shown = current.find((request) => String(request.id) === query.get('aroundId'));
  const state = shown ? stateOf(shown) : (query.get('state') ?? 'pending');
  const q = shown ? '' : (query.get('q') ?? '').toLowerCase();
  const matching = current
    .filter((request) => stateOf(request) === state && request.customerName.toLowerCase().includes(q))
    .sort((a, b) => (state === 'pending' ? a.holdUntil.localeCompare(b.holdUntil) : b.createdAt.localeCompare(a.createdAt)));
  const index = shown ? matching.indexOf(shown) : -1;
  const offset =
    index >= 0 ? Math.floor(index / REQUESTS_PAGE_SIZE) * REQUESTS_PAGE_SIZE : (Number(query.get('page') ?? 1) - 1) * REQUESTS_PAGE_SIZE;
  return {
    body: matching.slice(offset, offset + REQUESTS_PAGE_SIZE),
    headers: { 'X-Total-Count': String(matching.length), 'X-Page-Offset': String(offset), 'X-Request-State': state },
  };
}

/** The requests as the server holds them; confirm, decline and archive change them, as the service would. */
export function office(list: BookingRequest[], refuse?: { status: RefusalStatus; message: string }): FakeServer {
  let current = list;
  const change = (id: number, fields: Partial<BookingRequest>) => {
    current = current.map((request) => (request.id === id ? { ...request, ...fields } : request));
    return current.find((request) => request.id === id);
  };
  const refusal = refuse && { status: refuse.status, body: { error: 'NOT_PENDING', message: refuse.message } };
  const decide = (decision: 'confirm' | 'decline', { params, body }: RouteRequest) => {
    const reason = (body as { reason?: string | null }).reason ?? null;
    return change(
      Number(params.id),
      decision === 'confirm' ? { status: 'confirmed', bookingId: 77 } : { status: 'declined', declineReason: reason },
    );
  };
  const archived = { isArchived: true, archivedAt: '2027-06-10T10:00:00Z' };
  return fakeServer({
    'GET /api/admin/email-requests': ({ query }) => listAnswer(current, query),
    // Conferma answers the booking the request became.
    'POST /api/admin/email-requests/:id/confirm': (request) => {
      if (refusal) return refusal;
      const decided = decide('confirm', request);
      return decided && { body: bookingOf(decided) };
    },
    'POST /api/admin/email-requests/:id/decline': (request) => {
      if (refusal) return refusal;
      const decided = decide('decline', request);
      return decided && { body: decided };
    },
    'POST /api/admin/email-requests/:id/archive': ({ params }) => {
      const saved = change(Number(params.id), archived);
      return saved && { body: saved };
    },
    'POST /api/admin/email-requests/archive': ({ body }) => ({
      body: (body as { ids: number[] }).ids.flatMap((id) => change(id, archived) ?? []),
    }),
  });
}

/** The booking a confirmed request became, as the service answers it. */
const bookingOf = (request: BookingRequest): Booking => ({
  id: request.bookingId ?? 0,
  boatId: request.boatId,
  customerName: request.customerName,
  customerEmail: request.customerEmail,
  customerPhone: request.customerPhone,
  startDate: request.startDate,
  endDate: request.endDate,
  selectedExtras: [],
  totalPrice: request.totalPrice,
  status: 'confirmed',
  notes: null,
  createdAt: request.createdAt,
  boat: { id: request.boatId, name: request.boatName },
});
