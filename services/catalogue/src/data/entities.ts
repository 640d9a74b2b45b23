import { defineEntity, p } from '@mikro-orm/core';

/** boats (docs/product/screens.md#boat). List fields are JSON arrays; money and multipliers are decimals read as strings. */
export const BoatEntity = defineEntity({
  name: 'Boat',
  tableName: 'boats',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(120),
    model: p.string().length(120),
    baseModel: p.string().length(120),
    length: p.string().length(40),
    width: p.string().length(40).nullable(),
    maxPersons: p.integer(),
    motorPower: p.string().length(40),
    requiresLicense: p.boolean().default(true),
    licenseRequired: p.boolean().default(true),
    description: p.text(),
    detailedDescription: p.text().nullable(),
    features: p.json<string[]>().default('[]'),
    comfortFeatures: p.json<string[]>().default('[]'),
    navigationFeatures: p.json<string[]>().default('[]'),
    safetyFeatures: p.json<string[]>().default('[]'),
    priceMultiplier: p.decimal().precision(3).scale(2).default('1.00'),
    imageUrl: p.string().length(500),
    galleryImages: p.json<string[]>().default('[]'),
    isActive: p.boolean().default(true),
    year: p.integer().default(2024),
    fuelTankCapacity: p.string().length(40).nullable(),
    waterTankCapacity: p.string().length(40).nullable(),
    checkInTime: p.string().length(5).default('9:00'),
    checkOutTime: p.string().length(5).default('18:00'),
    fuelIncluded: p.boolean().default(false),
    weatherRefund: p.boolean().default(false),
    deposit: p.decimal().precision(10).scale(2).default('500.00'),
    includedItems: p.json<string[]>().default('[]'),
    excludedItems: p.json<string[]>().default('[]'),
    contentUpdatedAt: p.datetime().nullable(),
    // The English texts (docs/languages.md#boat-content): null where not translated, read as the Italian one.
    descriptionEn: p.text().nullable(),
    detailedDescriptionEn: p.text().nullable(),
    featuresEn: p.json<string[]>().nullable(),
    comfortFeaturesEn: p.json<string[]>().nullable(),
    navigationFeaturesEn: p.json<string[]>().nullable(),
    safetyFeaturesEn: p.json<string[]>().nullable(),
    includedItemsEn: p.json<string[]>().nullable(),
    excludedItemsEn: p.json<string[]>().nullable(),
  },
});
export type BoatRow = InstanceType<typeof BoatEntity.class>;

/** extras: optional services and equipment, priced per unit. */
export const ExtraEntity = defineEntity({
  name: 'Extra',
  tableName: 'extras',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(120),
    description: p.text().nullable(),
    price: p.decimal().precision(10).scale(2),
    unit: p.string().length(40),
    category: p.string().length(20),
    isActive: p.boolean().default(true),
    // English name and description (docs/languages.md#boat-content): null where not translated.
    nameEn: p.string().length(120).nullable(),
    descriptionEn: p.text().nullable(),
  },
  checks: [{ name: 'extras_category_check', expression: "category in ('skipper', 'attrezzature', 'servizi', 'assicurazione')" }],
});
export type ExtraRow = InstanceType<typeof ExtraEntity.class>;

export const entities = [BoatEntity, ExtraEntity];
