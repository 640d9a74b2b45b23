/**
 * The static destinations and the places of the destinations page (docs/product/screens.md#destinations).
 * What does not depend on the language lives here (ids, pictures, distances, the places' own names);
 * the words are in the catalogues (the two destinations, shown on Home too) and in places-content.ts
 * (the places and the itineraries, only on the destinations page), see docs/languages.md#the-pages.
 */
import type { MessageId } from '../../i18n/i18n.tsx';

export type DestinationId = 'eolie' | 'golfo-patti';

export interface Destination {
  id: DestinationId;
  image: string;
  /** Catalogue keys of its name, description, distance and highlights. */
  name: MessageId;
  description: MessageId;
  distance: MessageId;
  highlights: MessageId[];
}

export const DESTINATIONS: Destination[] = [
  {
    id: 'eolie',
    image: '/images/destinations/eolie.svg',
    name: 'destinations.eolie.name',
    description: 'destinations.eolie.description',
    distance: 'destinations.eolie.distance',
    highlights: [
      'destinations.eolie.highlight.islands',
      'destinations.eolie.highlight.water',
      'destinations.eolie.highlight.unesco',
      'destinations.eolie.highlight.caves',
    ],
  },
  {
    id: 'golfo-patti',
    image: '/images/destinations/golfo-patti.svg',
    name: 'destinations.gulf.name',
    description: 'destinations.gulf.description',
    distance: 'destinations.gulf.distance',
    highlights: [
      'destinations.gulf.highlight.rock',
      'destinations.gulf.highlight.caves',
      'destinations.gulf.highlight.marinello',
      'destinations.gulf.highlight.tono',
    ],
  },
];

export type IslandId = 'vulcano' | 'lipari' | 'salina' | 'panarea' | 'filicudi' | 'alicudi' | 'stromboli';
export type GulfPlaceId = 'pietra' | 'mongiove' | 'marinello' | 'calava' | 'tono';
export type ItineraryId = 'gulf' | 'vulcano' | 'lipari-salina';

export interface Place<Id extends string = string> {
  id: Id;
  /** Its own name, the same in every language. */
  name: string;
  /** Nautical miles from the port of Patti, approximate. */
  miles: number;
}

export const ISLANDS: Place<IslandId>[] = [
  { id: 'vulcano', name: 'Vulcano', miles: 15 },
  { id: 'lipari', name: 'Lipari', miles: 23 },
  { id: 'salina', name: 'Salina', miles: 27 },
  { id: 'panarea', name: 'Panarea', miles: 35 },
  { id: 'filicudi', name: 'Filicudi', miles: 40 },
  { id: 'alicudi', name: 'Alicudi', miles: 45 },
  { id: 'stromboli', name: 'Stromboli', miles: 45 },
];

export const GULF_PLACES: Place<GulfPlaceId>[] = [
  { id: 'pietra', name: 'Pietra in mezzo al mare', miles: 1 },
  { id: 'mongiove', name: 'Grotte di Mongiove', miles: 3 },
  { id: 'marinello', name: 'Laghetti di Marinello', miles: 6 },
  { id: 'calava', name: 'Capo Calavà', miles: 6 },
  { id: 'tono', name: 'Punto del Tono (Milazzo)', miles: 15 },
];

export const ITINERARY_ORDER: readonly ItineraryId[] = ['gulf', 'vulcano', 'lipari-salina'];
