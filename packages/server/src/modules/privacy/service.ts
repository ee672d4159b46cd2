import {
  SEARCH_HISTORY_RETENTION_DAYS,
  type PrivacySettings,
  type SavedSearchBody,
  type SearchHistoryBody,
  type StoredSearch,
} from '@estante/contract';
import { strToU8, zipSync } from 'fflate';
import type { CirculationDriver } from '../../circulation/driver.ts';
import type { StoredSearchTable } from '../../db/schema.ts';
import { HttpError, notFound, type Lang } from '../../lib/http-errors.ts';
import type { Requester } from '../../lib/requester.ts';
import type { Selectable } from 'kysely';
import { owesTheLibrary } from './owed.ts';
import type { PrivacyRepository } from './repository.ts';
import { patronOf } from '../people/service.ts';

const stored = (row: Selectable<StoredSearchTable>): StoredSearch => ({
  id: row.id,
  nome: row.name,
  url: row.url,
  consulta_id: row.search_id,
  base: row.base,
  total: row.total,
  pesquisa: row.search,
  data: new Date(row.at).toISOString(),
});

const README: Record<Lang, string> = {
  pt: `Seus dados na biblioteca

Este arquivo tem tudo o que o sistema da biblioteca guarda sobre você, um arquivo JSON por
tabela: person.json (seus dados pessoais), person_login.json (seus logins), loan.json
(empréstimos), hold.json (reservas), fine.json (multas), alert.json (alertas),
stored_search.json (pesquisas salvas e o histórico, se você o ativou) e os demais. Senhas e
códigos de acesso não são incluídos: o sistema guarda deles apenas um resumo criptográfico.
O que é guardado e por quanto tempo: docs/privacy.md do Estante.
`,
  en: `Your data at the library

This archive holds everything the library system keeps about you, one JSON file per table:
person.json (your personal data), person_login.json (your logins), loan.json (loans),
hold.json (holds), fine.json (fines), alert.json (alerts), stored_search.json (saved searches,
and the history if you turned it on) and the others. Passwords and access codes are not
included: the system keeps only a cryptographic digest of them.
What is kept and for how long: Estante's docs/privacy.md.
`,
  es: `Sus datos en la biblioteca

Este archivo contiene todo lo que el sistema de la biblioteca guarda sobre usted, un archivo
JSON por tabla: person.json (sus datos personales), person_login.json (sus logins), loan.json
(préstamos), hold.json (reservas), fine.json (multas), alert.json (alertas), stored_search.json
(búsquedas guardadas y el historial, si lo activó) y los demás. Las contraseñas y los códigos de
acceso no se incluyen: el sistema guarda solo un resumen criptográfico de ellos.
Qué se guarda y por cuánto tiempo: docs/privacy.md de Estante.
`,
};

export interface PrivacyDeps {
  repository: PrivacyRepository;
  circulation: Pick<CirculationDriver, 'closeAccount' | 'today'>;
  /** The current password, asked again before the account is closed. */
  checkCurrentPassword: (personId: number, password: string, field: string) => Promise<unknown>;
  now?: () => Date;
}

/**
 * The patron's privacy choices, saved searches, data download and account closing
 * (docs/privacy.md). Every call acts on the token's patron.
 */
export function privacyService(deps: PrivacyDeps) {
  const { repository } = deps;
  const now = () => deps.now?.() ?? new Date();

  return {
    async settings(requester: Requester): Promise<PrivacySettings> {
      const { personId } = patronOf(requester);
      return {
        historico_pesquisa: await repository.keepsHistory(personId),
        retencao_dias: SEARCH_HISTORY_RETENTION_DAYS,
      };
    },

    async setSettings(requester: Requester, on: boolean): Promise<PrivacySettings> {
      const { personId } = patronOf(requester);
      await repository.setKeepsHistory(personId, on);
      return { historico_pesquisa: on, retencao_dias: SEARCH_HISTORY_RETENTION_DAYS };
    },

    async history(requester: Requester): Promise<StoredSearch[]> {
      return (await repository.history(patronOf(requester).personId)).map(stored);
    },

    /** @throws HttpError 422 search_history_off when the patron has not turned it on. */
    async logSearch(requester: Requester, entry: SearchHistoryBody): Promise<void> {
      if (!(await repository.logSearch(patronOf(requester).personId, entry))) {
        throw new HttpError(422, 'search_history_off');
      }
    },

    async clearHistory(requester: Requester): Promise<void> {
      await repository.clearHistory(patronOf(requester).personId);
    },

    async saved(requester: Requester): Promise<StoredSearch[]> {
      return (await repository.saved(patronOf(requester).personId)).map(stored);
    },

    /** @throws HttpError 422 saved_searches_limit when the patron keeps the most already. */
    async save(requester: Requester, body: SavedSearchBody): Promise<StoredSearch> {
      const row = await repository.save(patronOf(requester).personId, {
        ...body,
        nome: body.nome.trim() || body.url,
      });
      if (!row) throw new HttpError(422, 'saved_searches_limit');
      return stored(row);
    },

    /** @throws HttpError 404 when the saved search is not the patron's. */
    async deleteSaved(requester: Requester, id: number): Promise<void> {
      if (!(await repository.deleteSaved(patronOf(requester).personId, id))) throw notFound();
    },

    /** A ZIP of every row the library holds about the patron, one JSON file per table. */
    async download(requester: Requester, lang: Lang): Promise<Uint8Array> {
      const tables = await repository.everything(patronOf(requester).personId);
      const files: Record<string, Uint8Array> = { 'LEIA-ME.txt': strToU8(README[lang]) };
      for (const [table, rows] of Object.entries(tables)) {
        files[`${table}.json`] = strToU8(`${JSON.stringify(rows, null, 2)}\n`);
      }
      return zipSync(files, { level: 6, mtime: now() });
    },

    /**
     * Closes the account: the password asked again; nothing on loan, owed or suspended; then
     * the personal data erased and open holds cancelled in one transaction.
     *
     * @throws HttpError 422 current_password_incorrect (senha); 422 account_close_not_clear
     *   while the patron has loans, debts or a suspension in force.
     */
    async closeAccount(requester: Requester, password: string): Promise<void> {
      const { personId } = patronOf(requester);
      await deps.checkCurrentPassword(personId, password, 'senha');
      const at = now();
      await deps.circulation.closeAccount(personId, async (trx) => {
        // Checked under the patron's lock: a loan made since cannot slip through.
        if (await owesTheLibrary(trx, personId, deps.circulation.today())) {
          throw new HttpError(422, 'account_close_not_clear');
        }
        await repository.erase(trx, personId, at);
      });
    },
  };
}

export type PrivacyService = ReturnType<typeof privacyService>;
