/**
 * The prose of "Chi Siamo" / "About Us", one entry per language (docs/languages.md#the-pages): the
 * story, the four values and the mission. The page's headings and labels are in the catalogues.
 */
import type { Lang } from '../../i18n/lang.ts';

/** What the texts quote of the business (a deployment may rename it). */
export interface AboutFacts {
  name: string;
  since: number;
  tagline: string;
}

export type ValueId = 'passion' | 'safety' | 'authentic' | 'responsible';

export interface AboutContent {
  story: (facts: AboutFacts) => [string, string];
  values: Record<ValueId, { title: string; text: string }>;
  /**
   * The mission, without its quotation marks. The brand's tagline ends it, added by the page in the
   * page's language (docs/languages.md#every-word).
   */
  mission: (facts: AboutFacts) => string;
}

const it: AboutContent = {
  story: ({ name, since }) => [
    `${name} è nata nel ${since} da un’idea semplice: chi arriva a Patti ha le Isole Eolie davanti agli occhi, ma raggiungerle in libertà non era così facile. Abbiamo scelto quattro barche Eolo nuove, affidabili e facili da condurre, e le abbiamo ormeggiate nel porto di Patti, a poche miglia da Vulcano e Lipari.`,
    'Da allora accompagniamo famiglie, coppie e gruppi di amici alla scoperta delle calette del golfo, dei Laghetti di Marinello sotto Tindari e delle isole vulcaniche. Con due barche che si guidano senza patente, anche chi non ha mai condotto una barca può vivere una giornata in mare in autonomia.',
  ],
  values: {
    passion: {
      title: 'Passione per il mare',
      text: 'Siamo nati e cresciuti su questa costa: ogni uscita è l’occasione per condividere i posti che amiamo.',
    },
    safety: {
      title: 'Sicurezza prima di tutto',
      text: 'Barche controllate prima di ogni uscita, dotazioni complete e un briefing chiaro su rotta e meteo.',
    },
    authentic: {
      title: 'Esperienza autentica',
      text: 'Consigli da gente del posto: la caletta giusta per l’ora giusta, il pranzo tipico, il rientro al tramonto.',
    },
    responsible: {
      title: 'Navigazione responsabile',
      text: 'Rispettiamo le riserve e i fondali: ancoraggio sulla sabbia, niente plastica a bordo, velocità moderata vicino alla costa.',
    },
  },
  mission: () =>
    'Rendere il mare delle Eolie accessibile a tutti, in sicurezza e con semplicità: prezzi chiari, barche nuove e una persona del posto sempre pronta ad aiutarti.',
};

const en: AboutContent = {
  story: ({ name, since }) => [
    `${name} was born in ${since} from a simple idea: anyone who comes to Patti has the Aeolian Islands right before their eyes, yet reaching them on your own terms was not that easy. We chose four new Eolo boats, reliable and easy to handle, and moored them in the port of Patti, just a few miles from Vulcano and Lipari.`,
    'Since then we have been helping families, couples and groups of friends discover the coves of the gulf, the Laghetti di Marinello below Tindari and the volcanic islands. With two boats you can drive without a licence, even people who have never been at the helm can spend a day at sea on their own.',
  ],
  values: {
    passion: {
      title: 'A passion for the sea',
      text: 'We were born and raised on this coast: every trip is a chance to share the places we love.',
    },
    safety: {
      title: 'Safety first',
      text: 'Boats checked before every trip, full safety equipment and a clear briefing on route and weather.',
    },
    authentic: {
      title: 'The real thing',
      text: 'Tips from locals: the right cove at the right time, a traditional lunch, the trip back at sunset.',
    },
    responsible: {
      title: 'Responsible boating',
      text: 'We respect the reserves and the sea bed: anchoring on sand, no plastic on board, slow speeds close to the shore.',
    },
  },
  mission: () => 'To make the Aeolian sea open to everyone, safely and simply: clear prices, new boats and a local always ready to help.',
};

export const ABOUT_CONTENT: Record<Lang, AboutContent> = { it, en };
