import styled from 'styled-components';
import { BUSINESS } from '@nbp/contracts/business';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CompassIcon, HeartIcon, LeafIcon, ShieldIcon } from '../../components/ui/icons.tsx';
import { CardGrid } from '../../components/ui/card-grid.ts';
import { Container, PageHero, Section, SectionHeader } from '../../components/ui/section.tsx';
import { media } from '../../theme/theme.ts';
import { LocalLink, useLang, useT } from '../../i18n/i18n.tsx';
import { ABOUT_CONTENT, type ValueId } from './about-content.ts';

const VALUE_ICONS = { passion: HeartIcon, safety: ShieldIcon, authentic: CompassIcon, responsible: LeafIcon } as const;
const VALUE_ORDER: readonly ValueId[] = ['passion', 'safety', 'authentic', 'responsible'];

export default function AboutRoute() {
  const t = useT();
  const content = ABOUT_CONTENT[useLang()];
  const facts = { name: BUSINESS.name, since: BUSINESS.since, tagline: t('brand.tagline') };
  const [storyStart, storyNext] = content.story(facts);
  return (
    <>
      <PageHead
        title={t('about.head.title')}
        description={t('about.head.description', { name: BUSINESS.name, since: String(BUSINESS.since) })}
        path="/about"
      />
      <PageHero
        eyebrow={t('about.hero.eyebrow')}
        title={t('about.hero.title')}
        lead={t('about.hero.lead', { name: BUSINESS.name, since: String(BUSINESS.since) })}
        image="/images/banner-golfo.svg"
        imageSize={[1600, 600]}
        imagePosition="center 40%"
      />

      <Section aria-labelledby="storia-title">
        <Container>
          <Story>
            <div>
              <SectionHeader id="storia-title" eyebrow={t('about.story.eyebrow')} title={t('about.story.title')} align="left" />
              <p>{storyStart}</p>
              <p>{storyNext}</p>
            </div>
            <img
              src="/images/boats/alacaluf-4.svg"
              alt={t('about.story.imageAlt')}
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
          <SectionHeader id="valori-title" eyebrow={t('about.values.eyebrow')} title={t('about.values.title')} />
          <Values>
            {VALUE_ORDER.map((id) => {
              const Icon = VALUE_ICONS[id];
              return (
                <li key={id}>
                  <Icon size={28} />
                  <h3>{content.values[id].title}</h3>
                  <p>{content.values[id].text}</p>
                </li>
              );
            })}
          </Values>
        </Container>
      </Section>

      <Section aria-labelledby="missione-title">
        <Container>
          <Mission>
            <h2 id="missione-title">{t('about.mission.title')}</h2>
            <blockquote>
              <p>
                “{content.mission(facts)} {t('brand.tagline')}.”
              </p>
            </blockquote>
            <Button as={LocalLink} to="/#flotta" $variant="accent" $size="lg">
              {t('about.mission.fleet')}
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
const Values = styled(CardGrid)`
  li {
    padding: 24px;
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
