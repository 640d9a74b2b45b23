import { useLocation, useNavigate } from 'react-router-dom';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styled from 'styled-components';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Container, PageHero, Section, SectionHeader } from '../../components/ui/section.tsx';
import { DestinationPicker } from '../../features/destinations/components/destination-picker.tsx';
import { DestinationTabs } from '../../features/destinations/components/destination-tabs.tsx';
import { Itineraries } from '../../features/destinations/components/itineraries.tsx';
import type { DestinationId } from '../../features/destinations/data.ts';
import { hashForTab, tabFromHash } from '../../features/destinations/logic/tab-hash.ts';
import { useT } from '../../i18n/i18n.tsx';

export default function DestinationsRoute() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const t = useT();
  // The address holds the tab: a tab, a hero card, a header link, Back and a reload all go through it.
  // The server never sees the fragment: its HTML shows the first tab, and the fragment's tab follows
  // once the browser has taken the page over.
  const tab = tabFromHash(useHydrated() ? hash : '');

  // A hero card brings the tabs into view (the scroll manager reaches the new hash's anchor).
  const pick = (id: DestinationId) => navigate({ hash: hashForTab(id) });

  // A tab changes what is shown where the visitor already is: the address follows without a scroll.
  // A click adds a step to the history, so Back shows the tab seen before; the arrow keys, which
  // may pass over several tabs, replace the step instead of filling the history.
  const choose = (id: DestinationId, byKey: boolean) => {
    if (id === tab && hash === hashForTab(id)) return;
    navigate({ hash: hashForTab(id) }, { replace: byKey, state: { keepScroll: true } });
  };

  return (
    <>
      <PageHead
        title={t('destinations.head.title')}
        description={t('destinations.head.description')}
        keywords={t('destinations.head.keywords')}
        path="/destinations"
      />
      <PageHero
        eyebrow={t('destinations.hero.eyebrow')}
        title={t('destinations.hero.title')}
        lead={t('destinations.hero.lead')}
        image="/images/destinations/eolie.svg"
        imagePosition="center 70%"
      >
        <DestinationPicker onPick={pick} />
      </PageHero>

      <Section aria-label={t('destinations.section.label')}>
        <Container>
          <Anchors>
            <span id="eolie" />
            <span id="golfo-patti" />
          </Anchors>
          <DestinationTabs tab={tab} onChange={choose} />
        </Container>
      </Section>

      <Section $tone="sand" id="itinerari" aria-labelledby="itinerari-title">
        <Container>
          <SectionHeader
            id="itinerari-title"
            eyebrow={t('destinations.itineraries.eyebrow')}
            title={t('destinations.itineraries.title')}
            lead={t('destinations.itineraries.lead')}
          />
          <Itineraries />
        </Container>
      </Section>
    </>
  );
}

/** The targets of /destinations#eolie and #golfo-patti: both point at the tabs. */
const Anchors = styled.div`
  position: relative;
  span {
    position: absolute;
    top: 0;
  }
`;
