/**
 * Every mail the product sends: one module per mail under templates/, with the shared layout and
 * words beside them. Subject, HTML and plain text; whatever a visitor typed is escaped in the HTML
 * bodies and flattened to one line in subjects. The customer's mails are in the language of their
 * request, the office's always in Italian (docs/languages.md).
 */
export * from './templates/types.ts';
export { CALENDAR_FILENAME, CALENDAR_FILENAME_EN } from './templates/words.ts';
export { boatLink, customerLink } from './templates/layout.ts';
export { officeBookingMail, OFFICE_NOT_HELD } from './templates/office-booking.ts';
export { customerBookingMail } from './templates/customer-booking.ts';
export { customerConfirmedMail } from './templates/customer-confirmed.ts';
export { customerDeclinedMail } from './templates/customer-declined.ts';
export { customerExpiredMail } from './templates/customer-expired.ts';
export { customerCancelledMail } from './templates/customer-cancelled.ts';
export { officeCancelledMail } from './templates/office-cancelled.ts';
export { officeReminderMail } from './templates/office-reminder.ts';
export { officeExpiredMail } from './templates/office-expired.ts';
export { customerBookingChangedMail, customerBookingCancelledMail } from './templates/customer-booking-changed.ts';
export { officeContactMail } from './templates/office-contact.ts';
export { officeCalendarConflictMail } from './templates/office-calendar-conflict.ts';
export { officeStaleFeedMail } from './templates/office-stale-feed.ts';
export { officeHoardingAlarmMail } from './templates/office-hoarding-alarm.ts';
