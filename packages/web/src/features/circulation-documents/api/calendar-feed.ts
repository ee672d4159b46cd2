import type { CalendarFeed } from '@estante/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** POST /api/emprestimo/calendario: a new private feed address (the old one stops working). */
export const resetCalendarFeed = () =>
  apiCall<CalendarFeed>('/emprestimo/calendario', { method: 'POST' });

export const useResetCalendarFeed = () => useMutation({ mutationFn: resetCalendarFeed });
