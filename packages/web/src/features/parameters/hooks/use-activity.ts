import { useFeatures } from '../api/get-features';

/**
 * Whether a feature is on: its activity code is in the page configuration (spec §6).
 * The user's own permissions join in once login exists. False while loading.
 */
export function useActivity(code: number): boolean {
  const { data } = useFeatures();
  return data?.atividades.some((activity) => activity.cod_atividade === code) ?? false;
}
