import type { PaymentSlipRequest } from '@estante/contract';
import { apiRequest, errorOf } from '../../../lib/api-client';

/**
 * POST /api/unidade-informacao/gru: the payment slip (PDF) of an amount owed at a library.
 * @throws ApiRequestError when the server refuses it.
 */
export async function getPaymentSlip(valor: number, codBiblioteca: number): Promise<Blob> {
  const response = await apiRequest('/unidade-informacao/gru', {
    method: 'POST',
    body: { valor, codBiblioteca } satisfies PaymentSlipRequest,
  });
  if (!response.ok) throw await errorOf(response);
  return response.blob();
}
