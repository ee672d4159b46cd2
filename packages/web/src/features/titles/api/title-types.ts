import type {
  ContentsSchema,
  KardexChoicesSchema,
  KardexIssuesSchema,
  KardexItemSchema,
  KardexPermissionSchema,
  StatisticsYearSchema,
  StorageSchema,
  TitleLibrariesSchema,
  TitlePermissionsSchema,
} from '@estante/contract';
import type { Static } from 'typebox';

/** Wire types of the title sub-resources the contract declares only as schemas. */
export type TitlePermissions = Static<typeof TitlePermissionsSchema>;
export type TitleLibraries = Static<typeof TitleLibrariesSchema>;
export type KardexPermission = Static<typeof KardexPermissionSchema>;
export type KardexChoices = Static<typeof KardexChoicesSchema>;
export type KardexIssues = Static<typeof KardexIssuesSchema>;
export type KardexItem = Static<typeof KardexItemSchema>;
export type Contents = Static<typeof ContentsSchema>;
export type StatisticsYear = Static<typeof StatisticsYearSchema>;
export type Storage = Static<typeof StorageSchema>;
