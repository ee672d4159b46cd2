import type { PersonLogin, UserData } from '@estante/contract';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { Requester } from '../../lib/requester.ts';
import type { AuthService, IssuedTokens } from '../auth/service.ts';
import type { PeopleRepository } from './repository.ts';

/** The signed-in patron of a private route (the authentication hook let only patrons in). */
export function patronOf(requester: Requester) {
  if (
    requester.patronId === null ||
    requester.loginId === null ||
    requester.sessionId === null ||
    requester.login === null
  ) {
    throw new HttpError(401, 'login_required');
  }
  return {
    personId: requester.patronId,
    loginId: requester.loginId,
    login: requester.login,
    sessionId: requester.sessionId,
  };
}

/**
 * The signed-in person's account (spec §7 People). Every call acts on the patron of the
 * verified token and never on a person named by a parameter.
 */
export function peopleService(repository: PeopleRepository, auth: AuthService) {
  return {
    /**
     * GET /pessoas: bloqueio, the user and the activities of the signed-in login's category.
     * @throws HttpError 401 invalid_token when the token's login no longer exists.
     */
    async userData(requester: Requester): Promise<UserData> {
      const patron = patronOf(requester);
      const person = await repository.signedIn(patron.personId, patron.loginId);
      if (!person) throw new HttpError(401, 'invalid_token');
      const activities = await repository.categoryActivities(person.categoryId);
      return {
        bloqueio: person.blocked,
        user: { nome_pessoa: person.name, login: person.login, cod_pessoa: person.id },
        authPermissions: activities.map((a) => ({
          cod_atividade: a.code,
          cod_modulo: a.module,
          descricao: a.description,
        })),
      };
    },

    /** GET /pessoas/login: the signed-in person's logins, for the chooser. */
    async logins(requester: Requester): Promise<PersonLogin[]> {
      const patron = patronOf(requester);
      const rows = await repository.logins(patron.personId);
      return rows.map((row) => ({
        codigo: row.login,
        base: row.base,
        descricao: row.description ?? row.category,
        categoria: row.category,
        atual: row.id === patron.loginId,
      }));
    },

    /**
     * PUT /pessoas/troca-login: the session moves to another login of the same person, with
     * new tokens. Another person's login is answered exactly like one that does not exist.
     * @throws HttpError 404 not_found; 401 invalid_grant when the sign-in has ended.
     */
    async switchLogin(
      requester: Requester,
      target: { codigo: string; base: string },
    ): Promise<IssuedTokens> {
      const patron = patronOf(requester);
      const login = await repository.ownLogin(
        patron.personId,
        target.codigo.trim(),
        target.base.trim(),
      );
      if (!login) throw notFound();
      return auth.switchLogin(
        { sessionId: patron.sessionId, personId: patron.personId },
        { loginId: login.id, login: login.login },
      );
    },

    /**
     * POST /pessoas/meu-pergamum/troca-usuario (Exchange users): as switchLogin, with the
     * login named by `usuario` alone. The tokens of the session before stop working (spec §4:
     * swapping users ends the current session). Only the same person's logins.
     * @throws HttpError 422 account_data_required for a blank usuario (spec §5: a user is
     *   required); 404 not_found; 401 invalid_grant when the sign-in has ended.
     */
    async switchUser(requester: Requester, usuario: string): Promise<IssuedTokens> {
      const patron = patronOf(requester);
      const wanted = usuario.trim();
      if (!wanted) throw new HttpError(422, 'account_data_required', 'usuario');
      const login = await repository.ownLoginInAnyBase(patron.personId, wanted);
      if (!login) throw notFound();
      return auth.switchLogin(
        { sessionId: patron.sessionId, personId: patron.personId },
        { loginId: login.id, login: login.login },
      );
    },
  };
}
