import type { Boat, BoatSummary, Extra, ExtraCategory } from '@nbp/contracts/http/catalogue';
import type { BoatRow, ExtraRow } from '../data/entities.ts';

export function toBoat(row: BoatRow): Boat {
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

export function toBoatSummary(row: BoatRow): BoatSummary {
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
    description: row.description,
    isActive: row.isActive,
  };
}

export function toExtra(row: ExtraRow): Extra {
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? null,
    price: row.price,
    unit: row.unit,
    category: row.category as ExtraCategory,
    isActive: row.isActive,
  };
}
