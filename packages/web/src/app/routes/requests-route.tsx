import type { RequestType } from '@estante/contract';
import { RequestsPanel } from '../../features/requests/components/requests-panel';
import { PersonalAreaPage } from './personal-area-page';

/**
 * `/meupergamum/comutacao-bibliografica`, `/levantamento-bibliografico`, `/ficha-catalografica`,
 * `/pesquisa-especializada` and `/emprestimo-inter-bibliotecas`: the request tabs (spec §2).
 */
export function RequestsRoute({ type }: { type: RequestType }) {
  return (
    <PersonalAreaPage title={`requests.types.${type}.title`}>
      {/* A new tab is a new form: its values do not carry over from another type. */}
      <RequestsPanel key={type} type={type} />
    </PersonalAreaPage>
  );
}
