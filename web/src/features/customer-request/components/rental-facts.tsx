import styled from 'styled-components';
import type { CustomerRequestView } from '@nbp/contracts/http/booking';
import { BUSINESS } from '@nbp/contracts/business';
import { DATE_LONG, DATE_WITH_WEEKDAY, romeDateTimeText } from '@nbp/contracts/days';
import { ExternalIcon } from '../../../components/ui/icons.tsx';
import { factTerms, smallCaps } from '../../../components/ui/styles.ts';
import { LocalLink, useFormat, useLang, useT, type MessageId } from '../../../i18n/i18n.tsx';
import { mapsSearchHref } from '../../../lib/contact-links.ts';
import { media } from '../../../theme/theme.ts';
import { STATE_HEADING, type RentalState } from '../logic/request-status.ts';

type Rental = Pick<CustomerRequestView, 'boatId' | 'boatName' | 'startDate' | 'endDate'>;

/**
 * The rental's days in words, in the page's language: 'dal 12 luglio 2027 al 14 luglio 2027' /
 * 'from 12 July 2027 to 14 July 2027', or the one day after `oneDay` ('del {date}', or the day alone).
 */
export function useDatesText(): (rental: Rental, oneDay?: MessageId) => string {
  const t = useT();
  const { date } = useFormat();
  return (rental, oneDay) => {
    const start = rental.startDate.slice(0, 10);
    const end = rental.endDate.slice(0, 10);
    if (start !== end) return t('request.period', { start: date(start, DATE_LONG), end: date(end, DATE_LONG) });
    return oneDay ? t(oneDay, { date: date(start, DATE_LONG) }) : date(start, DATE_LONG);
  };
}

/** The boat's name, or its number when a booking moved the rental to a boat the site no longer shows. */
export function useBoatName(): (rental: Rental) => string {
  const t = useT();
  return (rental) => rental.boatName ?? t('request.boatNumber', { id: String(rental.boatId) });
}

/** The boat, the days, the price and the state, as a list of facts: the booking's once there is one. */
export function RentalFacts({ view, state }: { view: CustomerRequestView; state: RentalState }) {
  const t = useT();
  const lang = useLang();
  const { money } = useFormat();
  const datesText = useDatesText();
  const boatName = useBoatName();
  const stateText =
    state !== 'pending'
      ? t(STATE_HEADING[state])
      : view.holdsDays
        ? t('request.heldUntil', { until: romeDateTimeText(view.holdUntil, lang) })
        : t('request.notHeldState');
  return (
    <Facts>
      <div>
        <dt>{t('request.fact.boat')}</dt>
        <dd>{view.boatName === null ? boatName(view) : <LocalLink to={`/boat/${view.boatId}`}>{view.boatName}</LocalLink>}</dd>
      </div>
      <div>
        <dt>{t('request.fact.dates')}</dt>
        <dd>
          {datesText(view)} ({t('request.days', { count: view.days })})
        </dd>
      </div>
      <div>
        <dt>{t('request.fact.price')}</dt>
        <dd>{money(view.totalPrice)}</dd>
      </div>
      <div>
        <dt>{t('request.fact.state')}</dt>
        <dd>{stateText}</dd>
      </div>
    </Facts>
  );
}

/** Where and when to board, and back (docs/request-lifecycle.md#the-customers-link): the business's facts, on Patti's clock. */
export function BoardingFacts({ view }: { view: CustomerRequestView }) {
  const t = useT();
  const { date } = useFormat();
  return (
    <Part aria-labelledby="customer-request-boarding">
      <h2 id="customer-request-boarding">{t('request.boarding.title')}</h2>
      <Facts>
        <div>
          <dt>{t('request.boarding.point')}</dt>
          <dd>
            {BUSINESS.address}
            <small>{t('request.boarding.port')}</small>
          </dd>
        </div>
        <div>
          <dt>{t('request.boarding.checkIn')}</dt>
          <dd>
            {t('request.boarding.checkInValue', {
              date: date(view.startDate.slice(0, 10), DATE_WITH_WEEKDAY),
              from: BUSINESS.checkIn,
              until: BUSINESS.checkInUntil,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('request.boarding.checkOut')}</dt>
          <dd>
            {t('request.boarding.checkOutValue', { date: date(view.endDate.slice(0, 10), DATE_WITH_WEEKDAY), time: BUSINESS.checkOut })}
          </dd>
        </div>
      </Facts>
      <Links>
        <a href={mapsSearchHref()} target="_blank" rel="noopener noreferrer">
          <ExternalIcon size={16} /> {t('request.boarding.maps')}
        </a>
        <LocalLink to="/where-we-are">{t('request.boarding.howTo')}</LocalLink>
      </Links>
    </Part>
  );
}

const BRING: readonly MessageId[] = [
  'request.bring.id',
  'request.bring.licence',
  'request.bring.card',
  'request.bring.sun',
  'request.bring.food',
  'request.bring.towel',
  'request.bring.shoes',
];

/** What to bring on board: a short list, the same as the FAQ's answer. */
export function WhatToBring() {
  const t = useT();
  return (
    <Part aria-labelledby="customer-request-bring">
      <h2 id="customer-request-bring">{t('request.bring.title')}</h2>
      <Bring>
        {BRING.map((item) => (
          <li key={item}>{t(item)}</li>
        ))}
      </Bring>
    </Part>
  );
}

const Facts = styled.dl`
  display: grid;
  gap: 10px;
  margin: 16px 0;
  ${factTerms}
  dt {
    font-size: 0.8rem;
  }
  dd small {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
const Part = styled.section`
  margin-top: 20px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    ${smallCaps('0.9rem', '0.06em')}
    color: ${({ theme }) => theme.colors.sea};
  }
`;
const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 600;
  }
`;
const Bring = styled.ul`
  margin: 12px 0 0;
  padding-left: 1.2rem;
  display: grid;
  gap: 4px;
`;
