import type { TeachingPlan, TeachingPlanQuery, TeachingPlanTitle } from '@estante/contract';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CirculationTable, type Column } from '../../../components/circulation-table';
import classes from '../../../components/circulation.module.css';
import { ItemTitle } from '../../../components/item-title';
import { QueryError } from '../../../components/query-error';
import { numberFormat } from '../../../lib/intl-format';
import {
  teachingPlanParams,
  useTeachingPlanChoices,
  useTeachingPlans,
} from '../api/get-teaching-plans';

const NUMBER_FIELDS = [
  'departamento',
  'ano',
  'semestre',
  'periodo',
  'disciplina',
  'biblioteca',
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
/** The form as typed: select values ('' for none). */
type Form = Record<NumberField, string> & { meus: boolean };

const EMPTY: Form = {
  departamento: '',
  ano: '',
  semestre: '',
  periodo: '',
  disciplina: '',
  biblioteca: '',
  meus: false,
};
const PERIODS = Array.from({ length: 12 }, (_, i) => String(i + 1));

/** The search of the address (?departamento&ano…), or null when none was made. */
function searchOf(params: URLSearchParams): TeachingPlanQuery | null {
  const query: Record<string, number | boolean> = {};
  for (const field of NUMBER_FIELDS) {
    const value = Number(params.get(field));
    if (Number.isInteger(value) && value > 0) query[field] = value;
  }
  if (params.get('meus') === 'true') query.meus = true;
  return Object.keys(query).length > 0 ? (query as TeachingPlanQuery) : null;
}

function formOf(query: TeachingPlanQuery | null): Form {
  const form = { ...EMPTY };
  for (const field of NUMBER_FIELDS) {
    const value = query?.[field];
    if (value !== undefined) form[field] = String(value);
  }
  form.meus = query?.meus === true;
  return form;
}

/**
 * The Teaching plan tab (spec §2, §3, §5, §7): plans by department, year, semester, period,
 * discipline and library — a professor's own at first — each with its bibliography, the copies
 * the library holds for it, the semester's loans and students per copy.
 */
export function TeachingPlanPanel() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const choices = useTeachingPlanChoices();
  const [form, setForm] = useState<Form>(() => formOf(search));
  const [empty, setEmpty] = useState(false);
  const plans = useTeachingPlans(search);
  const formId = useId();

  // A professor opening the tab sees their own plans at once (once: Clear then means clear).
  const professor = choices.data?.professor === true;
  const opened = useRef(false);
  useEffect(() => {
    if (!professor || opened.current) return;
    opened.current = true;
    // This year's, the newest with plans: a professor's whole record would be a long page.
    const year = choices.data?.anos[0];
    if (search === null) {
      const query = { meus: true, ...(year ? { ano: year } : {}) };
      setForm({ ...formOf(query) });
      setParams(teachingPlanParams(query), { replace: true });
    }
  }, [professor, search, setParams, choices.data]);

  if (choices.isPending) return <Skeleton height={320} radius="md" />;
  if (choices.isError)
    return (
      <QueryError message={t('teachingPlan.loadError')} onRetry={() => void choices.refetch()} />
    );
  const { disciplinas, bibliotecas, anos, departamentos } = choices.data;
  const disciplines = form.departamento
    ? disciplinas.filter((d) => String(d.cod_departamento) === form.departamento)
    : disciplinas;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query: Record<string, number | boolean> = {};
    for (const field of NUMBER_FIELDS) if (form[field]) query[field] = Number(form[field]);
    if (form.meus) query.meus = true;
    // Spec §5: at least one field filled.
    if (Object.keys(query).length === 0) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    setParams(teachingPlanParams(query as TeachingPlanQuery), { replace: true });
  };
  const set = (field: NumberField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((current) => ({
      ...current,
      [field]: value,
      // A discipline of another department no longer fits.
      ...(field === 'departamento' ? { disciplina: '' } : {}),
    }));
  };

  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="teaching-plan-panel">
      <Title order={2} className={classes.tabTitle}>
        {t('teachingPlan.title')}
      </Title>
      <Text size="sm" mt={4} mb="md">
        {t(professor ? 'teachingPlan.introProfessor' : 'teachingPlan.intro')}
      </Text>
      <form onSubmit={submit} noValidate aria-describedby={empty ? `${formId}-empty` : undefined}>
        <Group align="end" gap="md" wrap="wrap">
          <NativeSelect
            label={t('teachingPlan.fields.department')}
            value={form.departamento}
            onChange={set('departamento')}
            data-testid="teaching-plan-department"
          >
            <option value="">{t('teachingPlan.any')}</option>
            {departamentos.map((d) => (
              <option key={d.cod_departamento} value={d.cod_departamento}>
                {d.nome_departamento}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            label={t('teachingPlan.fields.discipline')}
            value={form.disciplina}
            onChange={set('disciplina')}
            data-testid="teaching-plan-discipline"
          >
            <option value="">{t('teachingPlan.any')}</option>
            {disciplines.map((d) => (
              <option key={d.codigo} value={d.codigo}>
                {`${d.sigla} – ${d.nome}${d.minha ? ` (${t('teachingPlan.mine')})` : ''}`}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            label={t('teachingPlan.fields.year')}
            value={form.ano}
            onChange={set('ano')}
            data-testid="teaching-plan-year"
          >
            <option value="">{t('teachingPlan.any')}</option>
            {anos.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            label={t('teachingPlan.fields.semester')}
            value={form.semestre}
            onChange={set('semestre')}
            data-testid="teaching-plan-semester"
          >
            <option value="">{t('teachingPlan.any')}</option>
            <option value="1">{t('teachingPlan.semester', { semester: 1 })}</option>
            <option value="2">{t('teachingPlan.semester', { semester: 2 })}</option>
          </NativeSelect>
          <NativeSelect
            label={t('teachingPlan.fields.period')}
            value={form.periodo}
            onChange={set('periodo')}
            data-testid="teaching-plan-period"
          >
            <option value="">{t('teachingPlan.any')}</option>
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {t('teachingPlan.period', { period })}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            label={t('teachingPlan.fields.library')}
            value={form.biblioteca}
            onChange={set('biblioteca')}
            data-testid="teaching-plan-library"
          >
            <option value="">{t('teachingPlan.allLibraries')}</option>
            {bibliotecas.map((l) => (
              <option key={l.cod_biblioteca} value={l.cod_biblioteca}>
                {l.desc_biblioteca}
              </option>
            ))}
          </NativeSelect>
        </Group>
        {professor && (
          <Checkbox
            mt="md"
            label={t('teachingPlan.fields.mine')}
            checked={form.meus}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setForm((current) => ({ ...current, meus: checked }));
            }}
            data-testid="teaching-plan-mine"
          />
        )}
        {empty && (
          <Alert id={`${formId}-empty`} color="yellow" variant="light" mt="md" role="alert">
            {t('teachingPlan.fillOne')}
          </Alert>
        )}
        <Group mt="md" gap="sm">
          <Button type="submit" data-testid="teaching-plan-submit">
            {t('teachingPlan.search')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setForm({ ...EMPTY });
              setEmpty(false);
              setParams(new URLSearchParams(), { replace: true });
            }}
          >
            {t('teachingPlan.clear')}
          </Button>
        </Group>
      </form>
      {search && <PlanResults plans={plans} />}
    </Paper>
  );
}

function PlanResults({ plans }: { plans: ReturnType<typeof useTeachingPlans> }) {
  const { t } = useTranslation();
  if (plans.isPending) return <Skeleton height={240} radius="md" mt="lg" />;
  if (plans.isError)
    return (
      <QueryError message={t('teachingPlan.searchError')} onRetry={() => void plans.refetch()} />
    );
  const { planos, total } = plans.data;
  return (
    <section aria-labelledby="teaching-plan-results" aria-busy={plans.isFetching}>
      <Title order={3} id="teaching-plan-results" className={classes.sectionTitle} mt="xl">
        {t('teachingPlan.results', { count: total })}
      </Title>
      {total > planos.length && (
        <Text size="sm" className={classes.muted}>
          {t('teachingPlan.newestOnly', { shown: planos.length })}
        </Text>
      )}
      {planos.length === 0 && (
        <Text mt="sm" data-testid="teaching-plan-empty">
          {t('teachingPlan.none')}
        </Text>
      )}
      {planos.map((plan) => (
        <PlanCard key={plan.cod_plano} plan={plan} />
      ))}
    </section>
  );
}

function PlanCard({ plan }: { plan: TeachingPlan }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const headingId = `plan-${plan.cod_plano}`;
  const columns: Column<TeachingPlanTitle>[] = [
    {
      header: t('teachingPlan.columns.title'),
      cell: (title) => (
        <ItemTitle
          codAcervo={title.cod_acervo}
          titulo={title.titulo}
          detail={[title.autor, title.ano_publicacao].filter(Boolean).join(' · ') || null}
        />
      ),
    },
    {
      header: t('teachingPlan.columns.kind'),
      cell: (title) => t(`teachingPlan.kinds.${title.tipo}`),
    },
    {
      header: t('teachingPlan.columns.copies'),
      cell: (title) => numberFormat(language).format(title.exemplares),
      money: true,
    },
    {
      header: t('teachingPlan.columns.available'),
      cell: (title) => numberFormat(language).format(title.disponiveis),
      money: true,
    },
    {
      header: t('teachingPlan.columns.loans'),
      cell: (title) => numberFormat(language).format(title.emprestimos),
      money: true,
    },
    {
      header: t('teachingPlan.columns.studentsPerCopy'),
      cell: (title) =>
        title.alunos_por_exemplar === null
          ? t('teachingPlan.noCopies')
          : numberFormat(language).format(title.alunos_por_exemplar),
      money: true,
    },
  ];
  return (
    <article aria-labelledby={headingId} data-testid="teaching-plan">
      <Title order={4} id={headingId} mt="lg" fz="md">
        {`${plan.disciplina.sigla} – ${plan.disciplina.nome} · ${plan.curso.nome}`}
      </Title>
      <Text size="sm" className={classes.muted}>
        {[
          t('teachingPlan.term', { year: plan.ano, semester: plan.semestre }),
          plan.periodo && t('teachingPlan.period', { period: plan.periodo }),
          plan.vagas !== null && t('teachingPlan.vacancies', { count: plan.vagas }),
          plan.professor && t('teachingPlan.professor', { name: plan.professor }),
          t('teachingPlan.loans', { count: plan.emprestimos }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {plan.bibliografia.length === 0 ? (
        <Text size="sm" mt="xs">
          {t('teachingPlan.noBibliography')}
        </Text>
      ) : (
        <CirculationTable
          id={`${headingId}-caption`}
          caption={t('teachingPlan.caption', {
            discipline: plan.disciplina.nome,
            course: plan.curso.nome,
            year: plan.ano,
            semester: plan.semestre,
          })}
          columns={columns}
          items={plan.bibliografia}
          rowKey={(title) => title.cod_acervo}
          rowProps={(title) => ({ 'data-kind': title.tipo })}
          mt="xs"
          testId="teaching-plan-titles"
        />
      )}
    </article>
  );
}
