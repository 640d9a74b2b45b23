import { TabBadge } from '../../../components/admin/tab-badge.tsx';
import { useCalendarConflicts, useCalendars } from '../api/get-calendars.ts';
import { alarmCount } from '../logic/calendar-list.ts';
import { alarmsText } from '../logic/calendar-text.ts';

/**
 * 'Calendari' and, when a feed has gone quiet or an imported event collides with a booking here,
 * their number in a badge read as '2 avvisi' (docs/calendars.md#back-office). It follows the two
 * polled lists, so an alarm shows without a reload, whichever tab is open.
 */
export function CalendarsTabLabel() {
  const calendars = useCalendars();
  const conflicts = useCalendarConflicts();
  const count = alarmCount(calendars.data ?? [], conflicts.data ?? []);
  return <TabBadge label="Calendari" count={count} title={alarmsText(count)} spoken={alarmsText(count)} />;
}
