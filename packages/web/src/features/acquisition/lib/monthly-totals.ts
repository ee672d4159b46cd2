import type { AcquisitionStatistics } from '@estante/contract';

type Row = { mes: string; total: number };

/**
 * The chart's data: the months of either series, in order, with each series' total per month
 * (over libraries and statuses; a month with nothing in one series has 0 there).
 */
export function monthlyTotals(stats: Pick<AcquisitionStatistics, 'sugestoes' | 'pedidos'>) {
  const months = [...new Set([...stats.sugestoes, ...stats.pedidos].map((r) => r.mes))].sort();
  const sum = (rows: readonly Row[], month: string) =>
    rows.filter((r) => r.mes === month).reduce((total, r) => total + r.total, 0);
  return {
    months,
    suggestions: months.map((m) => sum(stats.sugestoes, m)),
    orders: months.map((m) => sum(stats.pedidos, m)),
  };
}
