import styled from 'styled-components';
import { BUSINESS } from '@nbp/contracts/business';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ClockIcon, ExternalIcon, InfoIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/ui/icons.tsx';
import { Container, PageHero, Section } from '../../components/ui/section.tsx';
import { mailHref, mapsSearchHref, telHref } from '../../lib/contact-links.ts';
import { media } from '../../theme/theme.ts';

export default function WhereWeAreRoute() {
  return (
    <>
      <PageHead
        title="Dove Siamo"
        description={`Punto di imbarco e uffici di ${BUSINESS.name}: ${BUSINESS.address}. Imbarco dalle 09:00 alle 10:00, rientro entro le 18:00.`}
        path="/where-we-are"
      />
      <PageHero
        eyebrow="Dove Siamo"
        title="Ci trovi al porto di Patti"
        lead="Il punto di partenza più vicino alle Isole Eolie sulla costa tirrenica della Sicilia."
        image="/images/banner-golfo.svg"
        imageSize={[1600, 600]}
        imagePosition="center 40%"
      />
      <Section>
        <Container>
          <Grid>
            <Card aria-labelledby="imbarco-title">
              <h2 id="imbarco-title">Punto di imbarco</h2>
              <Line>
                <PinIcon size={22} />
                <span>
                  <strong>{BUSINESS.address}</strong>
                  <small>Porto di Patti, Sicilia</small>
                </span>
              </Line>
              <Line>
                <ClockIcon size={22} />
                <span>
                  <strong>Imbarco dalle 09:00 alle 10:00</strong>
                  <small>Rientro entro le 18:00. Altri orari su accordo.</small>
                </span>
              </Line>
              <Button as="a" href={mapsSearchHref()} target="_blank" rel="noopener noreferrer" $size="lg">
                <ExternalIcon size={18} /> Apri in Google Maps
              </Button>
            </Card>

            <Card aria-labelledby="uffici-title">
              <h2 id="uffici-title">I nostri uffici</h2>
              <Line>
                <PinIcon size={22} />
                <span>
                  <strong>Indirizzo</strong>
                  <small>{BUSINESS.address}</small>
                </span>
              </Line>
              <Line>
                <PhoneIcon size={22} />
                <span>
                  <strong>Telefono</strong>
                  <a href={telHref()}>{BUSINESS.phone}</a>
                </span>
              </Line>
              <Line>
                <MailIcon size={22} />
                <span>
                  <strong>Email</strong>
                  <a href={mailHref()}>{BUSINESS.email}</a>
                </span>
              </Line>
              <Line>
                <ClockIcon size={22} />
                <span>
                  <strong>Orari</strong>
                  <small>Tutti i giorni {BUSINESS.businessHours.replace(' - ', '-')}</small>
                </span>
              </Line>
            </Card>
          </Grid>

          <Advice>
            <InfoIcon size={22} />
            <p>
              <strong>Prima di passare in ufficio contattaci</strong>: nei mesi estivi siamo spesso in porto con le barche. Una telefonata o
              un messaggio ci permette di aspettarti e di prepararti tutto per l’imbarco.
            </p>
          </Advice>

          <MapArt>
            <img
              src="/images/destinations/mappa-patti.svg"
              alt="Mappa illustrata: il porto di Patti, il Golfo di Patti e le Isole Eolie a nord"
              width={1200}
              height={900}
              loading="lazy"
              decoding="async"
            />
          </MapArt>
        </Container>
      </Section>
    </>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 24px;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;
const Card = styled.section`
  display: grid;
  gap: 18px;
  align-content: start;
  padding: 28px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    font-size: 1.6rem;
    margin: 0;
  }
  > a {
    justify-self: start;
  }
`;
const Line = styled.div`
  display: flex;
  gap: 14px;
  align-items: flex-start;
  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.sea};
    margin-top: 2px;
  }
  span {
    display: grid;
  }
  strong {
    color: ${({ theme }) => theme.colors.navy};
  }
  small {
    font-size: 0.95rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
const Advice = styled.div`
  display: flex;
  gap: 12px;
  margin-top: 28px;
  padding: 18px 20px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.sand};
  border-left: 4px solid ${({ theme }) => theme.colors.sun};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.coral};
  }
  p {
    margin: 0;
  }
`;
const MapArt = styled.figure`
  max-width: 900px;
  margin: 32px auto 0;
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
