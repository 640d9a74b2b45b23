/**
 * The catalogue's answers as the public pages read them (docs/web.md#answers-checked): the contracts'
 * `boat` and `boatSummary`, except that a figure the page can do without may be missing (null, or
 * not there), as docs/public-pages.md says: a missing year reads as the schema's default year, a
 * missing length, engine or capacity as no value, which the page leaves out. Anything else that
 * differs from the contract makes the answer invalid.
 *
 * Imported only when the browser asks the catalogue itself (lib/api-client.ts, AnswerContract):
 * zod is not in a page's first JavaScript.
 */
import { z } from 'zod';
import { boat, boatSummary } from '@nbp/contracts/http/catalogue';
import { BOAT_YEAR_DEFAULT } from './defaults.ts';

/** No text: '' (the page leaves it out, boats/logic/boat-display.ts shownValue). */
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
/** No number: NaN (left out the same way). */
const optionalCount = z
  .number()
  .int()
  .nullish()
  .transform((value) => value ?? Number.NaN);
const optionalList = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? []);

export const boatAnswer = boat.extend({
  year: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? BOAT_YEAR_DEFAULT),
  length: optionalText,
  motorPower: optionalText,
  maxPersons: optionalCount,
  features: optionalList,
  comfortFeatures: optionalList,
  navigationFeatures: optionalList,
  safetyFeatures: optionalList,
  includedItems: optionalList,
  excludedItems: optionalList,
});

export const fleetAnswer = boatSummary.extend({ length: optionalText, motorPower: optionalText, maxPersons: optionalCount }).array();
