import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BUSINESS } from '@nbp/contracts/business';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ClockIcon, ExternalIcon, InfoIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/ui/icons.tsx';
import { Container, PageHero, Section } from '../../components/ui/section.tsx';
import { mailHref, mapsSearchHref, telHref } from '../../lib/contact-links.ts';
import { callout } from '../../components/ui/styles.ts';
import { media } from '../../theme/theme.ts';
import { useT } from '../../i18n/i18n.tsx';

export default function WhereWeAreRoute() {
  const t = useT();
  return (
    <>
      <PageHead
        title={t('where.head.title')}
        description={t('where.head.description', { name: BUSINESS.name, address: BUSINESS.address })}
        path="/where-we-are"
      />
      <PageHero
        eyebrow={t('where.hero.eyebrow')}
        title={t('where.hero.title')}
        lead={t('where.hero.lead')}
        image="/images/banner-golfo.svg"
        imageSize={[1600, 600]}
        imagePosition="center 40%"
      />
      <Section>
        <Container>
          <Grid>
            <BoardingCard />
            <OfficesCard />
          </Grid>

          <Advice>
            <InfoIcon size={22} />
            <p>
              <strong>{t('where.advice.lead')}</strong>: {t('where.advice.text')}
            </p>
          </Advice>

          <MapArt>
            <img
              src="/images/destinations/mappa-patti.svg"
              alt={t('where.map.alt')}
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

/** One line of a card: its icon, what it is, and its value below. */
function Detail({ icon: Icon, title, children }: { icon: typeof PinIcon; title: ReactNode; children: ReactNode }) {
  return (
    <Line>
      <Icon size={22} />
      <span>
        <strong>{title}</strong>
        {children}
      </span>
    </Line>
  );
}

/** Where and when the boats leave, with the way there on a map. */
function BoardingCard() {
  const t = useT();
  return (
    <Card aria-labelledby="imbarco-title">
      <h2 id="imbarco-title">{t('where.boarding.title')}</h2>
      <Detail icon={PinIcon} title={BUSINESS.address}>
        <small>{t('where.boarding.port')}</small>
      </Detail>
      <Detail icon={ClockIcon} title={t('where.boarding.hours')}>
        <small>{t('where.boarding.return')}</small>
      </Detail>
      <Button as="a" href={mapsSearchHref()} target="_blank" rel="noopener noreferrer" $size="lg">
        <ExternalIcon size={18} /> {t('where.boarding.maps')}
      </Button>
    </Card>
  );
}

/** The offices: address, phone, e-mail and opening hours. */
function OfficesCard() {
  const t = useT();
  return (
    <Card aria-labelledby="uffici-title">
      <h2 id="uffici-title">{t('where.offices.title')}</h2>
      <Detail icon={PinIcon} title={t('where.offices.address')}>
        <small>{BUSINESS.address}</small>
      </Detail>
      <Detail icon={PhoneIcon} title={t('where.offices.phone')}>
        <a href={telHref()}>{BUSINESS.phone}</a>
      </Detail>
      <Detail icon={MailIcon} title={t('where.offices.email')}>
        <a href={mailHref()}>{BUSINESS.email}</a>
      </Detail>
      <Detail icon={ClockIcon} title={t('where.offices.hours')}>
        <small>{t('where.offices.everyDay', { hours: BUSINESS.businessHours.replace(' - ', '-') })}</small>
      </Detail>
    </Card>
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
  ${callout}
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
