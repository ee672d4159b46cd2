import type { Duplicates } from '@estante/contract';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /pessoas/duplicadas (institution 571's first login step): the person records a login
 * names, when there are several.
 */
export const getDuplicates = (usuario: string) =>
  apiGet<Duplicates>(`/pessoas/duplicadas?${new URLSearchParams({ usuario: usuario.trim() })}`);
