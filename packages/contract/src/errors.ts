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
  'network_unavailable',
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
  'search_history_off',
  'saved_searches_limit',
  'account_close_not_clear',
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
  // Bibliographic requests and catalogue cards (issue 14).
  /** A required field of a request left blank (the field is named). */
  'request_field_required',
  /** Spec §5: the bibliography start page cannot exceed the end page. */
  'request_pages_out_of_order',
  /** A survey's first year after its last. */
  'request_years_out_of_order',
  /** A deadline before tomorrow. */
  'request_deadline_past',
  /** The patron already has the most awaiting requests of this type. */
  'request_limit_reached',
  /** Staff: the request was answered already. */
  'request_status_invalid',
  /** Staff: a catalogue card request is finished by releasing the card. */
  'card_release_required',
  /** The catalogue card is still under the library's review. */
  'card_not_released',
  // Interest profiles and alerts (issue 14).
  /** Spec §5: the alert filter needs both dates. */
  'alert_dates_required',
  /** Spec §5: a journals profile with none of issues, articles, contents chosen. */
  'journal_profile_type_required',
  /** A validity date in the past or further than the furthest allowed. */
  'profile_validity_invalid',
  /** A profile POST with nothing to add (itens empty or blank). */
  'profile_items_required',
  /** An area, journal, material type or language that does not exist. */
  'profile_item_unknown',
  /** The patron holds the most profiles allowed. */
  'profile_limit_reached',
  // Purchase suggestions (spec §5, §6, §8).
  /** Library, title or editor left blank (spec §5: the message names the field). */
  'suggestion_field_required',
  /** An ISBN/ISSN whose check digit (or length) is wrong. */
  'suggestion_isbn_issn_invalid',
  'suggestion_title_invalid',
  /** A library not of the chosen campus, or unknown. */
  'suggestion_library_invalid',
  /** The patron's category lacks activity 12 (purchase suggestion). */
  'suggestion_not_allowed',
  /** SUGGESTION_OPEN_LIMIT open suggestions already. */
  'suggestion_limit_reached',
  /** Staff: a status the suggestion cannot move to from its current one. */
  'suggestion_status_invalid',
  /** Staff: ordering without supplier and quantity, or with an order that cannot take it. */
  'suggestion_order_required',
  // Comments and the permanent basket (spec §5, §6, §8).
  /** Spec §5: a comment names the library it goes to. */
  'comment_library_required',
  /** Spec §5: a comment's text must be non-blank. */
  'comment_text_required',
  /** A comment longer than COMMENT_MAX_LENGTH characters. */
  'comment_too_long',
  /** Spec §8: COMMENT_PENDING_LIMIT comments awaiting approval already; not sent. */
  'comment_pending_limit',
  /** The patron's category lacks activity 13 (comments). */
  'comments_not_allowed',
  /** Staff: the comment was approved or rejected already. */
  'comment_already_reviewed',
  /** PERMANENT_BASKET_LIMIT titles in the permanent basket already. */
  'permanent_basket_full',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];
