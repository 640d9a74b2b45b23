import { useToast } from '../../../components/ui/toast.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { isPastLastOffered } from '../logic/calendar-horizon.ts';
import type { DateSelection, DateTarget } from '../logic/date-selection.ts';
import { isDayDisabled } from '../logic/disabled-days.ts';
import { MonthCalendar } from './month-calendar.tsx';
import { useBookingWords } from './use-booking-words.ts';
import type { TakenDays } from './use-taken-days.ts';

interface Props {
  boatName: string;
  selection: DateSelection & { choosing: DateTarget };
  today: string;
  firstBookable: string;
  days: TakenDays;
  /** A day that may be picked was picked. */
  onPick: (iso: string) => void;
  onClose: () => void;
}

/**
 * The booking card's calendar (docs/booking-card.md): the month grid with the days the card does
 * not offer disabled, and a pick of such a day explained by a toast (no price yet, held by another
 * request, taken). Its code arrives when the visitor reaches for the dates, not with the page.
 */
export function BookingCalendar({ boatName, selection, today, firstBookable, days, onPick, onClose }: Props) {
  const { toast } = useToast();
  const t = useT();
  const words = useBookingWords();
  const { choosing, start, end } = selection;
  const { booked, held, blocked, lastDay } = days;

  const refuse = (title: string, description: string) => toast({ title, description, variant: 'destructive' });
  const pick = (iso: string) => {
    if (iso >= today && lastDay !== undefined && isPastLastOffered(iso, lastDay)) {
      const description = lastDay ? t('booking.dates.pricedUntil', { date: words.longDate(lastDay) }) : t('booking.dates.noPrices');
      return refuse(t('booking.dates.unavailableTitle'), description);
    }
    if (iso >= today && held.has(iso) && !booked.has(iso))
      return refuse(t('booking.dates.heldTitle'), t('booking.dates.held', { boat: boatName, date: words.longDate(iso) }));
    if (iso >= today && blocked.has(iso))
      return refuse(t('booking.dates.unavailableTitle'), t('booking.dates.taken', { boat: boatName, date: words.longDate(iso) }));
    onPick(iso);
  };

  return (
    <MonthCalendar
      heading={choosing === 'start' ? t('booking.calendar.chooseStart') : t('booking.calendar.chooseEnd')}
      initialDay={(choosing === 'end' ? (end ?? start) : start) ?? today}
      start={start}
      end={end}
      isDisabled={(iso) => isDayDisabled(iso, { today, firstBookable, blocked, choosing, start, end, lastDay })}
      isBlocked={(iso) => booked.has(iso)}
      isHeld={(iso) => held.has(iso)}
      onPick={pick}
      onClose={onClose}
    />
  );
}
