import { errorText } from './errors.ts';

/**
 * Italian texts that both a server answer and a screen show; as docs/product/texts.md lists them.
 * The refusals' words are the catalogue's (docs/languages.md#the-catalogue).
 */
export const MESSAGES = {
  bookingName: errorText('name_too_short', 'it'),
  bookingEmail: errorText('email_enter_valid', 'it'),
  bookingPhone: errorText('phone_enter_valid', 'it'),
  formName: errorText('name_required', 'it'),
  formEmail: errorText('email_invalid', 'it'),
  formPhone: errorText('phone_required', 'it'),
  contactMessage: errorText('message_too_short', 'it'),
  pastDate: errorText('date_in_past', 'it'),
  endInPast: errorText('end_date_in_past', 'it'),
  endBeforeStart: errorText('end_before_start', 'it'),
  passwordRequired: errorText('fields_required', 'it'),
  passwordLength: errorText('password_too_short', 'it'),
  passwordMismatch: errorText('password_mismatch', 'it'),
  passwordSame: errorText('password_unchanged', 'it'),
  passwordComplexity: errorText('password_not_complex', 'it'),
  bookingRequestOk: 'Ti contatteremo a breve per confermare la disponibilità.',
  boatNotAvailable: errorText('boat_unavailable', 'it'),
  bookingOverlap: errorText('booking_overlap', 'it'),
  tooManyRequests: errorText('rate_limited', 'it'),
  tooManyLogins: errorText('login_rate_limited', 'it'),
  invalidCredentials: errorText('credentials_invalid', 'it'),
  unauthenticated: errorText('unauthenticated', 'it'),
  forbidden: errorText('forbidden', 'it'),
  notFound: errorText('not_found', 'it'),
  invalidBody: errorText('invalid_input', 'it'),
  serverError: errorText('internal', 'it'),
  bodyTooLarge: errorText('payload_too_large', 'it'),
  crossSite: errorText('cross_site', 'it'),
} as const;

/** The symbols a new password must contain one of (docs/product/texts.md#password). */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

/** Today's rentals start in the morning: after the cut-off hour today can no longer be asked for. */
export const sameDayClosedMessage = (cutoffHour: number): string =>
  errorText('same_day_closed', 'it', { hour: String(cutoffHour).padStart(2, '0') });
