import type { TitleDetail } from '@estante/contract';
import { useQuery } from '@tanstack/react-query';
import { copiesQueryOptions } from '../api/get-copies';
import { contentsQueryOptions } from '../api/get-contents';
import { kardexPermissionQueryOptions } from '../api/get-kardex';
import { permissionsQueryOptions } from '../api/get-permissions';
import { statisticsYearsQueryOptions } from '../api/get-statistics';
import type { TitlePermissions } from '../api/title-types';
import type { TitleTabKey } from '../components/title-tabs';

/** Reasons that make holds or loan requests meaningless for the title (not just "sign in"). */
const NOT_APPLICABLE = new Set(['network_record', 'no_copies']);

const requestable = (permission: TitlePermissions['reserva'] | undefined) =>
  permission !== undefined &&
  (permission.permitido || !NOT_APPLICABLE.has(permission.motivo ?? ''));

/**
 * The tabs that make sense for this title: the record's own tabs always; holds and loan
 * requests when the title has local copies; kardex for serials with one; contents when the
 * API has them; statistics when there is usage data; closed collection when a copy is kept in
 * closed stacks. A tab appears once the answer that decides it has arrived.
 */
export function useTitleTabs(id: string, title: TitleDetail | undefined): Set<TitleTabKey> {
  const enabled = title !== undefined;
  const { data: permissions } = useQuery({ ...permissionsQueryOptions(id), enabled });
  const { data: kardex } = useQuery({ ...kardexPermissionQueryOptions(id), enabled });
  const { data: contents } = useQuery({ ...contentsQueryOptions(id), enabled });
  const { data: years } = useQuery({ ...statisticsYearsQueryOptions(id), enabled });
  const { data: copies } = useQuery({ ...copiesQueryOptions(id), enabled });

  const tabs = new Set<TitleTabKey>(['summary', 'reference', 'marc', 'copies', 'dublinCore']);
  if (requestable(permissions?.reserva)) tabs.add('hold');
  if (requestable(permissions?.solicitacao_emprestimo)) tabs.add('loanRequest');
  if (kardex?.possui_kardex && kardex.permitido) tabs.add('kardex');
  if ((contents?.fasciculos.length ?? 0) > 0) tabs.add('serialContents');
  if ((contents?.livro.length ?? 0) > 0 || (title?.conteudo.length ?? 0) > 0) {
    tabs.add('bookContents');
  }
  if ((years?.length ?? 0) > 0) tabs.add('statistics');
  if (copies?.some((copy) => copy.acervo_fechado)) tabs.add('closedStacks');
  return tabs;
}
