import { useMutation } from '@tanstack/react-query';
import type { BookingRequestAnswer, BookingRequestInput } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';

export const createBookingRequest = (body: BookingRequestInput) => api.post<BookingRequestAnswer>('/api/email-bookings', body);

export const useCreateBookingRequest = () => useMutation({ mutationFn: createBookingRequest });
