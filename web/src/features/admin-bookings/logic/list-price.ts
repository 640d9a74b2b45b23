/** Boat and days of a booking dialog, as one value: a change of any of them is a change of the rental. */
export const rentalKey = ({ boatId, startDate, endDate }: { boatId: string; startDate: string; endDate: string }) =>
  `${boatId}|${startDate}|${endDate}`;

/**
 * Whether the dialog's total follows the list price (docs/back-office.md#forms): never once the admin
 * typed a price in this dialog; otherwise as soon as the boat or the days changed, or from the start
 * when the dialog opened with no price (a new booking's '0'). A price the request or the stored
 * booking brought stays until the boat or the days change.
 */
export function followsList({ typed, moved, initialPrice }: { typed: boolean; moved: boolean; initialPrice: string }): boolean {
  if (typed) return false;
  return moved || ['', '0'].includes(initialPrice.trim());
}
