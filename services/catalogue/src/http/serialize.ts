import type { AdminBoat, Boat, BoatSummary, BoatTranslation, Extra, ExtraCategory } from '@nbp/contracts/http/catalogue';
import { translated, type Language } from '@nbp/contracts/language';
import type { BoatRow, ExtraRow } from '../data/entities.ts';

/** The stored English texts of a boat, null where missing: what the content editor reads. */
export function englishOf(row: BoatRow): BoatTranslation {
  return {
    description: row.descriptionEn ?? null,
    detailedDescription: row.detailedDescriptionEn ?? null,
    features: row.featuresEn ?? null,
    comfortFeatures: row.comfortFeaturesEn ?? null,
    navigationFeatures: row.navigationFeaturesEn ?? null,
    safetyFeatures: row.safetyFeaturesEn ?? null,
    includedItems: row.includedItemsEn ?? null,
    excludedItems: row.excludedItemsEn ?? null,
  };
}

/** A boat in `lang`: the same fields, its texts in English where translated (Italian when `lang` is 'it'). */
export function toBoat(row: BoatRow, lang: Language = 'it'): Boat {
  const boat = toItalianBoat(row);
  if (lang === 'it') return boat;
  const english = englishOf(row);
  return {
    ...boat,
    description: translated(boat.description, english.description, lang),
    detailedDescription: translated(boat.detailedDescription, english.detailedDescription, lang),
    features: translated(boat.features, english.features, lang),
    comfortFeatures: translated(boat.comfortFeatures, english.comfortFeatures, lang),
    navigationFeatures: translated(boat.navigationFeatures, english.navigationFeatures, lang),
    safetyFeatures: translated(boat.safetyFeatures, english.safetyFeatures, lang),
    includedItems: translated(boat.includedItems, english.includedItems, lang),
    excludedItems: translated(boat.excludedItems, english.excludedItems, lang),
  };
}

/** The content editor's boat: the Italian boat and its English texts as stored. */
export function toAdminBoat(row: BoatRow): AdminBoat {
  return { ...toItalianBoat(row), translations: { en: englishOf(row) } };
}

function toItalianBoat(row: BoatRow): Boat {
  return {
    id: row.id,
    name: row.name,
    model: row.model,
    baseModel: row.baseModel,
    length: row.length,
    width: row.width ?? null,
    maxPersons: row.maxPersons,
    motorPower: row.motorPower,
    requiresLicense: row.requiresLicense,
    licenseRequired: row.licenseRequired,
    description: row.description,
    detailedDescription: row.detailedDescription ?? null,
    features: row.features,
    comfortFeatures: row.comfortFeatures,
    navigationFeatures: row.navigationFeatures,
    safetyFeatures: row.safetyFeatures,
    priceMultiplier: row.priceMultiplier,
    imageUrl: row.imageUrl,
    galleryImages: row.galleryImages,
    isActive: row.isActive,
    year: row.year,
    fuelTankCapacity: row.fuelTankCapacity ?? null,
    waterTankCapacity: row.waterTankCapacity ?? null,
    checkInTime: row.checkInTime,
    checkOutTime: row.checkOutTime,
    fuelIncluded: row.fuelIncluded,
    weatherRefund: row.weatherRefund,
    deposit: row.deposit,
    includedItems: row.includedItems,
    excludedItems: row.excludedItems,
    contentUpdatedAt: row.contentUpdatedAt ? row.contentUpdatedAt.toISOString() : null,
  };
}

export function toBoatSummary(row: BoatRow, lang: Language = 'it'): BoatSummary {
  return {
    id: row.id,
    name: row.name,
    model: row.model,
    baseModel: row.baseModel,
    imageUrl: row.imageUrl,
    maxPersons: row.maxPersons,
    length: row.length,
    motorPower: row.motorPower,
    requiresLicense: row.requiresLicense,
    description: translated(row.description, row.descriptionEn, lang),
    isActive: row.isActive,
  };
}

export function toExtra(row: ExtraRow, lang: Language = 'it'): Extra {
  return {
    id: row.id,
    name: translated(row.name, row.nameEn, lang),
    description: translated(row.description ?? null, row.descriptionEn, lang),
    price: row.price,
    unit: row.unit,
    category: row.category as ExtraCategory,
    isActive: row.isActive,
  };
}
