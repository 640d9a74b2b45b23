import type { Booking, CalendarBooking, BookingRequest, RequestStatus } from '@nbp/contracts/http/booking';
import { mailSkipReason, type MailSkipReason } from '@nbp/contracts/events/notification';
import type { BookingRow, BookingRequestRow } from '../data/entities.ts';
import type { Pii, SealedCell, SealedColumn } from '../data/pii.ts';
import { requestLanguage } from '../domain/language.ts';

export function toCalendarBooking(row: Pick<BookingRow, 'startDate' | 'endDate' | 'status'>): CalendarBooking {
  return { startDate: row.startDate, endDate: row.endDate, status: row.status };
}

/** An admin's booking, customer fields opened; boat is null when the catalogue no longer has it (the list shows N/A). */
export function toBooking(row: BookingRow, pii: Pii, boat: { id: number; name: string } | null): Booking {
  const where = (column: SealedColumn): SealedCell => ({ table: 'bookings', id: row.id, column });
  return {
    id: row.id,
    boatId: row.boatId,
    customerName: pii.open(row.customerNameEncrypted, where('customer_name_encrypted')),
    customerEmail: pii.open(row.customerEmailEncrypted, where('customer_email_encrypted')),
    customerPhone: pii.open(row.customerPhoneEncrypted, where('customer_phone_encrypted')),
    startDate: row.startDate,
    endDate: row.endDate,
    selectedExtras: row.selectedExtras,
    totalPrice: row.totalPrice,
    status: row.status,
    notes: pii.openNullable(row.notesEncrypted, where('notes_encrypted')),
    createdAt: row.createdAt.toISOString(),
    boat: boat ? { id: boat.id, name: boat.name } : null,
  };
}

export function toBookingRequest(row: BookingRequestRow, pii: Pii): BookingRequest {
  const where = (column: SealedColumn): SealedCell => ({ table: 'booking_requests', id: row.id, column });
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
    customerName: pii.open(row.customerNameEncrypted, where('customer_name_encrypted')),
    customerEmail: pii.open(row.customerEmailEncrypted, where('customer_email_encrypted')),
    customerPhone: pii.open(row.customerPhoneEncrypted, where('customer_phone_encrypted')),
    startDate: row.startDate,
    endDate: row.endDate,
    totalPrice: row.totalPrice,
    notes: pii.openNullable(row.notesEncrypted, where('notes_encrypted')),
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
