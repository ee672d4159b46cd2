import { sql, type RawBuilder } from 'kysely';
import type { NormativeActKind } from '@estante/contract';

/**
 * Kinds of normative act, recognised by the start of the folded title (`Lei nº 9.394…`). The
 * order matters: an act is of the first kind whose prefix its title starts with, so `lei
 * complementar` comes before `lei` and `decreto lei` before `decreto`.
 */
export const NORMATIVE_ACT_PREFIXES: [code: Exclude<NormativeActKind, 'outro'>, prefix: string][] =
  [
    ['emenda_constitucional', 'emenda constitucional'],
    ['lei_complementar', 'lei complementar'],
    ['lei', 'lei'],
    ['medida_provisoria', 'medida provisoria'],
    ['decreto_lei', 'decreto lei'],
    ['decreto', 'decreto'],
    ['resolucao', 'resolucao'],
    ['portaria', 'portaria'],
    ['instrucao_normativa', 'instrucao normativa'],
    ['deliberacao', 'deliberacao'],
    ['parecer', 'parecer'],
  ];

const startsWith = (prefix: string) => sql`discovery_fold(t.title) like ${prefix + ' %'}`;

/**
 * SQL over the title alias `t`: the act is of this kind (its prefix, and none of the earlier
 * ones), the same rule `/consulta/opcoes-atos-normativos` counts by.
 */
export function normativeActKindCondition(kind: NormativeActKind): RawBuilder<unknown> {
  const index = NORMATIVE_ACT_PREFIXES.findIndex(([code]) => code === kind);
  const earlier = index === -1 ? NORMATIVE_ACT_PREFIXES : NORMATIVE_ACT_PREFIXES.slice(0, index);
  const parts = earlier.map(([, prefix]) => sql`not ${startsWith(prefix)}`);
  const own = NORMATIVE_ACT_PREFIXES[index];
  if (own) parts.push(startsWith(own[1]));
  return parts.length ? sql`(${sql.join(parts, sql` and `)})` : sql`true`;
}
