import type { PersonalData, PersonalDataUpdate } from '@estante/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiGet } from '../../../lib/api-client';

const PATH = '/pessoas/meu-pergamum/dados-pessoais';

/** GET /api/pessoas/meu-pergamum/dados-pessoais: the signed-in patron's personal data. */
export const getPersonalData = (signal?: AbortSignal) => apiGet<PersonalData>(PATH, { signal });

export const personalDataQueryOptions = (codPessoa: number | undefined) =>
  queryOptions({
    queryKey: ['pessoas', 'dados-pessoais', codPessoa],
    queryFn: ({ signal }) => getPersonalData(signal),
    enabled: codPessoa !== undefined,
  });

export const usePersonalData = (codPessoa: number | undefined) =>
  useQuery(personalDataQueryOptions(codPessoa));

/**
 * PUT /api/pessoas/meu-pergamum/dados-pessoais: answers the record.
 * @throws ApiRequestError 422 naming the field (invalid_email_address, invalid_phone,
 *   invalid_cpf, invalid_date).
 */
export const updatePersonalData = (update: PersonalDataUpdate) =>
  apiCall<PersonalData>(PATH, { method: 'PUT', body: update });
