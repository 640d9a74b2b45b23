import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@nbp/contracts/http/notification';
import { api } from '../../../lib/api-client.ts';

export const sendContactEmail = (body: ContactMessage) => api.post<unknown>('/api/send-contact-email', body);

export const useSendContactEmail = () => useMutation({ mutationFn: sendContactEmail });
