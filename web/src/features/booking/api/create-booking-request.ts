import { useMutation } from '@tanstack/react-query';
import { bookingRequestAnswer, type BookingRequestInput } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';

export const createBookingRequest = (body: BookingRequestInput) => api.send('/api/email-bookings', body, bookingRequestAnswer);

export const useCreateBookingRequest = () => useMutation({ mutationFn: createBookingRequest });
