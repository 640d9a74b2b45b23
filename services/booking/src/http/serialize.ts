import type { Booking, CalendarBooking, BookingRequest, RequestStatus } from '@nbp/contracts/http/booking';
import { mailSkipReason, type MailSkipReason } from '@nbp/contracts/events/notification';
import type { BookingRow, BookingRequestRow } from '../data/entities.ts';
import { cellsOf, type Pii } from '../data/pii.ts';
import { requestLanguage } from '../domain/language.ts';

export function toCalendarBooking(row: Pick<BookingRow, 'startDate' | 'endDate' | 'status'>): CalendarBooking {
  return { startDate: row.startDate, endDate: row.endDate, status: row.status };
}

/** An admin's booking, customer fields opened; boat is null when the catalogue no longer has it (the list shows N/A). */
export function toBooking(row: BookingRow, pii: Pii, boat: { id: number; name: string } | null): Booking {
  return {
    id: row.id,
    boatId: row.boatId,
    ...pii.openContact(row, 'bookings'),
    startDate: row.startDate,
    endDate: row.endDate,
    selectedExtras: row.selectedExtras,
    totalPrice: row.totalPrice,
    status: row.status,
    notes: pii.openNullable(row.notesEncrypted, cellsOf('bookings', row.id)('notes_encrypted')),
    createdAt: row.createdAt.toISOString(),
    boat: boat ? { id: boat.id, name: boat.name } : null,
  };
}

export function toBookingRequest(row: BookingRequestRow, pii: Pii): BookingRequest {
  return {
    id: row.id,
    status: row.status as RequestStatus,
    holdUntil: row.holdUntil.toISOString(),
    holdsDays: row.holdsDays,
    bookingId: row.bookingId ?? null,
    declineReason: row.declineReason ?? null,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    boatId: row.boatId,
    boatName: row.boatName,
    ...pii.openContact(row, 'booking_requests'),
    startDate: row.startDate,
    endDate: row.endDate,
    totalPrice: row.totalPrice,
    notes: pii.openNullable(row.notesEncrypted, cellsOf('booking_requests', row.id)('notes_encrypted')),
    emailStatus: row.emailStatus,
    adminEmailSent: row.adminEmailSent,
    customerEmailSent: row.customerEmailSent,
    customerEmailSkipReason: skipReason(row.customerEmailSkipReason),
    isArchived: row.isArchived,
    archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    language: requestLanguage(row),
  };
}

/** A stored skip reason as the contract names it; anything else (none, or unknown) is null. */
function skipReason(value: string | null | undefined): MailSkipReason | null {
  const parsed = mailSkipReason.safeParse(value);
  return parsed.success ? parsed.data : null;
}
