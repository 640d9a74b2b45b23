import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage, InvalidAnswerError } from '../../../lib/api-client.ts';
import { useLang, useT } from '../../../i18n/i18n.tsx';
import { useCreateBookingRequest } from '../api/create-booking-request.ts';
import type { BookingFormValues } from './booking-request-form.tsx';
import type { SentRequestSummary } from './request-sent.tsx';
import type { BookableBoat } from './use-range-check.ts';

/**
 * Sends the booking request for the chosen days (docs/request-lifecycle.md): a toast says how it
 * went, in the page's language, and `onSent` gets what the card shows of it afterwards.
 */
export function useSendRequest(boat: BookableBoat, onSent: (request: SentRequestSummary) => void) {
  const { toast } = useToast();
  const t = useT();
  const lang = useLang();
  const mutation = useCreateBookingRequest();

  const send = async (values: BookingFormValues, days: { start: string; end: string }, totalPrice: number): Promise<boolean> => {
    try {
      const answer = await mutation.mutateAsync({
        boatId: boat.id,
        boatName: boat.name,
        customerName: values.customerName,
        customerEmail: values.customerEmail,
        customerPhone: values.customerPhone,
        startDate: days.start,
        endDate: days.end,
        totalPrice,
        notes: values.message ?? '',
        // Every mail about the request is in the page's language (docs/languages.md#the-requests-language);
        // an Italian page sends the body it always sent, Italian being the server's default.
        ...(lang === 'it' ? {} : { language: lang }),
      });
      toast({
        title: t('booking.sent.toast'),
        // The server's message is Italian: an English page says its own.
        description: (lang === 'it' && answer?.message) || t('booking.sent.toastText'),
        variant: 'success',
      });
      onSent({
        boatName: boat.name,
        startDate: days.start,
        endDate: days.end,
        totalPrice: answer.totalPrice,
        holdUntil: answer.holdUntil,
        holdsDays: answer.holdsDays,
      });
      return true;
    } catch (error) {
      // A success whose body is not the contract's: the request may be stored, so the visitor is told
      // to look at the mail before sending again (docs/public-pages.md#pages-never-blank).
      const fallback = error instanceof InvalidAnswerError ? t('booking.failed.unreadable') : t('booking.failed.text');
      toast({
        title: t('booking.failed.title'),
        description: lang === 'it' ? errorMessage(error, fallback) : await englishErrorText(error, fallback),
        variant: 'destructive',
      });
      return false;
    }
  };
  return { send, sending: mutation.isPending };
}

/**
 * A refused request on an English page: the English text of the answer's code (docs/errors.md),
 * from the error catalogue, loaded only then; `fallback` when the answer has no code it knows.
 */
async function englishErrorText(error: unknown, fallback: string): Promise<string> {
  if (!(error instanceof ApiError)) return fallback;
  try {
    const body = JSON.parse(error.bodyText) as { code?: unknown; params?: unknown };
    const { isErrorCode, errorText } = await import('@nbp/contracts/errors-en');
    if (!isErrorCode(body.code)) return fallback;
    const params = body.params && typeof body.params === 'object' ? (body.params as Record<string, string>) : {};
    return errorText(body.code, 'en', params);
  } catch {
    return fallback;
  }
}
