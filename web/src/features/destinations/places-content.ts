/**
 * The words of the destinations page's places and itineraries, one file per language
 * (places/<lang>.json, docs/languages.md#the-pages): every place and itinerary of data.ts must be
 * described in every language, or this does not compile. Places keep their own (Italian) names in
 * every language; what is said about them is translated.
 */
import type { Lang } from '../../i18n/lang.ts';
import type { GulfPlaceId, IslandId, ItineraryId } from './data.ts';
import it from './places/it.json';
import en from './places/en.json';

export interface PlaceText {
  summary: string;
  points: string[];
}

export interface ItineraryText {
  title: string;
  boats: string;
  stops: string[];
  note: string;
}

export interface PlacesContent {
  islands: Record<IslandId, PlaceText>;
  gulf: Record<GulfPlaceId, PlaceText>;
  itineraries: Record<ItineraryId, ItineraryText>;
}

export const PLACES_CONTENT: Record<Lang, PlacesContent> = { it, en };
