import type { Booking, BookingRequest } from '@nbp/contracts/http/booking';
import type { Boat } from '@nbp/contracts/http/catalogue';
import type { Quote } from '@nbp/contracts/http/pricing';

/** A whole boat as GET /api/boats/:id gives it; a test names only the fields it looks at. */
export const aBoat = (fields: Partial<Boat> = {}): Boat => ({
  id: 1,
  name: 'Eolo 6.40',
  model: 'Eolo 6.40 EL Open',
  baseModel: 'Eolo 6.40',
  length: '6.40 m',
  width: null,
  maxPersons: 6,
  motorPower: '40 HP',
  requiresLicense: false,
  licenseRequired: false,
  description: 'Una barca.',
  detailedDescription: null,
  features: [],
  comfortFeatures: [],
  navigationFeatures: [],
  safetyFeatures: [],
  priceMultiplier: '1.00',
  imageUrl: '/images/boat.jpg',
  galleryImages: [],
  isActive: true,
  year: 2024,
  fuelTankCapacity: null,
  waterTankCapacity: null,
  checkInTime: '09:00',
  checkOutTime: '18:00',
  fuelIncluded: false,
  weatherRefund: true,
  deposit: '500.00',
  includedItems: [],
  excludedItems: [],
  contentUpdatedAt: null,
  ...fields,
});

/** A booking as the admin API gives it. */
export const aBooking = (fields: Partial<Booking> = {}): Booking => ({
  id: 1,
  boatId: 1,
  customerName: 'Maria Rossi',
  customerEmail: 'maria@example.com',
  customerPhone: '+39 333 123 4567',
  startDate: '2027-07-10',
  endDate: '2027-07-12',
  selectedExtras: [],
  totalPrice: '450.00',
  status: 'confirmed',
  notes: null,
  createdAt: '2027-06-01T10:00:00Z',
  boat: { id: 1, name: 'Eolo 6.40' },
  ...fields,
});

/** A request as GET /api/admin/email-requests gives it: pending, both mails sent. */
export const aBookingRequest = (fields: Partial<BookingRequest> = {}): BookingRequest => ({
  id: 1,
  status: 'pending',
  holdUntil: '2027-06-10T15:20:30Z',
  holdsDays: true,
  bookingId: null,
  declineReason: null,
  decidedAt: null,
  boatId: 1,
  boatName: 'Eolo 6.40',
  customerName: 'Anna Bianchi',
  customerEmail: 'anna@example.com',
  customerPhone: '3331234567',
  startDate: '2027-07-01',
  endDate: '2027-07-02',
  totalPrice: '300.00',
  notes: null,
  emailStatus: 'sent',
  adminEmailSent: true,
  customerEmailSent: true,
  customerEmailSkipReason: null,
  isArchived: false,
  archivedAt: null,
  createdAt: '2027-06-10T09:00:00Z',
  ...fields,
});

/** A quote of GET /api/pricing/boat/:boatId/:startDate/:endDate, one price a day. */
export const aQuote = (fields: Partial<Quote> & Pick<Quote, 'boatId' | 'startDate' | 'endDate' | 'days' | 'total'>): Quote => ({
  rate: fields.days > 1 ? 'multiDay' : 'oneDay',
  breakdown: [],
  deposit: '500.00',
  currency: 'EUR',
  ...fields,
});
