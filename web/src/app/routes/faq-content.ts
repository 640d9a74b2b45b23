/**
 * The questions and answers of the FAQ page, one entry per language (docs/languages.md#the-pages):
 * every question must be answered in every language, or this does not compile. The page's title,
 * introduction and closing line are in the catalogues.
 */
import type { Lang } from '../../i18n/lang.ts';

export type QuestionId = 'licence' | 'deposit' | 'fuel' | 'weather' | 'bring' | 'cancel' | 'children' | 'dog' | 'times' | 'crossing';

/** The order the questions are shown in. */
export const QUESTION_ORDER: readonly QuestionId[] = [
  'licence',
  'deposit',
  'fuel',
  'weather',
  'bring',
  'cancel',
  'children',
  'dog',
  'times',
  'crossing',
];

export type FaqContent = Record<QuestionId, { q: string; a: string }>;

const it: FaqContent = {
  licence: {
    q: 'Serve la patente nautica?',
    a: 'Dipende dalla barca. Le due Eolo 6.40 EL Open (Alacaluf I e II) si guidano senza patente: basta essere maggiorenni. La Eolo 6.90 EL e la Eolo 7.50 Day richiedono la patente nautica; se non l’hai puoi prenotarle con uno skipper.',
  },
  deposit: {
    q: 'Come funziona la cauzione?',
    a: 'Al momento dell’imbarco chiediamo una pre-autorizzazione sulla carta di credito (500 € salvo diversa indicazione sulla scheda della barca). Non è un addebito: viene sbloccata dopo il controllo della barca al rientro.',
  },
  fuel: {
    q: 'Il carburante è incluso?',
    a: 'No, il carburante si paga a consumo: la barca parte con il pieno e al rientro paghi solo quello che hai usato. Durante il briefing ti indichiamo i consumi medi per la rotta che hai scelto.',
  },
  weather: {
    q: 'Cosa succede se il tempo è brutto?',
    a: 'La sicurezza viene prima di tutto. Se il meteo non permette di uscire ti proponiamo un cambio data senza costi o, dove previsto dalle condizioni della barca, il rimborso. Ti avvisiamo la sera prima se le previsioni non sono buone.',
  },
  bring: {
    q: 'Cosa devo portare a bordo?',
    a: 'Documento di identità, patente nautica se richiesta, crema solare, cappello, acqua e qualcosa da mangiare, telo mare e scarpe comode che non segnano. A bordo trovi tendalino, scaletta bagno e dotazioni di sicurezza.',
  },
  cancel: {
    q: 'Posso cancellare la prenotazione?',
    a: 'Sì. La richiesta che invii dal sito non è un pagamento: ti contattiamo per confermare. Dopo la conferma puoi cancellare gratuitamente fino a 7 giorni prima; più tardi concordiamo insieme un cambio data.',
  },
  children: {
    q: 'Possono venire i bambini?',
    a: 'Certo, le nostre barche sono perfette per le famiglie. Abbiamo giubbotti di salvataggio anche per bambini: indicaci età e numero nel messaggio della richiesta. I bambini contano nel numero massimo di persone a bordo.',
  },
  dog: {
    q: 'Posso portare il mio cane?',
    a: 'Sì, gli animali sono benvenuti se ce lo dici al momento della prenotazione. Porta una ciotola, acqua fresca e un telo: sotto il tendalino trovano l’ombra.',
  },
  times: {
    q: 'A che ora si parte e si rientra?',
    a: 'L’imbarco è dalle 09:00 alle 10:00 al porto di Patti e il rientro entro le 18:00. I prezzi giornalieri valgono dalle 9:00 alle 18:00; altri orari si possono concordare.',
  },
  crossing: {
    q: 'Quanto ci vuole per arrivare alle Eolie?',
    a: 'Vulcano è a circa 15 miglia: con mare calmo ci vuole poco meno di un’ora con le barche più potenti. Lipari è a circa 23 miglia, Stromboli e Alicudi a circa 45.',
  },
};

const en: FaqContent = {
  licence: {
    q: 'Do I need a boat licence?',
    a: 'It depends on the boat. The two Eolo 6.40 EL Open (Alacaluf I and II) can be driven without a licence: you just need to be 18 or over. The Eolo 6.90 EL and the Eolo 7.50 Day require a boat licence; if you do not have one, you can book them with a skipper.',
  },
  deposit: {
    q: 'How does the deposit work?',
    a: 'When you board we ask for a pre-authorisation on your credit card (€500 unless the boat’s page says otherwise). It is not a charge: it is released once we have checked the boat on your return.',
  },
  fuel: {
    q: 'Is fuel included?',
    a: 'No, you pay for the fuel you use: the boat leaves with a full tank and on your return you only pay for what you have used. At the briefing we tell you the average consumption for the route you have chosen.',
  },
  weather: {
    q: 'What happens if the weather is bad?',
    a: 'Safety comes first. If the weather does not allow a trip out, we offer you another date at no cost or, where the boat’s terms provide for it, a refund. If the forecast is poor we let you know the evening before.',
  },
  bring: {
    q: 'What should I bring on board?',
    a: 'An identity document, your boat licence if required, sun cream, a hat, water and something to eat, a beach towel and comfortable non-marking shoes. On board you will find a sun canopy, a swim ladder and safety equipment.',
  },
  cancel: {
    q: 'Can I cancel my booking?',
    a: 'Yes. The request you send from the website is not a payment: we contact you to confirm it. Once confirmed, you can cancel free of charge up to 7 days before; after that we agree on a new date together.',
  },
  children: {
    q: 'Can children come along?',
    a: 'Of course, our boats are perfect for families. We have life jackets for children too: tell us their ages and how many in the message of your request. Children count towards the maximum number of people on board.',
  },
  dog: {
    q: 'Can I bring my dog?',
    a: 'Yes, pets are welcome if you tell us when you book. Bring a bowl, fresh water and a towel: they will find shade under the canopy.',
  },
  times: {
    q: 'What time do we leave and come back?',
    a: 'Boarding is from 09:00 to 10:00 at the port of Patti, and boats are back by 18:00. Daily prices cover 9:00 to 18:00; other times can be arranged.',
  },
  crossing: {
    q: 'How long does it take to reach the Aeolian Islands?',
    a: 'Vulcano is about 15 nautical miles away: in calm seas it takes just under an hour with the more powerful boats. Lipari is about 23 miles away, Stromboli and Alicudi about 45.',
  },
};

export const FAQ_CONTENT: Record<Lang, FaqContent> = { it, en };
