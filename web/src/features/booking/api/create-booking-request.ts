import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { bookingRequestAnswer, type BookingRequestInput } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';

/**
 * The answer as the card reads it (docs/web.md#answers-checked): the contract's, with the hold's end
 * an instant the card can write ('2027-06-11T12:30:00.000Z', as the booking service answers), so
 * that no answer makes the confirmation fail while drawing.
 */
const sentAnswer = bookingRequestAnswer.extend({ holdUntil: z.iso.datetime() });

export const createBookingRequest = (body: BookingRequestInput) => api.send('/api/email-bookings', body, sentAnswer);

export const useCreateBookingRequest = () => useMutation({ mutationFn: createBookingRequest });
