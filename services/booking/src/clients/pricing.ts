import { quote, type Quote } from '@nbp/contracts/http/pricing';
import { errorBody } from '@nbp/contracts/common';
import { HttpError, notFound } from '@nbp/kit/errors';
import { upstream, type CallContext } from '@nbp/kit/upstream';

const DOWN = 'Il servizio prezzi non è raggiungibile al momento. Riprova tra poco.';

export interface PricingClient {
  /** The server's own quote for a rental: its total is the price of a request, never the browser's. */
  quote(boatId: number, startDate: string, endDate: string, call: CallContext): Promise<Quote>;
}

export function pricingClient(baseUrl: string): PricingClient {
  const pricing = upstream({ baseUrl, downMessage: DOWN });
  return {
    async quote(boatId, startDate, endDate, call) {
      const answer = await pricing.get(`/api/pricing/boat/${boatId}/${startDate}/${endDate}`, quote, call);
      if (answer.ok) return answer.body;
      if (answer.status === 404) throw notFound('Barca non trovata');
      // A range pricing refuses (e.g. too long) is the caller's to fix: pass its reason on.
      const reason = errorBody.safeParse(answer.body);
      if (answer.status === 400 && reason.success) throw new HttpError(400, reason.data.message, 'bad_request');
      throw pricing.down();
    },
  };
}
