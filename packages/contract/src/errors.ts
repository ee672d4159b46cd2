import Type, { type Static } from 'typebox';

/**
 * The error body every failed `/api` call answers with (DESIGN.md "Errors on the wire").
 * `key` is a stable snake_case id the web maps to translated text; `field` names the
 * offending input when the error is about one.
 */
export const ApiErrorSchema = Type.Object({
  message: Type.String(),
  key: Type.String(),
  status: Type.Integer(),
  field: Type.Optional(Type.String()),
});
export type ApiError = Static<typeof ApiErrorSchema>;

/** Error keys shared by server and web. The web has a translation for each. */
export const ERROR_KEYS = [
  'not_found',
  'validation_error',
  'unexpected_error',
  'database_unavailable',
  'search_field_required',
  'too_many_requests',
  'basket_too_large',
  'titles_not_found',
  'invalid_email',
  'mail_unavailable',
  'ebook_supplier_not_found',
  'login_required',
  'email_export_disabled',
  'too_many_recipients',
  'mail_quota_exceeded',
  'query_timeout',
  'invalid_token',
  'invalid_credentials',
  'invalid_grant',
  'invalid_client',
  'unsupported_grant_type',
  'account_data_required',
  'password_required',
  'captcha_required',
  'captcha_invalid',
  'too_many_attempts',
  /** The spec's wire value for a blocked account (430, `bloqueio: true`). */
  'ACESSO_BLOQUEADO',
  'current_password_incorrect',
  'password_rules',
  'recovery_code_invalid',
  'invalid_email_address',
  'invalid_date',
  'invalid_cpf',
  'invalid_phone',
  /** External sign-in (OIDC, spec §8): the provider refused (permission denied). */
  'oidc_access_denied',
  /** External sign-in: the provider's answer did not validate (state, nonce, ID token). */
  'oidc_token_invalid',
  /** External sign-in: nobody here has the provider's account (use the same credentials). */
  'oidc_user_not_found',
  /** External sign-in: the provider cannot be reached or answered nonsense (generic error). */
  'oidc_error',
  /** External sign-in is not configured (OIDC_ISSUER unset). */
  'oidc_disabled',
  /** A redirect token that is unknown, expired or used before (POST /pessoas/token-redireciona). */
  'redirect_token_invalid',
  /** A hand-off whose target system the institution has not configured (App Layers, work posting). */
  'redirect_not_configured',
  // Circulation (issue 13).
  'renewal_select_one',
  'hold_select_one',
  'hold_options_required',
  'hold_copies_available',
  'hold_not_possible',
  'hold_limit_reached',
  'hold_duplicate',
  'hold_already_borrowed',
  'patron_suspended',
  'debts_above_limit',
  'loan_limit_reached',
  'copy_not_found',
  'copy_not_loanable',
  'copy_reserved_for_other',
  'copy_not_on_loan',
  'patron_not_found',
  'staff_only',
  'teaching_plan_search_empty',
  'payment_exceeds_balance',
  'debit_settled',
  'dates_out_of_order',
  /** Removed from the unit by the no-debts declaration: no more loans or holds. */
  'patron_departed',
  /** Desk: re-admitting a patron who has not left the unit. */
  'patron_not_departed',
  /** Self-service: a loan token that is unknown, expired or replaced by a newer one. */
  'loan_token_invalid',
  // Circulation documents (loan token, no-debts, payment slip, calendar feed).
  /** GET /emprestimo/token when the patron has no token in force. */
  'loan_token_not_found',
  /** A no-debts declaration asked while loans, debits or a suspension remain. */
  'no_debts_not_clear',
  /** A no-debts declaration code nobody was given (public check, send-mail). */
  'declaration_not_found',
  /** A payment slip amount that is not whole centavos above zero. */
  'slip_amount_invalid',
  /** A payment slip above the patron's open balance at that library. */
  'slip_exceeds_balance',
  // Loan requests (spec §5, §8).
  /** No receiving unit chosen. */
  'loan_request_receiving_required',
  /** No delivery point of the receiving unit and no place in words (or not one of its points). */
  'loan_request_location_required',
  /** Volume, tome, part or additional material not chosen (or not one of the title's). */
  'loan_request_options_required',
  /** Phone left blank. */
  'phone_required',
  /** Home delivery without an address. */
  'loan_request_address_required',
  /** Spec §8: the open-request limit is reached or an identical request is open. */
  'loan_request_limit_or_duplicate',
  /** Spec §8: no copies available, or all already requested. */
  'loan_request_no_copies',
  /** Staff: a status the request cannot move to from its current one. */
  'loan_request_status_invalid',
  /** POST /gravar-armazem to a library without closed stacks. */
  'closed_stacks_unavailable',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];
