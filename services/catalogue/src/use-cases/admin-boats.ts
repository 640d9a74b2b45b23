import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BOAT_TRANSLATABLE_FIELDS,
  type AdminBoatName,
  type BoatContentWithTranslations,
  type BoatTranslatableField,
} from '@nbp/contracts/http/catalogue';
import type { SessionClaims } from '@nbp/contracts/http/identity';
import { audit } from '../data/audit.ts';
import { notFound } from '@nbp/kit/errors';
import { BoatEntity, type BoatRow } from '../data/entities.ts';

/** What the content editor does: read every boat, active or not, and save a whole boat. */

type Admin = Pick<SessionClaims, 'sub'>;

/** Every boat, active or not, in id order. */
export function listAllBoats(em: EntityManager): Promise<BoatRow[]> {
  return em.find(BoatEntity, {}, { orderBy: { id: 'asc' } });
}

/** Every boat's name, state and terms only: the columns other services ask for, nothing else read. */
export async function listBoatNames(em: EntityManager): Promise<AdminBoatName[]> {
  const rows = await em.find(
    BoatEntity,
    {},
    { fields: ['id', 'name', 'isActive', 'deposit', 'checkInTime', 'checkOutTime'], orderBy: { id: 'asc' } },
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    isActive: row.isActive,
    deposit: row.deposit,
    checkInTime: row.checkInTime,
    checkOutTime: row.checkOutTime,
  }));
}

/** The column of the English version of a translatable field: description -> descriptionEn. */
const englishColumn = (field: BoatTranslatableField) => `${field}En` as const;

/**
 * The whole boat's content saved in one transaction with its audit entry, which names the fields
 * that really changed (an absent optional field and an empty one are the same); an English text is
 * named `en.<field>`. `translations.en` absent leaves the English texts as they are. `id` null (a
 * malformed path id) is a 404.
 */
export async function saveBoatContent(
  em: EntityManager,
  id: number | null,
  { translations, ...input }: BoatContentWithTranslations,
  admin: Admin,
): Promise<BoatRow> {
  return em.transactional(async (tx) => {
    const row = id ? await tx.findOne(BoatEntity, { id }) : null;
    if (!row) throw notFound('boat_not_found');
    const stored = (value: unknown) => JSON.stringify(value ?? null);
    const before = Object.fromEntries(Object.keys(input).map((key) => [key, stored(row[key as keyof BoatRow])]));
    const changed = Object.keys(input).filter((key) => before[key] !== stored(input[key as keyof typeof input]));
    if (translations?.en) {
      const en = translations.en;
      for (const field of BOAT_TRANSLATABLE_FIELDS) {
        if (stored(row[englishColumn(field)]) !== stored(en[field])) changed.push(`en.${field}`);
      }
      tx.assign(row, {
        descriptionEn: en.description,
        detailedDescriptionEn: en.detailedDescription,
        featuresEn: en.features,
        comfortFeaturesEn: en.comfortFeatures,
        navigationFeaturesEn: en.navigationFeatures,
        safetyFeaturesEn: en.safetyFeatures,
        includedItemsEn: en.includedItems,
        excludedItemsEn: en.excludedItems,
      });
    }
    tx.assign(row, { ...input, contentUpdatedAt: new Date() });
    audit(tx, admin.sub, 'boat.content.updated', ['boat', row.id], { name: row.name, changed });
    return row;
  });
}
