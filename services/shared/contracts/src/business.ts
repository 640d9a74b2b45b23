/**
 * The business facts shown in the header, footer, mails and structured data. The real ones are not
 * in the repository, so these defaults are clearly fictitious (docs/product/decisions.md#brand); a deployment
 * overrides them through `businessFromEnv`.
 */
export const BUSINESS = {
  name: 'Alacaluf Charter',
  tagline: 'La tua rotta, la nostra barca',
  phone: '+39 0941 000 000',
  /** The office answers the chat app on its phone number: one number for both. */
  whatsapp: '+39 0941 000 000',
  email: 'info@alacaluf-charter.example',
  address: 'Via Papa Pio XII, 98066 Patti (ME)',
  street: 'Via Papa Pio XII',
  postalCode: '98066',
  city: 'Patti',
  province: 'ME',
  businessHours: '9:00 - 18:00',
  openingHoursStructured: 'Mo-Su 08:00-20:00',
  priceRange: '€€',
  geo: { latitude: 38.1386, longitude: 14.9646 },
  socialMedia: { instagram: '@alacaluf.charter', facebook: 'alacaluf.charter' },
  legalForm: 'S.r.l.',
  vatNumber: 'IT00000000000',
  since: 2025,
  boardingPoint: 'Patti (ME)',
  /**
   * The rental's day at the boat, on Patti's clock: boarding between checkIn and checkInUntil on the
   * first day, back by checkOut on the last (the where-we-are page, the customer's private page).
   */
  checkIn: '09:00',
  checkInUntil: '10:00',
  checkOut: '18:00',
  defaultDeposit: '500.00',
} as const;

export type Business = {
  -readonly [K in keyof typeof BUSINESS]: (typeof BUSINESS)[K] extends object
    ? { -readonly [P in keyof (typeof BUSINESS)[K]]: (typeof BUSINESS)[K][P] extends number ? number : string }
    : (typeof BUSINESS)[K] extends number
      ? number
      : string;
};

/** The constant with the contact fields a deployment may set: BUSINESS_PHONE (also the chat number), BUSINESS_EMAIL, ... */
export function businessFromEnv(env: Record<string, string | undefined>): Business {
  const pick = (key: string, fallback: string) => env[key]?.trim() || fallback;
  const phone = pick('BUSINESS_PHONE', BUSINESS.phone);
  return {
    ...BUSINESS,
    geo: { ...BUSINESS.geo },
    socialMedia: { ...BUSINESS.socialMedia },
    name: pick('BUSINESS_NAME', BUSINESS.name),
    phone,
    // No number of its own: a chat link on another number than the one visitors call confuses them.
    whatsapp: phone,
    email: pick('BUSINESS_EMAIL', BUSINESS.email),
    legalForm: pick('BUSINESS_LEGAL_FORM', BUSINESS.legalForm),
    vatNumber: pick('BUSINESS_VAT_NUMBER', BUSINESS.vatNumber),
  };
}
