import { ACTIVITY, type Activity } from '@estante/contract';
import type { ParseKeys } from 'i18next';
import type { Icon } from '@tabler/icons-react';
import {
  IconBell,
  IconBasket,
  IconDatabase,
  IconMessage2,
  IconCategory,
  IconListCheck,
  IconMessageCircle,
  IconArrowsExchange,
  IconBook,
  IconBuildingCommunity,
  IconFileDescription,
  IconZoomQuestion,
  IconBooks,
  IconBookmarks,
  IconChartBar,
  IconListSearch,
  IconPackage,
  IconShoppingCart,
  IconSum,
  IconCash,
  IconFileCertificate,
  IconHome,
  IconId,
  IconKey,
  IconQrcode,
  IconRefresh,
  IconSchool,
  IconBookmark,
  IconFileUpload,
  IconTruckDelivery,
  IconUserOff,
  IconUsers,
} from '@tabler/icons-react';

/** A personal-area tab that exists in this version, with the activity that turns it on. */
export interface PersonalAreaTab {
  key: string;
  /** Path under /meupergamum ('' for Home). */
  path: string;
  label: ParseKeys;
  /** The activity that turns the tab on; null: the spec names none, every patron has it. */
  activity: number | null;
  icon: Icon;
}

/**
 * Every tab of spec §2 (and ours: Inter-library loan, Comments), in groups a patron scans:
 * circulation, alerts and profiles, saved
 * things, requests to the library, acquisition, the other services, the account.
 */
export const PERSONAL_AREA_TABS: readonly PersonalAreaTab[] = [
  {
    key: 'home',
    path: '',
    label: 'personalArea.tabs.home',
    activity: ACTIVITY.personalArea,
    icon: IconHome,
  },
  {
    key: 'loan',
    path: 'emprestimo',
    label: 'personalArea.tabs.loan',
    activity: null,
    icon: IconBook,
  },
  {
    key: 'renewal',
    path: 'renovacao',
    label: 'personalArea.tabs.renewal',
    activity: null,
    icon: IconRefresh,
  },
  {
    key: 'debit',
    path: 'debito',
    label: 'personalArea.tabs.debit',
    activity: null,
    icon: IconCash,
  },
  {
    key: 'deviation',
    path: 'afastamentos',
    label: 'personalArea.tabs.deviation',
    activity: null,
    icon: IconUserOff,
  },
  {
    key: 'no-debts',
    path: 'nada-consta',
    label: 'personalArea.tabs.noDebts',
    activity: null,
    icon: IconFileCertificate,
  },
  {
    key: 'requests',
    path: 'reservas',
    label: 'personalArea.tabs.requests',
    activity: null,
    icon: IconBookmarks,
  },
  {
    key: 'loan-requests',
    path: 'solicitacoes-emprestimo',
    label: 'personalArea.tabs.loanRequests',
    activity: null,
    icon: IconTruckDelivery,
  },
  {
    key: 'get-token',
    path: 'token',
    label: 'personalArea.tabs.getToken',
    activity: null,
    icon: IconQrcode,
  },
  {
    key: 'alerts',
    path: 'alertas',
    label: 'personalArea.tabs.alerts',
    activity: null,
    icon: IconMessageCircle,
  },
  {
    key: 'interest-profile',
    path: 'perfil-interesse',
    label: 'personalArea.tabs.interestProfile',
    activity: null,
    icon: IconBell,
  },
  {
    key: 'areas-of-interest',
    path: 'areas-interesse',
    label: 'personalArea.tabs.areasOfInterest',
    activity: null,
    icon: IconCategory,
  },
  {
    key: 'check-titles',
    path: 'verificar-titulos',
    label: 'personalArea.tabs.checkTitles',
    activity: null,
    icon: IconListCheck,
  },
  {
    key: 'permanent-basket',
    path: 'cesta-permanente',
    label: 'permanentBasket.tab',
    activity: null,
    icon: IconBasket,
  },
  {
    key: 'saved-items',
    path: 'itens-salvos',
    label: 'personalArea.tabs.savedItems',
    activity: null,
    icon: IconBookmark,
  },
  {
    key: 'bibliographic-switching',
    path: 'comutacao-bibliografica',
    label: 'personalArea.tabs.bibliographicSwitching',
    activity: null,
    icon: IconArrowsExchange,
  },
  {
    key: 'interlibrary-loan',
    path: 'emprestimo-inter-bibliotecas',
    label: 'personalArea.tabs.interlibraryLoan',
    activity: null,
    icon: IconBuildingCommunity,
  },
  {
    key: 'bibliographic-survey',
    path: 'levantamento-bibliografico',
    label: 'personalArea.tabs.bibliographicSurvey',
    activity: null,
    icon: IconBooks,
  },
  {
    key: 'catalog-sheet',
    path: 'ficha-catalografica',
    label: 'personalArea.tabs.catalogSheet',
    activity: null,
    icon: IconFileDescription,
  },
  {
    key: 'specialized-search',
    path: 'pesquisa-especializada',
    label: 'personalArea.tabs.specializedSearch',
    activity: null,
    icon: IconZoomQuestion,
  },
  {
    key: 'acquisition',
    path: 'sugestao-compra',
    label: 'acquisition.tabs.acquisition',
    activity: ACTIVITY.purchaseSuggestion,
    icon: IconShoppingCart,
  },
  {
    key: 'suggestion-query',
    path: 'sugestoes',
    label: 'acquisition.tabs.suggestions',
    activity: ACTIVITY.purchaseSuggestion,
    icon: IconListSearch,
  },
  {
    key: 'purchase-orders',
    path: 'pedidos-compra',
    label: 'acquisition.tabs.orders',
    activity: ACTIVITY.purchaseSuggestion,
    icon: IconPackage,
  },
  {
    key: 'acquisition-statistics',
    path: 'estatisticas-aquisicao',
    label: 'acquisition.tabs.statistics',
    activity: null,
    icon: IconChartBar,
  },
  {
    key: 'title-totals',
    path: 'totais-titulos',
    label: 'acquisition.tabs.totals',
    activity: null,
    icon: IconSum,
  },
  {
    key: 'comments',
    path: 'comentarios',
    label: 'comments.tab',
    activity: ACTIVITY.comments,
    icon: IconMessage2,
  },
  {
    key: 'teaching-plan',
    path: 'plano-ensino',
    label: 'personalArea.tabs.teachingPlan',
    activity: null,
    icon: IconSchool,
  },
  {
    key: 'databases',
    path: 'bases-dados',
    label: 'databases.tab',
    activity: null,
    icon: IconDatabase,
  },
  {
    key: 'paper-post',
    path: 'postagem-trabalho',
    label: 'personalArea.tabs.paperPost',
    activity: null,
    icon: IconFileUpload,
  },
  {
    key: 'personal-data',
    path: 'dados-pessoais',
    label: 'personalArea.tabs.personalData',
    activity: null,
    icon: IconId,
  },
  {
    key: 'exchange-users',
    path: 'troca-usuario',
    label: 'personalArea.tabs.exchangeUsers',
    activity: null,
    icon: IconUsers,
  },
  {
    key: 'change-password',
    path: 'senha',
    label: 'personalArea.tabs.changePassword',
    activity: null,
    icon: IconKey,
  },
];

/** The tabs whose activity the patron has (spec §6 feature gating). */
export function tabsFor(permissions: readonly Activity[]): PersonalAreaTab[] {
  const codes = new Set(permissions.map((activity) => activity.cod_atividade));
  return PERSONAL_AREA_TABS.filter((tab) => tab.activity === null || codes.has(tab.activity));
}
