import { useMutation } from '@tanstack/react-query';
import type { EmailBookingRequest } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';

export interface EmailBookingAnswer {
  id?: number;
  message?: string;
  totalPrice?: string;
}

export const createEmailBooking = (body: EmailBookingRequest) => api.post<EmailBookingAnswer>('/api/email-bookings', body);

export const useCreateEmailBooking = () => useMutation({ mutationFn: createEmailBooking });
