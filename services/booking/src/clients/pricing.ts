import { quote, type Quote } from '@nbp/contracts/http/pricing';
import { errorBody } from '@nbp/contracts/common';
import { isErrorCode } from '@nbp/contracts/errors';
import { badRequest, notFound } from '@nbp/kit/errors';
import { upstream, type CallContext } from '@nbp/kit/upstream';

export interface PricingClient {
  /** The server's own quote for a rental: its total is the price of a request, never the browser's. */
  quote(boatId: number, startDate: string, endDate: string, call: CallContext): Promise<Quote>;
}

export function pricingClient(baseUrl: string): PricingClient {
  const pricing = upstream({ baseUrl, down: 'unavailable_pricing' });
  return {
    async quote(boatId, startDate, endDate, call) {
      const answer = await pricing.get(`/api/pricing/boat/${boatId}/${startDate}/${endDate}`, quote, call);
      if (answer.ok) return answer.body;
      if (answer.status === 404) throw notFound('boat_not_found');
      // A range pricing refuses (e.g. too long) is the caller's to fix: pass its reason (code and parameters) on.
      const reason = errorBody.safeParse(answer.body);
      if (answer.status === 400 && reason.success && isErrorCode(reason.data.code))
        throw badRequest({ code: reason.data.code, ...(reason.data.params ? { params: reason.data.params } : {}) });
      throw pricing.down();
    },
  };
}
