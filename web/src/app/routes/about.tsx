import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BUSINESS } from '@nbp/contracts/business';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CompassIcon, HeartIcon, LeafIcon, ShieldIcon } from '../../components/ui/icons.tsx';
import { Container, PageHero, Section, SectionHeader } from '../../components/ui/section.tsx';
import { media } from '../../theme/theme.ts';

const VALUES = [
  {
    icon: HeartIcon,
    title: 'Passione per il mare',
    text: 'Siamo nati e cresciuti su questa costa: ogni uscita è l’occasione per condividere i posti che amiamo.',
  },
  {
    icon: ShieldIcon,
    title: 'Sicurezza prima di tutto',
    text: 'Barche controllate prima di ogni uscita, dotazioni complete e un briefing chiaro su rotta e meteo.',
  },
  {
    icon: CompassIcon,
    title: 'Esperienza autentica',
    text: 'Consigli da gente del posto: la caletta giusta per l’ora giusta, il pranzo tipico, il rientro al tramonto.',
  },
  {
    icon: LeafIcon,
    title: 'Navigazione responsabile',
    text: 'Rispettiamo le riserve e i fondali: ancoraggio sulla sabbia, niente plastica a bordo, velocità moderata vicino alla costa.',
  },
];

export default function AboutRoute() {
  return (
    <>
      <PageHead
        title="Chi Siamo"
        description={`${BUSINESS.name}: noleggio barche a Patti dal ${BUSINESS.since}. La nostra storia, i nostri valori e la nostra missione.`}
        path="/about"
      />
      <PageHero
        eyebrow="Chi Siamo"
        title="Gente di mare, di casa a Patti"
        lead={`${BUSINESS.name} nasce nel ${BUSINESS.since} per far vivere a tutti il mare tra il Golfo di Patti e le Isole Eolie.`}
        image="/images/banner-golfo.svg"
        imageSize={[1600, 600]}
        imagePosition="center 40%"
      />

      <Section aria-labelledby="storia-title">
        <Container>
          <Story>
            <div>
              <SectionHeader id="storia-title" eyebrow="La nostra storia" title="Dal 2025, dal porto di Patti" align="left" />
              <p>
                {BUSINESS.name} è nata nel {BUSINESS.since} da un’idea semplice: chi arriva a Patti ha le Isole Eolie davanti agli occhi, ma
                raggiungerle in libertà non era così facile. Abbiamo scelto quattro barche Eolo nuove, affidabili e facili da condurre, e le
                abbiamo ormeggiate nel porto di Patti, a poche miglia da Vulcano e Lipari.
              </p>
              <p>
                Da allora accompagniamo famiglie, coppie e gruppi di amici alla scoperta delle calette del golfo, dei Laghetti di Marinello
                sotto Tindari e delle isole vulcaniche. Con due barche che si guidano senza patente, anche chi non ha mai condotto una barca
                può vivere una giornata in mare in autonomia.
              </p>
            </div>
            <img
              src="/images/boats/alacaluf-4.svg"
              alt="La Eolo 7.50 Day Alacaluf IV in navigazione"
              width={800}
              height={500}
              loading="lazy"
              decoding="async"
            />
          </Story>
        </Container>
      </Section>

      <Section $tone="sand" aria-labelledby="valori-title">
        <Container>
          <SectionHeader id="valori-title" eyebrow="I nostri valori" title="Quello in cui crediamo" />
          <Values>
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Icon size={28} />
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </Values>
        </Container>
      </Section>

      <Section aria-labelledby="missione-title">
        <Container>
          <Mission>
            <h2 id="missione-title">La nostra missione</h2>
            <blockquote>
              <p>
                “Rendere il mare delle Eolie accessibile a tutti, in sicurezza e con semplicità: prezzi chiari, barche nuove e una persona
                del posto sempre pronta ad aiutarti. {BUSINESS.tagline}.”
              </p>
            </blockquote>
            <Button as={Link} to="/#flotta" $variant="accent" $size="lg">
              Scopri la flotta
            </Button>
          </Mission>
        </Container>
      </Section>
    </>
  );
}

const Story = styled.div`
  display: grid;
  gap: 32px;
  align-items: center;
  p {
    font-size: 1.05rem;
    margin: 0 0 14px;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  ${media.lg} {
    grid-template-columns: 1.1fr 1fr;
    gap: 56px;
  }
`;
const Values = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    padding: 24px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.white};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  svg {
    color: ${({ theme }) => theme.colors.coral};
  }
  h3 {
    font-size: 1.2rem;
    margin: 14px 0 6px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
const Mission = styled.div`
  max-width: 820px;
  margin: 0 auto;
  text-align: center;
  h2 {
    font-size: clamp(1.8rem, 4vw, 2.4rem);
  }
  blockquote {
    margin: 0 0 28px;
  }
  blockquote p {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: clamp(1.2rem, 2.6vw, 1.6rem);
    color: ${({ theme }) => theme.colors.navy};
    line-height: 1.5;
  }
`;
