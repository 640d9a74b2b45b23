import styled from 'styled-components';
import type { BoatCalendars } from '@nbp/contracts/http/calendars';
import { AddFeedForm } from './add-feed-form.tsx';
import { ExportLink } from './export-link.tsx';
import { FeedRow } from './feed-row.tsx';

/** One boat of the Calendari tab: its export link, its imported feeds and the form to add one. */
export function BoatCalendarsCard({ boat }: { boat: BoatCalendars }) {
  const titleId = `boat-calendars-${boat.boatId}`;
  return (
    <Card aria-labelledby={titleId}>
      <BoatName id={titleId}>{boat.boatName}</BoatName>
      <ExportLink boat={boat} />
      <Subtitle>Calendari importati</Subtitle>
      {boat.feeds.length === 0 ? (
        <Empty>Nessun calendario importato: aggiungi il link iCal di un portale o di Google Calendar.</Empty>
      ) : (
        <Feeds aria-label={`Calendari importati per ${boat.boatName}`}>
          {boat.feeds.map((feed) => (
            <FeedRow key={feed.id} feed={feed} boatName={boat.boatName} />
          ))}
        </Feeds>
      )}
      <AddFeedForm boatId={boat.boatId} boatName={boat.boatName} />
    </Card>
  );
}

const Card = styled.section`
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 16px;
  min-width: 0;
  @media (min-width: 768px) {
    padding: 20px;
  }
`;
const BoatName = styled.h3`
  font-size: 1.2rem;
  margin: 0 0 12px;
  overflow-wrap: anywhere;
`;
const Subtitle = styled.h4`
  margin: 20px 0 4px;
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.navy};
`;
const Empty = styled.p`
  margin: 0;
  padding: 8px 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.92rem;
`;
const Feeds = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
