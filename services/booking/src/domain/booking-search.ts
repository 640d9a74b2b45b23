/**
 * Finding a booking by its customer (docs/back-office.md#finding-a-booking). Customer fields are
 * sealed at rest, so the database cannot compare them: the service opens them and matches here.
 */

/** Lower case, accents off ("Nicolò" → "nicolo"), runs of spaces as one. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Only the digits: "+39 333 123 4567" and "333-123" compare as "393331234567" and "333123". */
export function digitsOf(value: string): string {
  return value.replace(/\D+/g, '');
}

export interface CustomerFields {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
}

/**
 * Whether a customer answers to `q`: a part of the name or e-mail (case and accents aside), or, when
 * `q` has digits, those digits inside the phone's digits (spaces, dashes and "+" do not count).
 */
export function customerMatches(q: string, customer: CustomerFields): boolean {
  const text = foldText(q);
  if (text === '') return true;
  if (foldText(customer.customerName).includes(text) || foldText(customer.customerEmail).includes(text)) return true;
  const digits = digitsOf(q);
  // A phone search is digits with at most separators: "333 12", "+39 333"; letters make it a name.
  const phoneLike = digits !== '' && /^[\d\s+\-./()]+$/.test(q.trim());
  return phoneLike && digitsOf(customer.customerPhone).includes(digits);
}
