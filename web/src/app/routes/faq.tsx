import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BUSINESS } from '@nbp/contracts/business';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { Container, PageHero, Section } from '../../components/ui/section.tsx';

const QUESTIONS: { q: string; a: string }[] = [
  {
    q: 'Serve la patente nautica?',
    a: 'Dipende dalla barca. Le due Eolo 6.40 EL Open (Alacaluf I e II) si guidano senza patente: basta essere maggiorenni. La Eolo 6.90 EL e la Eolo 7.50 Day richiedono la patente nautica; se non l’hai puoi prenotarle con uno skipper.',
  },
  {
    q: 'Come funziona la cauzione?',
    a: 'Al momento dell’imbarco chiediamo una pre-autorizzazione sulla carta di credito (500 € salvo diversa indicazione sulla scheda della barca). Non è un addebito: viene sbloccata dopo il controllo della barca al rientro.',
  },
  {
    q: 'Il carburante è incluso?',
    a: 'No, il carburante si paga a consumo: la barca parte con il pieno e al rientro paghi solo quello che hai usato. Durante il briefing ti indichiamo i consumi medi per la rotta che hai scelto.',
  },
  {
    q: 'Cosa succede se il tempo è brutto?',
    a: 'La sicurezza viene prima di tutto. Se il meteo non permette di uscire ti proponiamo un cambio data senza costi o, dove previsto dalle condizioni della barca, il rimborso. Ti avvisiamo la sera prima se le previsioni non sono buone.',
  },
  {
    q: 'Cosa devo portare a bordo?',
    a: 'Documento di identità, patente nautica se richiesta, crema solare, cappello, acqua e qualcosa da mangiare, telo mare e scarpe comode che non segnano. A bordo trovi tendalino, scaletta bagno e dotazioni di sicurezza.',
  },
  {
    q: 'Posso cancellare la prenotazione?',
    a: 'Sì. La richiesta che invii dal sito non è un pagamento: ti contattiamo per confermare. Dopo la conferma puoi cancellare gratuitamente fino a 7 giorni prima; più tardi concordiamo insieme un cambio data.',
  },
  {
    q: 'Possono venire i bambini?',
    a: 'Certo, le nostre barche sono perfette per le famiglie. Abbiamo giubbotti di salvataggio anche per bambini: indicaci età e numero nel messaggio della richiesta. I bambini contano nel numero massimo di persone a bordo.',
  },
  {
    q: 'Posso portare il mio cane?',
    a: 'Sì, gli animali sono benvenuti se ce lo dici al momento della prenotazione. Porta una ciotola, acqua fresca e un telo: sotto il tendalino trovano l’ombra.',
  },
  {
    q: 'A che ora si parte e si rientra?',
    a: 'L’imbarco è dalle 09:00 alle 10:00 al porto di Patti e il rientro entro le 18:00. I prezzi giornalieri valgono dalle 9:00 alle 18:00; altri orari si possono concordare.',
  },
  {
    q: 'Quanto ci vuole per arrivare alle Eolie?',
    a: 'Vulcano è a circa 15 miglia: con mare calmo ci vuole poco meno di un’ora con le barche più potenti. Lipari è a circa 23 miglia, Stromboli e Alicudi a circa 45.',
  },
];

export default function FaqRoute() {
  return (
    <>
      <PageHead
        title="Domande frequenti"
        description="Patente, cauzione, carburante, meteo, cosa portare, cancellazioni, bambini e animali: le risposte alle domande sul noleggio barche a Patti."
        path="/faq"
      />
      <PageHero
        eyebrow="FAQ"
        title="Domande frequenti"
        lead="Tutto quello che serve sapere prima di salire a bordo."
        image="/images/hero-eolie.svg"
      />
      <Section>
        <Container>
          <List>
            {QUESTIONS.map(({ q, a }) => (
              <Item key={q}>
                <summary>
                  <span>{q}</span>
                  <ChevronDownIcon size={20} />
                </summary>
                <p>{a}</p>
              </Item>
            ))}
          </List>
          <More>
            <p>
              Non trovi la risposta? Scrivici: rispondiamo entro 2 ore, tutti i giorni dalle{' '}
              {BUSINESS.businessHours.replace(' - ', ' alle ')}.
            </p>
            <Button as={Link} to="/contact">
              Contattaci
            </Button>
          </More>
        </Container>
      </Section>
    </>
  );
}

const List = styled.div`
  max-width: 820px;
  margin: 0 auto;
  display: grid;
  gap: 12px;
`;
/** Native disclosure: keyboard and screen readers work without script. */
const Item = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 18px 20px;
    cursor: pointer;
    list-style: none;
    font-weight: 600;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary svg {
    flex: none;
    transition: transform 150ms ease;
    color: ${({ theme }) => theme.colors.sea};
  }
  &[open] summary svg {
    transform: rotate(180deg);
  }
  &[open] {
    border-color: ${({ theme }) => theme.colors.sea};
  }
  p {
    margin: 0;
    padding: 0 20px 18px;
  }
`;
const More = styled.div`
  max-width: 820px;
  margin: 40px auto 0;
  text-align: center;
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
