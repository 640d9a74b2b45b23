import { z } from 'zod';
import { adminBoatName, boatSummary } from '@nbp/contracts/http/catalogue';
import { notFound } from '@nbp/kit/errors';
import { upstream, type CallContext } from '@nbp/kit/upstream';

const fleetBoat = boatSummary.pick({
  id: true,
  name: true,
  model: true,
  baseModel: true,
  length: true,
  maxPersons: true,
  motorPower: true,
  requiresLicense: true,
  isActive: true,
});
export type FleetBoat = z.infer<typeof fleetBoat>;
/** A boat's name, and the terms a confirmation mail quotes when the catalogue gives them. */
const boatName = adminBoatName.partial({ deposit: true, checkInTime: true, checkOutTime: true });
export type BoatName = z.infer<typeof boatName>;

/** The catalogue as booking needs it: the fleet, one boat, and every boat's name for the admin list. */
export interface CatalogueClient {
  /** The public fleet (active boats only). */
  activeBoats(call: CallContext): Promise<FleetBoat[]>;
  /** One active boat; 404 with the catalogue's text when it is unknown or deactivated. */
  activeBoat(id: number, call: CallContext): Promise<BoatName>;
  /** Every boat, active or not, read with the administrator's own credentials. */
  allBoats(call: CallContext): Promise<BoatName[]>;
}

export function catalogueClient(baseUrl: string, options: { namesTtlMs?: number } = {}): CatalogueClient {
  const catalogue = upstream({ baseUrl, down: 'unavailable_catalogue' });
  // The names list, shared by every administrator's call for namesTtlMs (docs/back-office.md#planning):
  // the planning and the lists are polled every 5 s by each open back office. Only a success is
  // kept; calls arriving while one is on its way share it.
  const ttl = options.namesTtlMs ?? 0;
  let names: { at: number; list: Promise<BoatName[]> } | undefined;
  return {
    async activeBoats(call) {
      const answer = await catalogue.get('/api/boats', z.array(fleetBoat), call);
      if (!answer.ok) throw catalogue.down();
      return answer.body.filter((b) => b.isActive);
    },
    async activeBoat(id, call) {
      const answer = await catalogue.get(`/api/boats/${id}`, boatName, call);
      if (!answer.ok) throw answer.status === 404 ? notFound('boat_not_found') : catalogue.down();
      if (!answer.body.isActive) throw notFound('boat_not_found');
      return answer.body;
    },
    async allBoats(call) {
      const fetchNames = async () => {
        const answer = await catalogue.get('/api/admin/boats?view=names', z.array(boatName), call);
        if (!answer.ok) throw catalogue.down();
        return answer.body;
      };
      if (ttl === 0) return fetchNames();
      if (!names || performance.now() - names.at >= ttl) {
        const entry = { at: performance.now(), list: fetchNames() };
        names = entry;
        entry.list.catch(() => {
          if (names === entry) names = undefined;
        });
      }
      return names.list;
    },
  };
}
