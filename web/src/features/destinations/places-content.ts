/**
 * The words of the destinations page's places and itineraries, one entry per language
 * (docs/languages.md#the-pages): every place and itinerary of data.ts must be described in every
 * language, or this does not compile. Places keep their own (Italian) names in every language; what
 * is said about them is translated.
 */
import type { Lang } from '../../i18n/lang.ts';
import type { GulfPlaceId, IslandId, ItineraryId } from './data.ts';

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

const it: PlacesContent = {
  islands: {
    vulcano: {
      summary: 'L’isola più vicina: fanghi termali, fumarole e il Gran Cratere che domina la baia.',
      points: ['Grotta del Cavallo', 'Piscina di Venere', 'Spiaggia delle Sabbie Nere', 'Acque calde delle fumarole'],
    },
    lipari: {
      summary: 'La più grande delle Eolie, con il borgo, il castello e le antiche cave di pomice.',
      points: ['Faraglioni di Pietralunga', 'Cave di pomice di Porticello', 'Castello e Museo Archeologico', 'Marina Corta'],
    },
    salina: {
      summary: 'L’isola verde delle vigne di Malvasia e dei capperi, con due vulcani gemelli.',
      points: ['Baia di Pollara', 'Lingua e il laghetto salato', 'Santa Marina Salina', 'Vigne di Malvasia'],
    },
    panarea: {
      summary: 'Piccola ed elegante, con isolotti e scogli perfetti per lo snorkeling.',
      points: ['Cala Junco', 'Isolotti di Basiluzzo e Lisca Bianca', 'Villaggio preistorico di Capo Milazzese', 'Fumarole sottomarine'],
    },
    filicudi: {
      summary: 'Selvaggia e silenziosa, con grotte e faraglioni tra i più belli dell’arcipelago.',
      points: ['Grotta del Bue Marino', 'Faraglione La Canna', 'Villaggio di Capo Graziano', 'Pecorini a Mare'],
    },
    alicudi: {
      summary: 'L’isola senza strade: scalinate di pietra lavica e fondali incontaminati.',
      points: ['Fondali di Bazzina', 'Scalinate di pietra lavica', 'Borgo di Alicudi Porto', 'Tramonti sul mare aperto'],
    },
    stromboli: {
      summary: 'Il vulcano sempre attivo: il suo cono si vede da Patti nelle giornate limpide.',
      points: ['Sciara del Fuoco', 'Strombolicchio', 'Borgo di Ginostra', 'Spiaggia nera di Ficogrande'],
    },
  },
  gulf: {
    pietra: {
      summary: 'Lo scoglio isolato davanti a Patti Marina: acqua limpida e fondale ricco di pesci.',
      points: ['Snorkeling', 'Bagno al largo', 'Pesci e ricci'],
    },
    mongiove: {
      summary: 'Grotte e insenature scavate nella roccia, raggiungibili solo dal mare.',
      points: ['Grotte marine', 'Calette riparate', 'Scogliera'],
    },
    marinello: {
      summary: 'La riserva naturale sotto il santuario di Tindari, con lagune e lingue di sabbia.',
      points: ['Riserva naturale', 'Spiaggia di sabbia', 'Vista sul santuario di Tindari'],
    },
    calava: {
      summary: 'Il promontorio verso Gioiosa Marea, con pareti a picco e acqua turchese.',
      points: ['Acqua turchese', 'Pareti rocciose', 'Piccole spiagge di ciottoli'],
    },
    tono: {
      summary: 'La spiaggia ampia verso Milazzo: la tappa più lontana del golfo.',
      points: ['Spiaggia ampia', 'Vista su Capo Milazzo', 'Sosta per il pranzo'],
    },
  },
  itineraries: {
    gulf: {
      title: 'Il golfo senza patente',
      boats: 'Eolo 6.40 EL Open (senza patente)',
      stops: ['Pietra in mezzo al mare', 'Grotte di Mongiove', 'Laghetti di Marinello sotto Tindari'],
      note: 'Navigazione breve e protetta, ideale per famiglie e per chi è alla prima esperienza.',
    },
    vulcano: {
      title: 'Vulcano in giornata',
      boats: 'Eolo 6.90 EL e Eolo 7.50 Day (con patente)',
      stops: ['Traversata verso Vulcano', 'Grotta del Cavallo e Piscina di Venere', 'Bagno alle Sabbie Nere'],
      note: 'Circa un’ora di navigazione per tratta con mare calmo.',
    },
    'lipari-salina': {
      title: 'Lipari e Salina',
      boats: 'Eolo 7.50 Day (con patente)',
      stops: ['Faraglioni di Pietralunga', 'Cave di pomice di Porticello', 'Lingua di Salina per il pranzo'],
      note: 'Una giornata piena: partenza presto e rientro entro le 18:00.',
    },
  },
};

const en: PlacesContent = {
  islands: {
    vulcano: {
      summary: 'The nearest island: thermal mud baths, fumaroles and the Gran Cratere towering over the bay.',
      points: [
        'Grotta del Cavallo sea cave',
        'Piscina di Venere natural pool',
        'Sabbie Nere black sand beach',
        'Warm waters of the fumaroles',
      ],
    },
    lipari: {
      summary: 'The largest of the Aeolian Islands, with its old town, its castle and the old pumice quarries.',
      points: ['Pietralunga sea stacks', 'Porticello pumice quarries', 'Castle and Archaeological Museum', 'Marina Corta harbour'],
    },
    salina: {
      summary: 'The green island of Malvasia vineyards and capers, with twin volcanoes.',
      points: ['Pollara bay', 'Lingua and its salt lagoon', 'Santa Marina Salina', 'Malvasia vineyards'],
    },
    panarea: {
      summary: 'Small and stylish, with islets and rocks that are perfect for snorkelling.',
      points: ['Cala Junco cove', 'Basiluzzo and Lisca Bianca islets', 'Prehistoric village of Capo Milazzese', 'Underwater fumaroles'],
    },
    filicudi: {
      summary: 'Wild and quiet, with some of the finest caves and sea stacks in the archipelago.',
      points: ['Grotta del Bue Marino sea cave', 'La Canna sea stack', 'Capo Graziano village', 'Pecorini a Mare'],
    },
    alicudi: {
      summary: 'The island without roads: lava stone stairways and unspoilt sea beds.',
      points: ['Bazzina sea beds', 'Lava stone stairways', 'Alicudi Porto village', 'Sunsets over the open sea'],
    },
    stromboli: {
      summary: 'The ever-active volcano: on a clear day you can see its cone from Patti.',
      points: ['Sciara del Fuoco', 'Strombolicchio', 'Ginostra village', 'Ficogrande black beach'],
    },
  },
  gulf: {
    pietra: {
      summary:
        'A lone rock off Patti Marina (its name means “the stone in the middle of the sea”): clear water and a sea bed full of fish.',
      points: ['Snorkelling', 'A swim offshore', 'Fish and sea urchins'],
    },
    mongiove: {
      summary: 'Caves and inlets carved into the rock, reachable only from the sea.',
      points: ['Sea caves', 'Sheltered coves', 'Cliffs'],
    },
    marinello: {
      summary: 'The nature reserve below the sanctuary of Tindari, with lagoons and spits of sand.',
      points: ['Nature reserve', 'Sandy beach', 'View of the sanctuary of Tindari'],
    },
    calava: {
      summary: 'The headland towards Gioiosa Marea, with sheer cliffs and turquoise water.',
      points: ['Turquoise water', 'Rock faces', 'Small pebble beaches'],
    },
    tono: {
      summary: 'The wide beach towards Milazzo: the furthest stop in the gulf.',
      points: ['Wide beach', 'View of Capo Milazzo', 'A stop for lunch'],
    },
  },
  itineraries: {
    gulf: {
      title: 'The gulf, no licence needed',
      boats: 'Eolo 6.40 EL Open (no licence needed)',
      stops: ['Pietra in mezzo al mare', 'Grotte di Mongiove', 'Laghetti di Marinello below Tindari'],
      note: 'Short, sheltered trips, ideal for families and first-timers.',
    },
    vulcano: {
      title: 'Vulcano in a day',
      boats: 'Eolo 6.90 EL and Eolo 7.50 Day (licence required)',
      stops: ['Crossing to Vulcano', 'Grotta del Cavallo and Piscina di Venere', 'A swim at the Sabbie Nere'],
      note: 'About an hour at sea each way in calm conditions.',
    },
    'lipari-salina': {
      title: 'Lipari and Salina',
      boats: 'Eolo 7.50 Day (licence required)',
      stops: ['Pietralunga sea stacks', 'Porticello pumice quarries', 'Lunch at Lingua, on Salina'],
      note: 'A full day out: leave early and be back by 18:00.',
    },
  },
};

export const PLACES_CONTENT: Record<Lang, PlacesContent> = { it, en };
