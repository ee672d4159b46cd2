import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AuthorityKind, CopyStatus, MaterialType } from '@estante/contract';

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
}

export interface NetworkInstitutionTable {
  id: number;
  name: string;
}

export interface TitleTable {
  id: Auto<number>;
  control_number: string | null;
  control_number_source: Auto<string>;
  network_institution_id: number | null;
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
  search: Computed<string>;
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
export interface Database {
  institution: InstitutionTable;
  external_database_link: ExternalDatabaseLinkTable;
  setting: SettingTable;
  activity: ActivityTable;
  search_tab: SearchTabTable;
  info_block: InfoBlockTable;
  campus: CampusTable;
  library: LibraryTable;
  opening_hours: OpeningHoursTable;
  event: EventTable;
  network_institution: NetworkInstitutionTable;
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
}

export type TitleRow = Selectable<TitleTable>;
export type NewTitle = Insertable<TitleTable>;
export type NewAuthority = Insertable<AuthorityTable>;
export type NewCopy = Insertable<CopyTable>;
