/** The static destinations and the places of the destinations page (docs/product/screens.md#destinations). */
export type DestinationId = 'eolie' | 'golfo-patti';

export interface Destination {
  id: DestinationId;
  name: string;
  description: string;
  image: string;
  distance: string;
  highlights: string[];
}

export const DESTINATIONS: Destination[] = [
  {
    id: 'eolie',
    name: 'Isole Eolie',
    description:
      'Sette isole vulcaniche nel mare cristallino davanti a Patti, Patrimonio dell’Umanità UNESCO dal 2000: crateri fumanti, spiagge nere, grotte marine e borghi bianchi da raggiungere in giornata.',
    image: '/images/destinations/eolie.svg',
    distance: '15-45 miglia',
    highlights: ['7 isole vulcaniche', 'Acque cristalline', 'Patrimonio UNESCO dal 2000', 'Grotte marine'],
  },
  {
    id: 'golfo-patti',
    name: 'Golfo di Patti',
    description:
      'Il mare di casa, a pochi minuti dal porto: uno scoglio in mezzo al mare a un miglio dalla costa, grotte marine, i laghetti di Marinello sotto Tindari e calette raggiungibili anche senza patente.',
    image: '/images/destinations/golfo-patti.svg',
    distance: '1-15 miglia',
    highlights: ['Scoglio a 1 miglio dalla costa', 'Grotte marine', 'Laghetti di Marinello', 'Fino a Punto del Tono, 15 miglia'],
  },
];

export interface Place {
  name: string;
  /** Nautical miles from the port of Patti, approximate. */
  miles: number;
  summary: string;
  points: string[];
}

export const ISLANDS: Place[] = [
  {
    name: 'Vulcano',
    miles: 15,
    summary: 'L’isola più vicina: fanghi termali, fumarole e il Gran Cratere che domina la baia.',
    points: ['Grotta del Cavallo', 'Piscina di Venere', 'Spiaggia delle Sabbie Nere', 'Acque calde delle fumarole'],
  },
  {
    name: 'Lipari',
    miles: 23,
    summary: 'La più grande delle Eolie, con il borgo, il castello e le antiche cave di pomice.',
    points: ['Faraglioni di Pietralunga', 'Cave di pomice di Porticello', 'Castello e Museo Archeologico', 'Marina Corta'],
  },
  {
    name: 'Salina',
    miles: 27,
    summary: 'L’isola verde delle vigne di Malvasia e dei capperi, con due vulcani gemelli.',
    points: ['Baia di Pollara', 'Lingua e il laghetto salato', 'Santa Marina Salina', 'Vigne di Malvasia'],
  },
  {
    name: 'Panarea',
    miles: 35,
    summary: 'Piccola ed elegante, con isolotti e scogli perfetti per lo snorkeling.',
    points: ['Cala Junco', 'Isolotti di Basiluzzo e Lisca Bianca', 'Villaggio preistorico di Capo Milazzese', 'Fumarole sottomarine'],
  },
  {
    name: 'Filicudi',
    miles: 40,
    summary: 'Selvaggia e silenziosa, con grotte e faraglioni tra i più belli dell’arcipelago.',
    points: ['Grotta del Bue Marino', 'Faraglione La Canna', 'Villaggio di Capo Graziano', 'Pecorini a Mare'],
  },
  {
    name: 'Alicudi',
    miles: 45,
    summary: 'L’isola senza strade: scalinate di pietra lavica e fondali incontaminati.',
    points: ['Fondali di Bazzina', 'Scalinate di pietra lavica', 'Borgo di Alicudi Porto', 'Tramonti sul mare aperto'],
  },
  {
    name: 'Stromboli',
    miles: 45,
    summary: 'Il vulcano sempre attivo: il suo cono si vede da Patti nelle giornate limpide.',
    points: ['Sciara del Fuoco', 'Strombolicchio', 'Borgo di Ginostra', 'Spiaggia nera di Ficogrande'],
  },
];

export const GULF_PLACES: Place[] = [
  {
    name: 'Pietra in mezzo al mare',
    miles: 1,
    summary: 'Lo scoglio isolato davanti a Patti Marina: acqua limpida e fondale ricco di pesci.',
    points: ['Snorkeling', 'Bagno al largo', 'Pesci e ricci'],
  },
  {
    name: 'Grotte di Mongiove',
    miles: 3,
    summary: 'Grotte e insenature scavate nella roccia, raggiungibili solo dal mare.',
    points: ['Grotte marine', 'Calette riparate', 'Scogliera'],
  },
  {
    name: 'Laghetti di Marinello',
    miles: 6,
    summary: 'La riserva naturale sotto il santuario di Tindari, con lagune e lingue di sabbia.',
    points: ['Riserva naturale', 'Spiaggia di sabbia', 'Vista sul santuario di Tindari'],
  },
  {
    name: 'Capo Calavà',
    miles: 6,
    summary: 'Il promontorio verso Gioiosa Marea, con pareti a picco e acqua turchese.',
    points: ['Acqua turchese', 'Pareti rocciose', 'Piccole spiagge di ciottoli'],
  },
  {
    name: 'Punto del Tono (Milazzo)',
    miles: 15,
    summary: 'La spiaggia ampia verso Milazzo: la tappa più lontana del golfo.',
    points: ['Spiaggia ampia', 'Vista su Capo Milazzo', 'Sosta per il pranzo'],
  },
];

export interface Itinerary {
  title: string;
  boats: string;
  stops: string[];
  note: string;
}

export const ITINERARIES: Itinerary[] = [
  {
    title: 'Il golfo senza patente',
    boats: 'Eolo 6.40 EL Open (senza patente)',
    stops: ['Pietra in mezzo al mare', 'Grotte di Mongiove', 'Laghetti di Marinello sotto Tindari'],
    note: 'Navigazione breve e protetta, ideale per famiglie e per chi è alla prima esperienza.',
  },
  {
    title: 'Vulcano in giornata',
    boats: 'Eolo 6.90 EL e Eolo 7.50 Day (con patente)',
    stops: ['Traversata verso Vulcano', 'Grotta del Cavallo e Piscina di Venere', 'Bagno alle Sabbie Nere'],
    note: 'Circa un’ora di navigazione per tratta con mare calmo.',
  },
  {
    title: 'Lipari e Salina',
    boats: 'Eolo 7.50 Day (con patente)',
    stops: ['Faraglioni di Pietralunga', 'Cave di pomice di Porticello', 'Lingua di Salina per il pranzo'],
    note: 'Una giornata piena: partenza presto e rientro entro le 18:00.',
  },
];
