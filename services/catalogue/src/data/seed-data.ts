import type { BoatContent, BoatTranslation, ExtraCategory } from '@nbp/contracts/http/catalogue';
import { SEED_BOAT_NAMES } from '@nbp/contracts/fleet';
import boat1 from './seed/boat-1.json' with { type: 'json' };
import boat2 from './seed/boat-2.json' with { type: 'json' };
import boat3 from './seed/boat-3.json' with { type: 'json' };
import boat4 from './seed/boat-4.json' with { type: 'json' };
import extras from './seed/extras.json' with { type: 'json' };
import standardLists from './seed/standard-lists.json' with { type: 'json' };

/**
 * The seeded catalogue's texts live as data, one file per boat under ./seed/ (its Italian content and
 * its English translation); the safety kit, what is included and what is not are the same on every
 * boat (standard-lists.json), and the names come from the fleet's one list in the contracts.
 */

type ListFields = 'safetyFeatures' | 'includedItems' | 'excludedItems';
interface SeedBoatFile {
  id: number;
  it: Omit<BoatContent, 'name' | ListFields>;
  en: Omit<BoatTranslation, ListFields>;
}
type SeedExtra = { id: number; name: string; description: string; price: string; unit: string; category: ExtraCategory };

const BOAT_FILES = [boat1, boat2, boat3, boat4] as SeedBoatFile[];
const LISTS = standardLists as { it: Pick<BoatContent, ListFields>; en: Pick<BoatTranslation, ListFields> };
const EXTRAS = extras as (SeedExtra & { en: { name: string; description: string } })[];

/** The four boats of the navigation (docs/product/screens.md#navigation), with the licence rules of docs/product/decisions.md#brand. */
export const SEED_BOATS: (BoatContent & { id: number })[] = BOAT_FILES.map((boat, index) => ({
  id: boat.id,
  name: SEED_BOAT_NAMES[index]!,
  ...boat.it,
  ...LISTS.it,
}));

export const SEED_EXTRAS: SeedExtra[] = EXTRAS.map(({ en: _en, ...extra }) => extra);

/**
 * The English texts of the four boats (docs/languages.md#boat-content), by boat id: what the English
 * site shows out of the box. The seed writes them only on a boat no administrator has edited yet.
 */
export const SEED_BOATS_EN: Record<number, BoatTranslation> = Object.fromEntries(
  BOAT_FILES.map((boat) => [boat.id, { ...boat.en, ...LISTS.en }]),
);

/** The English name and description of each seeded extra, by extra id. */
export const SEED_EXTRAS_EN: Record<number, { name: string; description: string }> = Object.fromEntries(
  EXTRAS.map((extra) => [extra.id, extra.en]),
);
