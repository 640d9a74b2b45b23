import styled from 'styled-components';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CompassIcon, EuroIcon, HeadsetIcon, PinIcon, ShieldIcon, SparkleIcon } from '../../components/ui/icons.tsx';
import { CardGrid } from '../../components/ui/card-grid.ts';
import { Container, Section, SectionHeader } from '../../components/ui/section.tsx';
import { scrollToAnchor } from '../../lib/anchor-scroll.ts';
import { media } from '../../theme/theme.ts';
import { FleetGrid } from '../../features/boats/components/fleet-grid.tsx';
import { DestinationsPreview } from '../../features/destinations/components/destinations-preview.tsx';
import { LocalLink, useT } from '../../i18n/i18n.tsx';
import { fleetQueryOptions } from '../../lib/queries/fleet.ts';
import type { PageLoad } from '../screens.ts';

const CLAIMS = [
  { icon: SparkleIcon, title: 'home.claims.fleet.title', text: 'home.claims.fleet.text' },
  { icon: HeadsetIcon, title: 'home.claims.assistance.title', text: 'home.claims.assistance.text' },
  { icon: EuroIcon, title: 'home.claims.prices.title', text: 'home.claims.prices.text' },
  { icon: PinIcon, title: 'home.claims.boarding.title', text: 'home.claims.boarding.text' },
] as const;

const REASONS = [
  { icon: CompassIcon, title: 'home.reasons.position.title', text: 'home.reasons.position.text' },
  { icon: SparkleIcon, title: 'home.reasons.fleet.title', text: 'home.reasons.fleet.text' },
  { icon: HeadsetIcon, title: 'home.reasons.assistance.title', text: 'home.reasons.assistance.text' },
  { icon: ShieldIcon, title: 'home.reasons.transparency.title', text: 'home.reasons.transparency.text' },
] as const;

export default function HomeRoute() {
  const t = useT();
  return (
    <>
      <PageHead title={t('home.head.title')} description={t('home.head.description')} path="/" />
      <HomeHero />

      <Claims aria-label={t('home.claims.label')}>
        <ClaimsGrid>
          {CLAIMS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Icon size={26} />
              <span>
                <strong>{t(title)}</strong>
                <small>{t(text)}</small>
              </span>
            </li>
          ))}
        </ClaimsGrid>
      </Claims>

      <Section aria-labelledby="flotta-title" id="flotta">
        <Container>
          <SectionHeader id="flotta-title" eyebrow={t('home.fleet.eyebrow')} title={t('home.fleet.title')} lead={t('home.fleet.lead')} />
          <FleetGrid />
        </Container>
      </Section>

      <Section $tone="sand" aria-labelledby="perche-title">
        <Container>
          <SectionHeader
            id="perche-title"
            eyebrow={t('home.reasons.eyebrow')}
            title={t('home.reasons.title')}
            lead={t('home.reasons.lead')}
          />
          <Reasons>
            {REASONS.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <IconBubble>
                  <Icon size={26} />
                </IconBubble>
                <h3>{t(title)}</h3>
                <p>{t(text)}</p>
              </li>
            ))}
          </Reasons>
        </Container>
      </Section>

      <Section aria-labelledby="destinazioni-title">
        <Container>
          <SectionHeader
            id="destinazioni-title"
            eyebrow={t('home.destinations.eyebrow')}
            title={t('home.destinations.title')}
            lead={t('home.destinations.lead')}
          />
          <DestinationsPreview />
        </Container>
      </Section>
    </>
  );
}

/** The opening picture with the brand, its tagline and the two ways on: the fleet and the contacts. */
function HomeHero() {
  const t = useT();
  return (
    <Hero>
      <HeroArt src="/images/hero-eolie.svg" alt="" width={1600} height={900} fetchPriority="high" aria-hidden="true" />
      <HeroShade aria-hidden="true" />
      <HeroContent>
        <HeroEyebrow>{t('home.hero.eyebrow')}</HeroEyebrow>
        <HeroTitle>{t('home.hero.title')}</HeroTitle>
        <Tagline>{t('brand.tagline')}</Tagline>
        <HeroText>{t('home.hero.text')}</HeroText>
        <HeroActions>
          <Button type="button" $variant="accent" $size="lg" onClick={() => scrollToAnchor('flotta', 0)}>
            {t('home.hero.fleet')}
          </Button>
          <GhostButton as={LocalLink} to="/contact" $size="lg">
            {t('home.hero.contact')}
          </GhostButton>
        </HeroActions>
      </HeroContent>
    </Hero>
  );
}

/** What Home reads before it is drawn (docs/server-rendering.md#data): the fleet, in the page's language. */
export const load: PageLoad = ({ lang }, read) => [read(fleetQueryOptions(lang))];

const Hero = styled.section`
  position: relative;
  display: flex;
  align-items: center;
  min-height: calc(100svh - ${({ theme }) => theme.headerHeight});
  overflow: hidden;
  background: #0b3a5b;
  color: ${({ theme }) => theme.colors.white};
`;
const HeroArt = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  object-position: 60% 50%;
`;
const HeroShade = styled.div`
  position: absolute;
  inset: 0;
  background:
    linear-gradient(90deg, rgba(6, 33, 52, 0.78) 0%, rgba(6, 33, 52, 0.45) 55%, rgba(6, 33, 52, 0.1) 100%),
    linear-gradient(0deg, rgba(6, 33, 52, 0.55) 0%, rgba(6, 33, 52, 0) 40%);
`;
const HeroContent = styled(Container)`
  position: relative;
  width: 100%;
  padding-top: 56px;
  padding-bottom: 72px;
`;
const HeroEyebrow = styled.p`
  margin: 0 0 12px;
  font-size: 0.85rem;
  font-weight: 600;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.sun};
`;
const HeroTitle = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.white};
  font-size: clamp(3rem, 10vw, 6rem);
  line-height: 1;
  text-shadow: 0 4px 24px rgba(0, 0, 0, 0.25);
`;
const Tagline = styled.p`
  margin: 14px 0 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-style: italic;
  font-size: clamp(1.3rem, 3vw, 1.8rem);
  color: #ffe3b8;
`;
const HeroText = styled.p`
  margin: 18px 0 0;
  max-width: 54ch;
  font-size: 1.12rem;
  color: #e9f2f7;
`;
const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 32px;
`;
const GhostButton = styled(Button)`
  background: rgba(255, 255, 255, 0.12);
  color: ${({ theme }) => theme.colors.white};
  border-color: rgba(255, 255, 255, 0.7);
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.24);
  }
`;
const Claims = styled.section`
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.white};
`;
const ClaimsGrid = styled.ul`
  max-width: 1240px;
  margin: 0 auto;
  padding: 22px 16px;
  list-style: none;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 18px 16px;
  ${media.md} {
    padding: 26px 24px;
  }
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.sun};
  }
  span {
    display: grid;
    line-height: 1.3;
  }
  strong {
    font-size: 0.98rem;
  }
  small {
    color: #c7dbe7;
    font-size: 0.85rem;
    margin-top: 2px;
  }
`;
const Reasons = styled(CardGrid)`
  li {
    padding: 26px 22px;
  }
  h3 {
    font-size: 1.25rem;
    margin: 16px 0 8px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.96rem;
  }
`;
const IconBubble = styled.span`
  display: inline-grid;
  place-items: center;
  width: 54px;
  height: 54px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.seaLight};
  color: ${({ theme }) => theme.colors.sea};
`;
