import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type {
  AuthorityKind,
  CopyStatus,
  MaterialType,
  OrderStatus,
  OriginalScript,
  SuggestionStatus,
} from '@estante/contract';

export type { AuthorityKind };

/** Column written by the database (identity, default or generated) and optional on insert. */
type Auto<T> = Generated<T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A `date` column: read as 'YYYY-MM-DD' (both drivers are configured so). */
type DateOnly = string;
/** Never written by us: computed by PostgreSQL. */
type Computed<T> = ColumnType<T, never, never>;

export interface InstitutionTable {
  id: Auto<number>;
  company_code: number;
  acronym: string;
  name: string;
  theme: Auto<string>;
  logo_url: string | null;
  login_label: string | null;
  login_message: string | null;
  support_message: string | null;
  privacy_url: string | null;
  oidc_logout_url: string | null;
  uses_oidc: Auto<boolean>;
  default_login_destination: string | null;
  auth_mode: Auto<number>;
  crypt_mode: Auto<number>;
  password_web_url: string | null;
  acquisition_web_url: string | null;
  default_language: Auto<string>;
  network_catalogue_label: string | null;
  network_catalogue_url: string | null;
  updated_at: Timestamp;
}

export interface ExternalDatabaseLinkTable {
  id: Auto<number>;
  label: string;
  url: string;
  position: Auto<number>;
  /** What the database holds (migration 0027). */
  description: ColumnType<string | null, string | null | undefined, string | null>;
  /** The patron categories it is offered to; empty: every patron (migration 0027). */
  category_ids: Auto<number[]>;
}

/** A title kept in a patron's permanent basket (migration 0027). */
export interface PermanentBasketItemTable {
  person_id: number;
  title_id: number;
  added_at: Auto<Date>;
}

export interface SettingTable {
  name: string;
  value: ColumnType<unknown, string, string>;
}

export interface ActivityTable {
  code: number;
  module: number;
  description: string;
  enabled: Auto<boolean>;
  /** The activity's informational text (GET /parametros/atividade/{id}/informativo, 0017). */
  notice: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SearchTabTable {
  key: string;
  label: string;
  position: number;
  enabled: Auto<boolean>;
}

export interface InfoBlockTable {
  id: Auto<number>;
  section: 'informacoes_gerais' | 'secao_1' | 'secao_2' | 'faq';
  position: number;
  title: string;
  body: string;
  link: string | null;
}

export interface CampusTable {
  id: Auto<number>;
  name: string;
}

export interface LibraryTable {
  id: Auto<number>;
  campus_id: number;
  name: string;
  acronym: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  has_closed_stacks: Auto<boolean>;
}

export interface OpeningHoursTable {
  id: Auto<number>;
  library_id: number;
  weekday: number;
  /** 'HH:MM:SS' */
  opens: string;
  closes: string;
}

export interface EventTable {
  id: Auto<number>;
  title: string;
  description: Auto<string>;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  location: string | null;
  link: string | null;
  library_id: number | null;
  /** The institution's own event, or one of the Eventum events system (0017). */
  source: ColumnType<'institutional' | 'eventum', 'institutional' | 'eventum' | undefined>;
}

export interface NetworkInstitutionTable {
  id: number;
  name: string;
  /** Harvest settings (migration 0033): code, OAI-PMH base URL, set, metadataPrefix. */
  code: ColumnType<string | null, string | null | undefined, string | null>;
  oai_url: ColumnType<string | null, string | null | undefined, string | null>;
  oai_set: ColumnType<string | null, string | null | undefined, string | null>;
  metadata_prefix: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Harvest status of a network institution (migration 0033). */
export interface NetworkHarvestTable {
  institution_id: number;
  running_since: Date | null;
  last_run_at: Date | null;
  last_finished_at: Date | null;
  last_success_at: Date | null;
  last_datestamp: string | null;
  ok: boolean | null;
  added: Generated<number>;
  updated: Generated<number>;
  deleted: Generated<number>;
  skipped: Generated<number>;
  skipped_reasons: ColumnType<unknown, string | undefined, string>;
  last_error: string | null;
}

/** Which title holds which harvested OAI item (migration 0033). */
export interface NetworkRecordTable {
  institution_id: number;
  identifier: string;
  title_id: number;
  datestamp: string;
  harvested_at: Generated<Date>;
}

export interface TitleTable {
  id: Auto<number>;
  control_number: string | null;
  control_number_source: Auto<string>;
  network_institution_id: number | null;
  /** Matching key of a title imported from a record without 001 (migration 0011). */
  content_key: string | null;
  marc: ColumnType<unknown, string, string>;
  title: string;
  subtitle: string | null;
  responsibility: string | null;
  authors: Auto<string[]>;
  subjects: Auto<string[]>;
  publisher: string | null;
  place: string | null;
  year: number | null;
  edition: string | null;
  physical_description: string | null;
  series: Auto<string[]>;
  language: string | null;
  isbns: Auto<string[]>;
  issns: Auto<string[]>;
  call_number: string | null;
  material_type: MaterialType;
  volume: string | null;
  has_online_access: Auto<boolean>;
  has_accessibility: Auto<boolean>;
  cover_url: string | null;
  acquired_on: DateOnly | null;
  search_extra: Auto<string>;
  /** 880 fields in their original script (migration 0018), OriginalScript[]. */
  original_script: ColumnType<OriginalScript[], string | undefined, string>;
  search: Computed<string>;
  /** Sort keys and facet sources generated by migration 0003-search. */
  title_key: Computed<string>;
  author_key: Computed<string | null>;
  call_number_key: Computed<string | null>;
  genres: Computed<string[]>;
  carriers: Computed<string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthorityTable {
  id: Auto<number>;
  control_number: string | null;
  control_number_source: Auto<string>;
  kind: AuthorityKind;
  heading: string;
  heading_key: string;
  see_from: Auto<string[]>;
  see_also: Auto<string[]>;
  notes: Auto<string[]>;
  sources: Auto<string[]>;
  marc: ColumnType<unknown, string, string>;
  search: Computed<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TitleAuthorityTable {
  title_id: number;
  authority_id: number;
  role: 'author' | 'subject';
}

export interface CopyTable {
  id: Auto<number>;
  title_id: number;
  library_id: number;
  barcode: string;
  call_number: string | null;
  location: string | null;
  loan_type: 'normal' | 'short' | 'reference' | 'special';
  collection: string | null;
  volume: string | null;
  tome: string | null;
  part: string | null;
  status: CopyStatus;
  due_on: DateOnly | null;
  in_closed_stacks: Auto<boolean>;
  acquired_on: DateOnly | null;
}

export interface SerialIssueTable {
  id: Auto<number>;
  title_id: number;
  library_id: number | null;
  year: number;
  volume: string | null;
  number: string | null;
  published_on: DateOnly | null;
  received_on: DateOnly | null;
  contents: Auto<string[]>;
}

export interface KnowledgeAreaTypeTable {
  id: number;
  name: string;
}

export interface KnowledgeAreaTable {
  id: Auto<number>;
  type_id: number;
  code: string;
  name: string;
  parent_id: number | null;
}

export interface TitleKnowledgeAreaTable {
  title_id: number;
  knowledge_area_id: number;
}

export interface DepartmentTable {
  id: Auto<number>;
  name: string;
  campus_id: number | null;
}

export interface CourseTable {
  id: Auto<number>;
  code: string;
  name: string;
  campus_id: number;
  level: 'undergraduate' | 'graduate' | 'technical' | 'extension';
  knowledge_area_id: number | null;
}

export interface DisciplineTable {
  id: Auto<number>;
  code: string;
  name: string;
  department_id: number | null;
  workload_hours: number | null;
}

export interface ProfessorTable {
  id: Auto<number>;
  name: string;
  email: string | null;
  department_id: number | null;
  /** The patron this professor is (migration 0031); null when not linked. */
  person_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface TeachingPlanTable {
  id: Auto<number>;
  course_id: number;
  discipline_id: number;
  professor_id: number | null;
  year: number;
  semester: number;
  period: number | null;
  vacancies: number | null;
}

export interface TeachingPlanTitleTable {
  teaching_plan_id: number;
  title_id: number;
  kind: 'basic' | 'complementary';
}

/** Every table, for Kysely. */
/** One key's hits in its current window (rate limits, email quotas). */
export interface RequestCounterTable {
  key: string;
  hits: number;
  expires_at: Date;
}

/** Patron categories (spec §1, §6); `login_suffix` is institution 87's code. */
export interface PatronCategoryTable {
  id: number;
  key: string;
  name: string;
  login_suffix: string | null;
  position: number;
}

/** The activities (spec §6 codes) a patron category may use. */
export interface CategoryActivityTable {
  category_id: number;
  activity_code: number;
}

/** A person (cod_pessoa): name, password, lockout state and personal data (spec §3). */
export interface PersonTable {
  id: Auto<number>;
  name: string;
  email: string | null;
  staff_role: 'circulation' | 'administration' | null;
  password_hash: string | null;
  password_changed_at: Timestamp | null;
  blocked: Auto<boolean>;
  blocked_at: Timestamp | null;
  blocked_reason: 'failed_attempts' | 'staff' | null;
  failed_attempts: Auto<number>;
  last_failed_at: Timestamp | null;
  last_login_at: Timestamp | null;
  street: string | null;
  complement: string | null;
  postal_code: string | null;
  city: string | null;
  district: string | null;
  id_document: string | null;
  tax_number: string | null;
  nationality: string | null;
  gender: string | null;
  birth_date: DateOnly | null;
  education: string | null;
  location: string | null;
  job: string | null;
  marital_status: string | null;
  phone: string | null;
  receive_emails: Auto<boolean>;
  created_at: Auto<Date>;
  /** The server keeps the patron's search history (migration 0032; off by default). */
  keep_search_history: Auto<boolean>;
  /** The patron's language (pt, en, es): kept at sign-in, for the emails sent later. */
  language: Auto<'pt' | 'en' | 'es'>;
  /** When the patron closed the account (personal data erased); null while open. */
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A login of a person in a base, with the patron category of that enrolment. */
export interface PersonLoginTable {
  id: Auto<number>;
  person_id: number;
  login: string;
  base: Auto<string>;
  category_id: number;
  description: string | null;
  password_sign_in: Auto<boolean>;
  position: Auto<number>;
}

export interface PasswordHistoryTable {
  id: Auto<number>;
  person_id: number;
  password_hash: string;
  created_at: Auto<Date>;
}

/** An OAuth client; `secret_hash` is the SHA-256 (hex) of its secret, null for none. */
export interface OAuthClientTable {
  id: string;
  name: string;
  secret_hash: string | null;
  grant_types: string[];
  first_party: Auto<boolean>;
}

/** A key that signs access tokens (JWK), and until when it signs and verifies. */
export interface SigningKeyTable {
  kid: string;
  algorithm: string;
  public_jwk: ColumnType<Record<string, unknown>, string, string>;
  private_jwk: ColumnType<Record<string, unknown>, string, string>;
  created_at: Auto<Date>;
  signs_until: Timestamp;
  verifies_until: Timestamp;
}

/** One sign-in: the family of refresh tokens rotated from one password grant. */
export interface SessionFamilyTable {
  id: string;
  person_id: number;
  login_id: number;
  client_id: string;
  remember_me: boolean;
  created_at: Auto<Date>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: 'logout' | 'reuse' | 'blocked' | 'password' | null;
}

/** A refresh token, kept only as its SHA-256 (hex). */
export interface RefreshTokenTable {
  token_hash: string;
  family_id: string;
  created_at: Auto<Date>;
  expires_at: Timestamp;
  replaced_at: Timestamp | null;
}

/** A password recovery code (hashed), its expiry and attempts left. */
export interface RecoveryCodeTable {
  id: Auto<number>;
  person_id: number;
  code_hash: string;
  created_at: Auto<Date>;
  expires_at: Timestamp;
  attempts_left: number;
  used_at: Timestamp | null;
}

/** A redirect token (hashed): whose, what issued it, until when, used or not (migration 0020). */
export interface RedirectTokenTable {
  token_hash: string;
  person_id: number;
  login_id: number;
  purpose: 'session' | 'personal_area' | 'app_layers' | 'work_posting';
  created_at: Auto<Date>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** The base whose personal area a person chose (migration 0020). */
export interface PersonalAreaBaseTable {
  person_id: number;
  base: string;
  chosen_at: Auto<Date>;
}

/** An ALTCHA challenge already answered, kept until it expires (migration 0016). */
export interface CaptchaUsedTable {
  signature: string;
  expires_at: Timestamp;
}

export type LoanType = 'normal' | 'short' | 'reference' | 'special';

export interface LoanPolicyTable {
  id: Auto<number>;
  library_id: number | null;
  category_id: number | null;
  loan_type: LoanType | null;
  material_type: string | null;
  loan_days: number;
  max_loans: number;
  renewals: number;
  renewal_days: number;
  hold_limit: number;
  pickup_days: number;
  fine_per_day_cents: number;
  suspension_days_per_day: number;
  grace_days: Auto<number>;
  debt_limit_cents: Auto<number>;
}

export interface LibraryClosureTable {
  id: Auto<number>;
  library_id: number | null;
  day: DateOnly;
  reason: string;
}

export interface LoanTable {
  id: Auto<number>;
  copy_id: number;
  person_id: number;
  login_id: number | null;
  library_id: number;
  loaned_at: Timestamp;
  due_on: DateOnly;
  renewals: Auto<number>;
  returned_at: Timestamp | null;
  loaned_by: number | null;
  returned_by: number | null;
}

export type HoldStatus = 'queue' | 'ready' | 'fulfilled' | 'cancelled' | 'expired';

export interface HoldTable {
  id: Auto<number>;
  title_id: number;
  person_id: number;
  login_id: number | null;
  library_id: number;
  volume: string | null;
  tome: string | null;
  part: string | null;
  material: string | null;
  placed_at: Timestamp;
  status: HoldStatus;
  copy_id: number | null;
  ready_at: Timestamp | null;
  pickup_until: DateOnly | null;
  closed_at: Timestamp | null;
  observations: string | null;
}

export type FineService = 'overdue' | 'lost' | 'damage' | 'other';

export interface FineTable {
  id: Auto<number>;
  person_id: number;
  loan_id: number | null;
  library_id: number;
  service: FineService;
  reason: string;
  amount_cents: number;
  discount_cents: Auto<number>;
  paid_cents: Auto<number>;
  paid_at: Timestamp | null;
  created_at: Timestamp;
}

export interface SuspensionTable {
  id: Auto<number>;
  person_id: number;
  library_id: number | null;
  loan_id: number | null;
  starts_on: DateOnly;
  ends_on: DateOnly;
  reason: string;
  created_at: Timestamp;
  lifted_at: Timestamp | null;
}

export interface CirculationEventTable {
  id: Auto<number>;
  at: Timestamp;
  kind: string;
  person_id: number | null;
  copy_id: number | null;
  loan_id: number | null;
  hold_id: number | null;
  fine_id: number | null;
  staff_id: number | null;
  amount_cents: number | null;
  detail: string | null;
}

export interface CirculationRequestTable {
  key: string;
  person_id: number | null;
  answer: string;
  created_at: Auto<Date>;
}

export interface CirculationJobRunTable {
  day: DateOnly;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  summary: string | null;
}

export interface LoanTokenTable {
  person_id: number;
  code: string;
  valid_until: Timestamp;
  created_at: Timestamp;
}

export interface NoDebtsDeclarationTable {
  id: Auto<number>;
  code: string;
  person_id: number | null;
  name: string;
  login: string;
  institution: string;
  issued_at: Timestamp;
}

export interface UnitDepartureTable {
  person_id: number;
  left_at: Timestamp;
  declaration_id: number;
}

export interface PaymentSlipTable {
  id: Auto<number>;
  reference: string;
  person_id: number;
  library_id: number;
  amount_cents: number;
  due_on: DateOnly;
  created_at: Timestamp;
}

export interface CalendarFeedTable {
  person_id: number;
  secret_hash: string;
  created_at: Timestamp;
}

/** A place of a library where requested copies are handed over (migration 0023). */
export interface DeliveryPointTable {
  id: Auto<number>;
  library_id: number;
  name: string;
  position: Auto<number>;
  active: Auto<boolean>;
}

export type LoanRequestStatus =
  'waiting' | 'finished' | 'not_finished' | 'available' | 'in_transit' | 'removed';

/** A loan request (spec §3) or a closed-stack request (`/gravar-armazem`). */
export interface LoanRequestTable {
  id: Auto<number>;
  kind: ColumnType<'loan' | 'closed_stacks', 'loan' | 'closed_stacks' | undefined>;
  person_id: number;
  login_id: number | null;
  title_id: number;
  origin_library_id: number;
  receiving_library_id: number;
  delivery_point_id: number | null;
  receiving_text: string | null;
  volume: Auto<string>;
  tome: Auto<string>;
  part: Auto<string>;
  material: Auto<string>;
  phone: string | null;
  email: string | null;
  authorised_person: string | null;
  home_delivery: Auto<boolean>;
  home_address: string | null;
  status: ColumnType<LoanRequestStatus, LoanRequestStatus | undefined, LoanRequestStatus>;
  created_at: Timestamp;
  status_at: Timestamp;
}

export interface LoanRequestEventTable {
  id: Auto<number>;
  loan_request_id: number;
  at: Timestamp;
  status: LoanRequestStatus;
  staff_id: number | null;
  note: string | null;
}

export type AlertKind = 'profile' | 'request' | 'suggestion' | 'hold' | 'comment' | 'loan_request';

/** A bibliographic request (migration 0029): switching, survey, card, search, inter-library loan. */
export interface BibliographicRequestTable {
  id: Auto<number>;
  person_id: number;
  kind: string;
  subtype: string | null;
  data: ColumnType<Record<string, unknown>, string, string>;
  summary: string;
  status: ColumnType<
    'awaiting' | 'finished' | 'not_finished',
    'awaiting' | 'finished' | 'not_finished' | undefined,
    'awaiting' | 'finished' | 'not_finished'
  >;
  reply: string | null;
  delivery_url: string | null;
  created_at: Timestamp;
  status_at: Timestamp;
  answered_by: number | null;
  card_status: 'pending_review' | 'released' | null;
  card_released_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** An alert of the personal area (migration 0026): worded from kind and params when read. */
export interface AlertTable {
  id: Auto<number>;
  person_id: number;
  kind: AlertKind;
  title_id: number | null;
  subject_id: number | null;
  params: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** What an interest profile follows (tipoDSI). */
export type InterestProfileKind = 'area' | 'author' | 'subject' | 'journal' | 'material_type';

/** An interest profile of a patron (migration 0030), matched until valid_until. */
export interface InterestProfileTable {
  id: Auto<number>;
  person_id: number;
  kind: InterestProfileKind;
  knowledge_area_id: number | null;
  term: string | null;
  term_key: string | null;
  journal_id: number | null;
  material_type: string | null;
  alert_issues: Auto<boolean>;
  alert_articles: Auto<boolean>;
  alert_contents: Auto<boolean>;
  library_ids: Auto<number[]>;
  languages: Auto<string[]>;
  valid_until: DateOnly;
  created_at: Auto<Date>;
}

/** A title or serial issue waiting for the matching job (migration 0030). */
export interface ProfilePendingTable {
  title_id: number;
  issue_id: number | null;
  queued_at: Auto<Date>;
}

/** What one matching pass found for one profile (migration 0030). */
export interface ProfileMatchTable {
  id: Auto<string>;
  profile_id: number;
  person_id: number;
  titles: number;
  title_ids: number[];
  issue_ids: Auto<number[]>;
  matched_at: Auto<Date>;
  mailed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** The day a patron's last profile digest went out (migration 0030). */
export interface ProfileDigestTable {
  person_id: number;
  sent_on: DateOnly;
}

/** A purchase order (migration 0028): supplier, dates; its status follows its suggestions. */
export interface PurchaseOrderTable {
  id: Auto<number>;
  library_id: number;
  supplier: string;
  ordered_on: DateOnly;
  estimated_delivery: DateOnly | null;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  created_at: Auto<Date>;
}

/** A patron's purchase suggestion (migration 0028; spec §3). */
export interface PurchaseSuggestionTable {
  id: Auto<number>;
  person_id: number;
  login_id: number | null;
  campus_id: number | null;
  library_id: number;
  author: string | null;
  title: string;
  edition: string | null;
  publisher: string;
  isbn_issn: string | null;
  periodical: string | null;
  other_info: string | null;
  status: ColumnType<SuggestionStatus, SuggestionStatus | undefined, SuggestionStatus>;
  existing_title_id: number | null;
  /** Asked for more copies of existing_title_id (from its title page). */
  more_copies: Auto<boolean>;
  quantity: number | null;
  quote_on: DateOnly | null;
  foreign_title: Auto<boolean>;
  order_id: number | null;
  delivered: Auto<number>;
  reply: string | null;
  created_at: Timestamp;
  status_at: Timestamp;
}

/** A status a suggestion went through, with the library's reply (migration 0028). */
export interface PurchaseSuggestionEventTable {
  id: Auto<number>;
  suggestion_id: number;
  at: Timestamp;
  status: SuggestionStatus;
  staff_id: number | null;
  reply: string | null;
}

/** A search kept for a patron (migration 0032): history (opt-in) or saved. */
export interface StoredSearchTable {
  id: Auto<number>;
  person_id: number;
  kind: 'history' | 'saved';
  name: string | null;
  url: string;
  search_id: string;
  base: string;
  total: number;
  search: ColumnType<Record<string, unknown>, string, string>;
  at: Timestamp;
}

export interface Database {
  institution: InstitutionTable;
  external_database_link: ExternalDatabaseLinkTable;
  permanent_basket_item: PermanentBasketItemTable;
  setting: SettingTable;
  activity: ActivityTable;
  search_tab: SearchTabTable;
  info_block: InfoBlockTable;
  campus: CampusTable;
  library: LibraryTable;
  opening_hours: OpeningHoursTable;
  event: EventTable;
  network_institution: NetworkInstitutionTable;
  network_harvest: NetworkHarvestTable;
  network_record: NetworkRecordTable;
  title: TitleTable;
  authority: AuthorityTable;
  title_authority: TitleAuthorityTable;
  copy: CopyTable;
  serial_issue: SerialIssueTable;
  knowledge_area_type: KnowledgeAreaTypeTable;
  knowledge_area: KnowledgeAreaTable;
  title_knowledge_area: TitleKnowledgeAreaTable;
  department: DepartmentTable;
  course: CourseTable;
  discipline: DisciplineTable;
  professor: ProfessorTable;
  teaching_plan: TeachingPlanTable;
  teaching_plan_title: TeachingPlanTitleTable;
  request_counter: RequestCounterTable;
  patron_category: PatronCategoryTable;
  category_activity: CategoryActivityTable;
  person: PersonTable;
  person_login: PersonLoginTable;
  password_history: PasswordHistoryTable;
  oauth_client: OAuthClientTable;
  signing_key: SigningKeyTable;
  session_family: SessionFamilyTable;
  refresh_token: RefreshTokenTable;
  recovery_code: RecoveryCodeTable;
  captcha_used: CaptchaUsedTable;
  redirect_token: RedirectTokenTable;
  personal_area_base: PersonalAreaBaseTable;
  loan_policy: LoanPolicyTable;
  library_closure: LibraryClosureTable;
  loan: LoanTable;
  hold: HoldTable;
  fine: FineTable;
  suspension: SuspensionTable;
  circulation_event: CirculationEventTable;
  circulation_request: CirculationRequestTable;
  circulation_job_run: CirculationJobRunTable;
  loan_token: LoanTokenTable;
  no_debts_declaration: NoDebtsDeclarationTable;
  unit_departure: UnitDepartureTable;
  payment_slip: PaymentSlipTable;
  calendar_feed: CalendarFeedTable;
  delivery_point: DeliveryPointTable;
  loan_request: LoanRequestTable;
  loan_request_event: LoanRequestEventTable;
  alert: AlertTable;
  bibliographic_request: BibliographicRequestTable;
  purchase_order: PurchaseOrderTable;
  purchase_suggestion: PurchaseSuggestionTable;
  purchase_suggestion_event: PurchaseSuggestionEventTable;
  interest_profile: InterestProfileTable;
  profile_pending: ProfilePendingTable;
  profile_match: ProfileMatchTable;
  profile_digest: ProfileDigestTable;
  stored_search: StoredSearchTable;
}

export type TitleRow = Selectable<TitleTable>;
export type NewTitle = Insertable<TitleTable>;
export type NewAuthority = Insertable<AuthorityTable>;
export type NewCopy = Insertable<CopyTable>;
