import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { InfoIcon } from '../../../components/ui/icons.tsx';
import { useLang, useT } from '../../../i18n/i18n.tsx';
import { DESTINATIONS, GULF_PLACES, ISLANDS, type DestinationId } from '../data.ts';
import { tabForKey } from '../logic/tab-hash.ts';
import { PLACES_CONTENT } from '../places-content.ts';
import { PlaceList } from './place-list.tsx';
import { bareList, callout, pill } from '../../../components/ui/styles.ts';

/** The tabs, labelled with their destination's name. */
const TABS = DESTINATIONS.map(({ id, name }) => ({ id, label: name }));

/**
 * The two tabs (WAI-ARIA tabs: arrow keys, Home and End move and select, the selected tab is the only
 * one in the tab order). `onChange` says whether the choice came from the keyboard.
 */
export function DestinationTabs({ tab, onChange }: { tab: DestinationId; onChange: (id: DestinationId, byKey: boolean) => void }) {
  const refs = useRef<Record<DestinationId, HTMLButtonElement | null>>({ eolie: null, 'golfo-patti': null });
  const onKey = (event: KeyboardEvent) => {
    const target = tabForKey(tab, event.key);
    if (!target) return;
    event.preventDefault();
    onChange(target, true);
    refs.current[target]?.focus();
  };
  const t = useT();

  return (
    <div>
      <TabList role="tablist" aria-label={t('destinations.tabs.label')} onKeyDown={onKey}>
        {TABS.map((item) => (
          <Tab
            key={item.id}
            ref={(element) => {
              refs.current[item.id] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls={`panel-${item.id}`}
            tabIndex={tab === item.id ? 0 : -1}
            $selected={tab === item.id}
            onClick={() => onChange(item.id, false)}
          >
            {t(item.label)}
          </Tab>
        ))}
      </TabList>
      {TABS.map((item) => (
        <Panel
          key={item.id}
          role="tabpanel"
          id={`panel-${item.id}`}
          aria-labelledby={`tab-${item.id}`}
          hidden={tab !== item.id}
          tabIndex={0}
        >
          {tab === item.id && <DestinationPanel id={item.id} />}
        </Panel>
      ))}
    </div>
  );
}

/** A destination's tab: its picture and words, its places, and a note. */
function DestinationPanel({ id }: { id: DestinationId }) {
  const destination = DESTINATIONS.find((d) => d.id === id)!;
  const t = useT();
  const places = PLACES_CONTENT[useLang()];
  return (
    <>
      <Intro>
        <img
          src={destination.image}
          alt={t('destinations.tabs.imageAlt', { name: t(destination.name) })}
          width={800}
          height={500}
          loading="lazy"
          decoding="async"
        />
        <div>
          <h2>{t(destination.name)}</h2>
          <p>{t(destination.description)}</p>
          <Highlights>
            {destination.highlights.map((highlight) => (
              <li key={highlight}>{t(highlight)}</li>
            ))}
          </Highlights>
        </div>
      </Intro>
      {id === 'eolie' ? <PlaceList places={ISLANDS} texts={places.islands} /> : <PlaceList places={GULF_PLACES} texts={places.gulf} />}
      <Note>
        <InfoIcon size={20} />
        {id === 'golfo-patti' ? (
          <span>
            <strong>{t('destinations.note.gulf.lead')}</strong> {t('destinations.note.gulf.text')}
          </span>
        ) : (
          <span>{t('destinations.note.islands')}</span>
        )}
      </Note>
    </>
  );
}

const TabList = styled.div`
  display: inline-flex;
  gap: 4px;
  padding: 5px;
  margin-bottom: 28px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.seaLight};
`;
const Tab = styled.button<{ $selected: boolean }>`
  min-height: 44px;
  padding: 8px 22px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.navy : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.white : theme.colors.navy)};
  font-weight: 600;
  cursor: pointer;
`;
const Panel = styled.div`
  outline: none;
  &[hidden] {
    display: none;
  }
`;
const Intro = styled.div`
  display: grid;
  gap: 24px;
  align-items: center;
  margin-bottom: 32px;
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  h2 {
    font-size: clamp(1.7rem, 3.5vw, 2.3rem);
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 1.05rem;
  }
  @media (min-width: 900px) {
    grid-template-columns: 1fr 1.1fr;
    gap: 40px;
  }
`;
const Highlights = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  ${bareList}
  li {
    ${pill('4px 12px')}
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 0.88rem;
    color: ${({ theme }) => theme.colors.navy};
  }
`;
const Note = styled.p`
  display: flex;
  gap: 10px;
  margin: 28px 0 0;
  padding: 16px 18px;
  ${callout}
  svg {
    margin-top: 2px;
  }
`;
