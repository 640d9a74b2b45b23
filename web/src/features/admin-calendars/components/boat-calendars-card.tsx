import styled from 'styled-components';
import type { BoatCalendars } from '@nbp/contracts/http/calendars';
import { AdminBox } from '../../../components/admin/layout.tsx';
import { BoxTitle, Text } from '../../../components/admin/text.tsx';
import { AddFeedForm } from './add-feed-form.tsx';
import { ExportLink } from './export-link.tsx';
import { FeedRow } from './feed-row.tsx';

/** One boat of the Calendari tab: its export link, its imported feeds and the form to add one. */
export function BoatCalendarsCard({ boat }: { boat: BoatCalendars }) {
  const titleId = `boat-calendars-${boat.boatId}`;
  return (
    <AdminBox aria-labelledby={titleId}>
      <BoxTitle id={titleId} $size="1.2rem" $margin="0 0 12px">
        {boat.boatName}
      </BoxTitle>
      <ExportLink boat={boat} />
      <BoxTitle as="h4" $size="1rem" $margin="20px 0 4px" $plain>
        Calendari importati
      </BoxTitle>
      {boat.feeds.length === 0 ? (
        <Text $margin="8px 0" $size="0.92rem" $tone="muted">
          Nessun calendario importato: aggiungi il link iCal di un portale o di Google Calendar.
        </Text>
      ) : (
        <Feeds aria-label={`Calendari importati per ${boat.boatName}`}>
          {boat.feeds.map((feed) => (
            <FeedRow key={feed.id} feed={feed} boatName={boat.boatName} />
          ))}
        </Feeds>
      )}
      <AddFeedForm boatId={boat.boatId} boatName={boat.boatName} />
    </AdminBox>
  );
}

const Feeds = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
