import { useMutation } from '@tanstack/react-query';
import type { EmailBookingAnswer, EmailBookingRequest } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';

export const createEmailBooking = (body: EmailBookingRequest) => api.post<EmailBookingAnswer>('/api/email-bookings', body);

export const useCreateEmailBooking = () => useMutation({ mutationFn: createEmailBooking });
