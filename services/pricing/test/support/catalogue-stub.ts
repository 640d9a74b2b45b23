import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Boat } from '@nbp/contracts/http/catalogue';

/** A boat as GET /api/boats/:id answers it (the catalogue's Boat contract). */
export function stubBoat(id: number, terms: Partial<Boat> = {}): Boat {
  return {
    id,
    name: `Barca di prova ${id}`,
    model: 'Eolo 6.40 EL Open',
    baseModel: 'Eolo 6.40',
    length: '6.40 mt',
    width: null,
    maxPersons: 6,
    motorPower: '40 CV',
    requiresLicense: false,
    licenseRequired: false,
    description: 'Barca di prova',
    detailedDescription: null,
    features: [],
    comfortFeatures: [],
    navigationFeatures: [],
    safetyFeatures: [],
    priceMultiplier: '1.00',
    imageUrl: '/images/boats/prova.svg',
    galleryImages: [],
    isActive: true,
    year: 2024,
    fuelTankCapacity: null,
    waterTankCapacity: null,
    checkInTime: '9:00',
    checkOutTime: '18:00',
    fuelIncluded: false,
    weatherRefund: false,
    deposit: '500.00',
    includedItems: [],
    excludedItems: [],
    contentUpdatedAt: null,
    ...terms,
  };
}

/**
 * A stand-in for the catalogue service on 127.0.0.1:0 answering its documented GET /api/boats/:id:
 * the boat, or 404 JSON like the catalogue for an unknown or inactive one.
 */
export async function startCatalogueStub(boats: Boat[]) {
  const requestIds: string[] = [];
  const server = http.createServer((req, res) => {
    const match = /^\/api\/boats\/(\d+)$/.exec(req.url ?? '');
    const found = match ? boats.find((boat) => boat.id === Number(match[1]) && boat.isActive) : undefined;
    const requestId = req.headers['x-request-id'];
    if (typeof requestId === 'string') requestIds.push(requestId);
    res.setHeader('content-type', 'application/json');
    res.statusCode = found ? 200 : 404;
    res.end(JSON.stringify(found ?? { error: 'not_found', message: 'Barca non trovata' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requestIds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
