// The booking service's HTTP contracts, one file per subject under ./booking/; this module keeps the
// one import path `@nbp/contracts/http/booking` for the services, the gateway and the web.
export * from './booking/requests.ts';
export * from './booking/admin-bookings.ts';
export * from './booking/admin-requests.ts';
export * from './booking/availability.ts';
export * from './booking/planning.ts';
export * from './booking/closed-days.ts';
