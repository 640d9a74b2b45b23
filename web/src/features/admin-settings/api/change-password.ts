import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  api.post<unknown>('/api/admin/change-password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
