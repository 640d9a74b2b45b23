import type { EntityManager } from '@mikro-orm/postgresql';
import type { BoatTranslation } from '@nbp/contracts/http/catalogue';
import { BoatEntity, ExtraEntity, type BoatRow } from './entities.ts';
import { SEED_BOATS, SEED_BOATS_EN, SEED_EXTRAS, SEED_EXTRAS_EN } from './seed-data.ts';

/** The English columns of a boat from a seeded translation. */
const englishColumns = (en: BoatTranslation | undefined) => ({
  descriptionEn: en?.description ?? null,
  detailedDescriptionEn: en?.detailedDescription ?? null,
  featuresEn: en?.features ?? null,
  comfortFeaturesEn: en?.comfortFeatures ?? null,
  navigationFeaturesEn: en?.navigationFeatures ?? null,
  safetyFeaturesEn: en?.safetyFeatures ?? null,
  includedItemsEn: en?.includedItems ?? null,
  excludedItemsEn: en?.excludedItems ?? null,
});

/** No English text at all: a boat seeded before the English texts existed. */
const untranslated = (row: BoatRow) =>
  [
    row.descriptionEn,
    row.detailedDescriptionEn,
    row.featuresEn,
    row.comfortFeaturesEn,
    row.navigationFeaturesEn,
    row.safetyFeaturesEn,
    row.includedItemsEn,
    row.excludedItemsEn,
  ].every((value) => value == null);

/**
 * Inserts the boats and extras that are missing, with their English texts; never overwrites what an
 * administrator edited. A boat or extra seeded before the English texts existed gets them only while
 * it has none and (a boat) its content was never saved from the editor, so a seeded English text
 * always says what the Italian one beside it says (docs/languages.md#boat-content).
 */
export async function seed(em: EntityManager): Promise<{ boats: number; extras: number; translated: number }> {
  let boats = 0;
  let extras = 0;
  let translated = 0;
  await em.transactional(async (tx) => {
    for (const boat of SEED_BOATS) {
      const row = await tx.findOne(BoatEntity, { id: boat.id });
      if (!row) {
        tx.create(BoatEntity, { ...boat, ...englishColumns(SEED_BOATS_EN[boat.id]), contentUpdatedAt: null });
        boats++;
      } else if (row.contentUpdatedAt === null && untranslated(row) && SEED_BOATS_EN[boat.id]) {
        tx.assign(row, englishColumns(SEED_BOATS_EN[boat.id]));
        translated++;
      }
    }
    for (const extra of SEED_EXTRAS) {
      const en = SEED_EXTRAS_EN[extra.id];
      const row = await tx.findOne(ExtraEntity, { id: extra.id });
      if (!row) {
        tx.create(ExtraEntity, { ...extra, isActive: true, nameEn: en?.name ?? null, descriptionEn: en?.description ?? null });
        extras++;
      } else if (
        en &&
        row.nameEn == null &&
        row.descriptionEn == null &&
        row.name === extra.name &&
        row.description === extra.description
      ) {
        tx.assign(row, { nameEn: en.name, descriptionEn: en.description });
        translated++;
      }
    }
    await tx.flush();
    // Rows with explicit ids leave the serial behind; move it past them.
    await tx.execute(`select setval(pg_get_serial_sequence('catalogue.boats', 'id'), greatest((select max(id) from catalogue.boats), 1))`);
    await tx.execute(
      `select setval(pg_get_serial_sequence('catalogue.extras', 'id'), greatest((select max(id) from catalogue.extras), 1))`,
    );
  });
  return { boats, extras, translated };
}
