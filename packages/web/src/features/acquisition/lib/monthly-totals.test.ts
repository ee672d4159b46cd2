import { describe, expect, it } from 'vitest';
import { monthlyTotals } from './monthly-totals';

const row = (mes: string, total: number, situacao = 'pre_suggestion') => ({
  mes,
  total,
  situacao,
  cod_biblioteca: 1,
  desc_biblioteca: 'Central',
});

describe('monthlyTotals', () => {
  it('sums each month over libraries and statuses, with 0 where a series has nothing', () => {
    expect(
      monthlyTotals({
        sugestoes: [row('2026-03', 2), row('2026-01', 1), row('2026-03', 4, 'attended')],
        pedidos: [row('2026-02', 1, 'open')],
      } as never),
    ).toEqual({
      months: ['2026-01', '2026-02', '2026-03'],
      suggestions: [1, 0, 6],
      orders: [0, 1, 0],
    });
    expect(monthlyTotals({ sugestoes: [], pedidos: [] })).toEqual({
      months: [],
      suggestions: [],
      orders: [],
    });
  });
});
