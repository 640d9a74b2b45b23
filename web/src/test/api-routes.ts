import type { z } from 'zod';
import type {
  AlternativeBoat,
  availabilityAnswer,
  Booking,
  BookingClash,
  BookingRequest,
  BookingRequestAnswer,
  BookingWindow,
  CalendarBooking,
  ClosedDays,
  CustomerNames,
  CustomerRequestView,
  HarbourToday,
  HeldRange,
  ModelAvailability,
  Planning,
} from '@nbp/contracts/http/booking';
import type { BoatCalendars, CalendarConflict, CalendarFeed } from '@nbp/contracts/http/calendars';
import type { AdminBoat, Boat, BoatSummary, Extra } from '@nbp/contracts/http/catalogue';
import type { Dashboard } from '@nbp/contracts/http/dashboard';
import type { ActivityLog, ActivityLogAdmin, CurrentUser, DebugInfo } from '@nbp/contracts/http/identity';
import type {
  BoatPrice,
  BoatPriceDeleted,
  BoatPricedUntil,
  PricingPeriod,
  PricingPeriodSaved,
  PublicBoatPrice,
  Quote,
} from '@nbp/contracts/http/pricing';

/**
 * Every call the site makes, as '<METHOD> <path>' (`:name` is one path segment), with the body its
 * successful answer carries by the contracts in @nbp/contracts/http. The component tests' fake
 * network (render.tsx) is typed by it: a fake answer the contract would not allow does not compile.
 * `unknown` marks an answer the site does not read.
 */
export interface ApiRoutes {
  'GET /api/boats': BoatSummary[];
  'GET /api/boats/:id': Boat;
  'GET /api/extras': Extra[];
  'GET /api/boat-pricing/:boatId': PublicBoatPrice[];
  'GET /api/pricing/boat/:boatId/priced-until': BoatPricedUntil;
  'GET /api/pricing/boat/:boatId/:startDate/:endDate': Quote;
  'GET /api/unavailable-dates': string[];
  'GET /api/bookings': CalendarBooking[];
  'GET /api/bookings/held': HeldRange[];
  'GET /api/simple-boat-availability': z.infer<typeof availabilityAnswer>;
  'GET /api/availability': ModelAvailability[];
  'GET /api/all-boats-availability': AlternativeBoat[];
  'GET /api/email-bookings/window': BookingWindow;
  'POST /api/email-bookings': BookingRequestAnswer;
  'GET /api/email-bookings/by-token/:token': CustomerRequestView;
  'POST /api/email-bookings/by-token/:token/cancel': CustomerRequestView;
  /** The notification service's answer (services/notification/src/http/contact.ts); the form does not read it. */
  'POST /api/send-contact-email': { message: string };
  'GET /api/auth/user': CurrentUser;
  'GET /api/auth/debug': DebugInfo;
  'POST /api/login/local': unknown;
  'GET /api/admin/dashboard': Dashboard;
  'GET /api/admin/boats': AdminBoat[];
  'PUT /api/admin/boats/:id': AdminBoat;
  'GET /api/admin/bookings': Booking[];
  'POST /api/admin/bookings': Booking;
  'PATCH /api/admin/bookings/:id': Booking;
  'DELETE /api/admin/bookings/:id': unknown;
  'GET /api/admin/bookings/customer-names': CustomerNames;
  'GET /api/admin/bookings/clash': BookingClash;
  'GET /api/admin/email-requests': BookingRequest[];
  'POST /api/admin/email-requests/archive': BookingRequest[];
  'POST /api/admin/email-requests/:id/archive': BookingRequest;
  'POST /api/admin/email-requests/:id/unarchive': BookingRequest;
  'POST /api/admin/email-requests/:id/confirm': Booking;
  'POST /api/admin/email-requests/:id/decline': BookingRequest;
  'GET /api/admin/pricing-periods': PricingPeriod[];
  'POST /api/admin/pricing-periods': PricingPeriodSaved;
  'PATCH /api/admin/pricing-periods/:id': PricingPeriodSaved;
  'DELETE /api/admin/pricing-periods/:id': unknown;
  'GET /api/admin/boat-pricing': BoatPrice[];
  'POST /api/admin/boat-pricing': BoatPrice;
  'PATCH /api/admin/boat-pricing/:id': BoatPrice;
  'DELETE /api/admin/boat-pricing/:id': BoatPriceDeleted;
  'GET /api/admin/planning': Planning;
  'GET /api/admin/planning/today': HarbourToday;
  'POST /api/admin/blocked-days': ClosedDays;
  'DELETE /api/admin/blocked-days/:id': unknown;
  'GET /api/admin/calendars': BoatCalendars[];
  'GET /api/admin/calendars/conflicts': CalendarConflict[];
  'POST /api/admin/calendars/:boatId/feeds': CalendarFeed;
  'POST /api/admin/calendars/:boatId/rotate': BoatCalendars;
  'POST /api/admin/calendars/feeds/:id/refresh': CalendarFeed;
  'PATCH /api/admin/calendars/feeds/:id': CalendarFeed;
  'DELETE /api/admin/calendars/feeds/:id': unknown;
  'GET /api/admin/activity-logs': ActivityLog[];
  'GET /api/admin/activity-logs/admins': ActivityLogAdmin[];
  'POST /api/admin/change-password': unknown;
}

export type ApiRoute = keyof ApiRoutes;
