import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useFormat, useLang, useT } from '../../../i18n/i18n.tsx';
import { DATE_LONG, inclusiveDays, romeDateTimeText } from '@nbp/contracts/days';
import { factTerms, mutedText } from '../../../components/ui/styles.ts';

/** What the card keeps of a request it sent: what was asked and the hold, if it holds. */
export interface SentRequestSummary {
  boatName: string;
  startDate: string;
  endDate: string;
  totalPrice: string;
  holdUntil: string;
  /** false: stored and sent to the office, but the days are not held (docs/request-lifecycle.md#hoarding). */
  holdsDays: boolean;
}

/**
 * The lasting confirmation under the toast: the dates stay held for the visitor until `holdUntil`
 * (docs/request-lifecycle.md#holds), or are not held at all (#hoarding). The private link is never
 * shown here: it goes only to the customer's mailbox (#the-customers-link), so the card says so.
 */
export function RequestSent({ request }: { request: SentRequestSummary }) {
  const t = useT();
  const lang = useLang();
  const format = useFormat();
  const box = useRef<HTMLDivElement>(null);
  // The form that was sent folds away: the confirmation is brought into view, below the sticky
  // header and above the toast at the bottom (docs/public-pages.md, the phone's confirmation).
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const { top } = element.getBoundingClientRect();
    if (top < headerBottom || top > window.innerHeight / 2) element.scrollIntoView({ block: 'start' });
  }, []);
  const days = inclusiveDays(request.startDate, request.endDate);
  const start = format.date(request.startDate, DATE_LONG);
  const period =
    request.startDate === request.endDate
      ? t('booking.sent.oneDay', { date: start })
      : t('booking.sent.period', { start, end: format.date(request.endDate, DATE_LONG) });
  return (
    <Box ref={box} role="status" aria-labelledby="request-sent-title" data-testid="request-sent">
      <Title id="request-sent-title">{t('booking.sent.title')}</Title>
      <Facts>
        <div>
          <dt>{t('booking.sent.boat')}</dt>
          <dd>{request.boatName}</dd>
        </div>
        <div>
          <dt>{t('booking.sent.dates')}</dt>
          <dd>
            {period} ({t('booking.days', { count: days })})
          </dd>
        </div>
        <div>
          <dt>{t('booking.sent.price')}</dt>
          <dd>{format.money(request.totalPrice)}</dd>
        </div>
      </Facts>
      <Hold>
        {request.holdsDays ? t('booking.sent.hold', { until: romeDateTimeText(request.holdUntil, lang) }) : t('booking.sent.notHeld')}
      </Hold>
      <Note>{t('booking.sent.linkByMail')}</Note>
    </Box>
  );
}

const Box = styled.div`
  margin-top: 14px;
  /* Brought into view below the sticky header (the effect above). */
  scroll-margin-top: calc(${({ theme }) => theme.headerHeight} + 16px);
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.successBg};
  border: 1px solid ${({ theme }) => theme.colors.success};
  font-size: 0.92rem;
  p {
    margin: 8px 0 0;
  }
`;
const Title = styled.h3`
  margin: 0;
  font-size: 1.05rem;
  color: ${({ theme }) => theme.colors.success};
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 12px;
  margin: 8px 0 0;
  div {
    display: contents;
  }
  ${factTerms}
`;
const Hold = styled.p`
  font-weight: 600;
`;
const Note = styled.p`
  ${mutedText('0.85rem')}
`;
