import type { DsiKind, MaterialType } from '@estante/contract';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCalendarPlus, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert, SuccessAlert } from '../../../components/circulation-alerts';
import { CirculationTable } from '../../../components/circulation-table';
import classes from '../../../components/circulation.module.css';
import { QueryError } from '../../../components/query-error';
import { circulationErrorMessage } from '../../../lib/circulation-error';
import { addDays, isDay, today } from '../../../lib/days';
import {
  useAddAreaAuthorSubject,
  useAreaAuthorSubject,
  useDeleteAreaAuthorSubject,
  useDeleteJournal,
  useDeleteMaterialType,
  useExtendValidity,
  useJournalProfiles,
  useJournalSearch,
  useMaterialTypeProfiles,
  useProfileAuxInfo,
  useProfileSearch,
  useSaveJournal,
  useSaveMaterialType,
} from '../api/profiles';
import { RemoveButton, Validity } from './profile-parts';

/** New profiles' validity until the patron picks one: six months. */
export const defaultValidity = () => addDays(today(), 180);

type Feedback = { problem: string | null; done: string | null };

/**
 * The Interest profile tab (spec §2, §5, §7): the validity of new profiles and "extend
 * validity", authors and subjects found and added, journals (at least one alert type, §5) and
 * material types with libraries and languages.
 */
export function InterestProfilePanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const [validade, setValidade] = useState(defaultValidity);
  const [feedback, setFeedback] = useState<Feedback>({ problem: null, done: null });
  const extend = useExtendValidity();
  const fail = (error: unknown) =>
    setFeedback({ problem: circulationErrorMessage(error, t, language), done: null });
  const done = (message: string) => setFeedback({ problem: null, done: message });

  const handleExtend = () => {
    if (!isDay(validade)) {
      setFeedback({ problem: t('interestProfiles.validityRequired'), done: null });
      return;
    }
    extend.mutate(validade, {
      onSuccess: (result) => done(t('interestProfiles.extended', { count: result.atualizados })),
      onError: fail,
    });
  };

  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="interest-profile-panel">
      <Title order={2} className={classes.tabTitle}>
        {t('interestProfiles.title')}
      </Title>
      <Text size="sm" mt={4} mb="md">
        {t('interestProfiles.intro')}
      </Text>
      <Stack gap="sm">
        {feedback.problem && (
          <ProblemAlert testId="profile-problem">{feedback.problem}</ProblemAlert>
        )}
        {feedback.done && <SuccessAlert testId="profile-done">{feedback.done}</SuccessAlert>}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label={t('interestProfiles.validity')}
            value={validade}
            onChange={(event) => setValidade(event.currentTarget.value)}
            required
            data-testid="profile-validity"
          />
          <Button
            variant="default"
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            onClick={handleExtend}
            loading={extend.isPending}
            data-testid="profile-extend"
          >
            {t('interestProfiles.extend')}
          </Button>
        </Group>
        <Text size="sm">{t('interestProfiles.validityHelp')}</Text>
      </Stack>
      <AuthorsAndSubjects validade={validade} onDone={done} onFail={fail} />
      <Journals
        validade={validade}
        onDone={done}
        onFail={fail}
        onProblem={(problem) => setFeedback({ problem, done: null })}
      />
      <MaterialTypes validade={validade} onDone={done} onFail={fail} />
    </Paper>
  );
}

interface SectionProps {
  validade: string;
  onDone: (message: string) => void;
  onFail: (error: unknown) => void;
}

function AuthorsAndSubjects({ validade, onDone, onFail }: SectionProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Exclude<DsiKind, 'area'>>('subject');
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const found = useProfileSearch(kind, term);
  const profiles = useAreaAuthorSubject();
  const add = useAddAreaAuthorSubject();
  const remove = useDeleteAreaAuthorSubject();
  const [tooShort, setTooShort] = useState(false);

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setTooShort(typed.trim().length < 3);
    setTerm(typed.trim());
  };
  const handleAdd = (heading: string) =>
    add.mutate(
      { tipoDSI: kind, validade, itens: [heading] },
      { onSuccess: () => onDone(t('interestProfiles.added', { name: heading })), onError: onFail },
    );
  const mine = (profiles.data?.perfis ?? []).filter((p) => p.tipoDSI !== 'area');

  return (
    <section aria-labelledby="profile-terms-heading">
      <Title order={3} id="profile-terms-heading" className={classes.sectionTitle} mt="xl" mb="sm">
        {t('interestProfiles.terms.heading')}
      </Title>
      <form onSubmit={handleSearch} noValidate aria-label={t('interestProfiles.terms.search')}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('interestProfiles.terms.kind')}
            value={kind}
            onChange={(event) =>
              setKind(event.currentTarget.value === 'author' ? 'author' : 'subject')
            }
            data-testid="profile-term-kind"
          >
            <option value="subject">{t('interestProfiles.kinds.subject')}</option>
            <option value="author">{t('interestProfiles.kinds.author')}</option>
          </NativeSelect>
          <TextInput
            label={t('interestProfiles.terms.term')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={tooShort ? t('interestProfiles.terms.tooShort') : null}
            required
            data-testid="profile-term"
          />
          <Button type="submit" mt={25} leftSection={<IconSearch size={16} aria-hidden />}>
            {t('interestProfiles.terms.searchButton')}
          </Button>
        </Group>
      </form>
      {term.length >= 3 &&
        (found.isPending ? (
          <Skeleton height={60} mt="sm" aria-busy />
        ) : found.isError ? (
          <QueryError
            message={t('interestProfiles.searchError')}
            onRetry={() => void found.refetch()}
          />
        ) : found.data.resultados.length === 0 ? (
          <Text mt="sm" data-testid="profile-search-empty">
            {t('interestProfiles.terms.none')}
          </Text>
        ) : (
          <CirculationTable
            id="profile-found-caption"
            caption={t('interestProfiles.terms.found', { count: found.data.resultados.length })}
            columns={[
              { header: t('interestProfiles.columns.heading'), cell: (r) => r.descricao },
              { header: t('interestProfiles.columns.titles'), cell: (r) => r.titulos },
              {
                header: t('interestProfiles.columns.action'),
                cell: (r) => (
                  <Button
                    size="xs"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() => handleAdd(r.codigo)}
                    aria-label={t('interestProfiles.addOf', { name: r.descricao })}
                    data-testid="profile-add"
                  >
                    {t('interestProfiles.add')}
                  </Button>
                ),
              },
            ]}
            items={found.data.resultados}
            rowKey={(r) => found.data.resultados.indexOf(r)}
            mt="sm"
            testId="profile-found"
          />
        ))}
      <ProfileList
        loading={profiles.isPending}
        error={profiles.isError}
        onRetry={() => void profiles.refetch()}
        empty={mine.length === 0}
        emptyText={t('interestProfiles.terms.empty')}
      >
        <CirculationTable
          id="profile-terms-caption"
          caption={t('interestProfiles.terms.mine', { count: mine.length })}
          columns={[
            {
              header: t('interestProfiles.columns.kind'),
              cell: (p) => t(`interestProfiles.kinds.${p.tipoDSI}`),
            },
            { header: t('interestProfiles.columns.heading'), cell: (p) => p.descricao },
            {
              header: t('interestProfiles.columns.validity'),
              cell: (p) => <Validity day={p.validade} expired={p.expirado} />,
            },
            {
              header: t('interestProfiles.columns.action'),
              cell: (p) => (
                <RemoveButton
                  name={p.descricao}
                  loading={remove.isPending && remove.variables?.codigo === p.codigo}
                  onClick={() =>
                    remove.mutate(
                      { codigo: p.codigo, tipoDSI: p.tipoDSI },
                      {
                        onSuccess: () =>
                          onDone(t('interestProfiles.removed', { name: p.descricao })),
                        onError: onFail,
                      },
                    )
                  }
                />
              ),
            },
          ]}
          items={mine}
          rowKey={(p) => p.codigo}
          rowProps={() => ({ 'data-testid': 'profile-row' })}
          mt="md"
          testId="profile-terms"
        />
      </ProfileList>
    </section>
  );
}

function Journals({
  validade,
  onDone,
  onFail,
  onProblem,
}: SectionProps & { onProblem: (problem: string) => void }) {
  const { t } = useTranslation();
  const aux = useProfileAuxInfo();
  const profiles = useJournalProfiles();
  const save = useSaveJournal();
  const remove = useDeleteJournal();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const found = useJournalSearch(term);
  const [chosen, setChosen] = useState<{ codigo: number; titulo: string } | null>(null);
  const [types, setTypes] = useState<string[]>(['fasciculo']);
  const [libraries, setLibraries] = useState<string[]>([]);
  const [typeError, setTypeError] = useState(false);

  const handleFollow = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    if (types.length === 0) {
      // Spec §5: a journals profile needs at least one alert type.
      setTypeError(true);
      onProblem(t('interestProfiles.journals.typeRequired'));
      return;
    }
    setTypeError(false);
    save.mutate(
      {
        body: {
          codigo: chosen.codigo,
          validade,
          fasciculo: types.includes('fasciculo'),
          artigo: types.includes('artigo'),
          sumario: types.includes('sumario'),
          bibliotecas: libraries.map(Number),
        },
        update: (profiles.data?.perfis ?? []).some((p) => p.codigo === chosen.codigo),
      },
      {
        onSuccess: () => {
          onDone(t('interestProfiles.added', { name: chosen.titulo }));
          setChosen(null);
        },
        onError: onFail,
      },
    );
  };
  const mine = profiles.data?.perfis ?? [];

  return (
    <section aria-labelledby="profile-journals-heading">
      <Title
        order={3}
        id="profile-journals-heading"
        className={classes.sectionTitle}
        mt="xl"
        mb="sm"
      >
        {t('interestProfiles.journals.heading')}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTerm(typed.trim());
        }}
        noValidate
        aria-label={t('interestProfiles.journals.search')}
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('interestProfiles.journals.term')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={term && term.length < 3 ? t('interestProfiles.terms.tooShort') : null}
            data-testid="journal-term"
          />
          <Button type="submit" mt={25} leftSection={<IconSearch size={16} aria-hidden />}>
            {t('interestProfiles.terms.searchButton')}
          </Button>
        </Group>
      </form>
      {term.length >= 3 &&
        found.data &&
        (found.data.periodicos.length === 0 ? (
          <Text mt="sm">{t('interestProfiles.journals.none')}</Text>
        ) : (
          <NativeSelect
            mt="sm"
            label={t('interestProfiles.journals.choose')}
            value={chosen ? String(chosen.codigo) : ''}
            onChange={(event) => {
              const hit = found.data.periodicos.find(
                (p) => String(p.codigo) === event.currentTarget.value,
              );
              setChosen(hit ? { codigo: hit.codigo, titulo: hit.titulo } : null);
            }}
            data-testid="journal-choice"
          >
            <option value="">—</option>
            {found.data.periodicos.map((p) => (
              <option key={p.codigo} value={p.codigo}>
                {p.titulo}
                {p.issn ? ` (ISSN ${p.issn})` : ''}
              </option>
            ))}
          </NativeSelect>
        ))}
      {chosen && (
        <form onSubmit={handleFollow} noValidate aria-label={t('interestProfiles.journals.follow')}>
          <Checkbox.Group
            mt="sm"
            label={t('interestProfiles.journals.types')}
            withAsterisk
            value={types}
            onChange={setTypes}
            error={typeError ? t('interestProfiles.journals.typeRequired') : null}
          >
            <Group gap="md" mt={4}>
              <Checkbox value="fasciculo" label={t('interestProfiles.journals.issue')} />
              <Checkbox value="artigo" label={t('interestProfiles.journals.article')} />
              <Checkbox value="sumario" label={t('interestProfiles.journals.contents')} />
            </Group>
          </Checkbox.Group>
          <LibraryChoice
            libraries={aux.data?.bibliotecas ?? []}
            value={libraries}
            onChange={setLibraries}
          />
          <Button type="submit" mt="sm" loading={save.isPending} data-testid="journal-follow">
            {t('interestProfiles.journals.follow')}
          </Button>
        </form>
      )}
      <ProfileList
        loading={profiles.isPending}
        error={profiles.isError}
        onRetry={() => void profiles.refetch()}
        empty={mine.length === 0}
        emptyText={t('interestProfiles.journals.empty')}
      >
        <CirculationTable
          id="profile-journals-caption"
          caption={t('interestProfiles.journals.mine', { count: mine.length })}
          columns={[
            { header: t('interestProfiles.columns.journal'), cell: (p) => p.titulo },
            {
              header: t('interestProfiles.journals.types'),
              cell: (p) =>
                [
                  p.fasciculo && t('interestProfiles.journals.issue'),
                  p.artigo && t('interestProfiles.journals.article'),
                  p.sumario && t('interestProfiles.journals.contents'),
                ]
                  .filter(Boolean)
                  .join(', '),
            },
            {
              header: t('interestProfiles.columns.libraries'),
              cell: (p) =>
                p.bibliotecas.map((b) => b.desc_biblioteca).join(', ') ||
                t('interestProfiles.allLibraries'),
            },
            {
              header: t('interestProfiles.columns.validity'),
              cell: (p) => <Validity day={p.validade} expired={p.expirado} />,
            },
            {
              header: t('interestProfiles.columns.action'),
              cell: (p) => (
                <RemoveButton
                  name={p.titulo}
                  loading={remove.isPending && remove.variables === p.codigo}
                  onClick={() =>
                    remove.mutate(p.codigo, {
                      onSuccess: () => onDone(t('interestProfiles.removed', { name: p.titulo })),
                      onError: onFail,
                    })
                  }
                />
              ),
            },
          ]}
          items={mine}
          rowKey={(p) => p.codigo}
          mt="md"
          testId="profile-journals"
        />
      </ProfileList>
    </section>
  );
}

function MaterialTypes({ validade, onDone, onFail }: SectionProps) {
  const { t } = useTranslation();
  const aux = useProfileAuxInfo();
  const profiles = useMaterialTypeProfiles();
  const save = useSaveMaterialType();
  const remove = useDeleteMaterialType();
  const [type, setType] = useState('');
  const [languages, setLanguages] = useState<string[]>([]);
  const [libraries, setLibraries] = useState<string[]>([]);
  const [typeError, setTypeError] = useState(false);
  const mine = profiles.data?.perfis ?? [];

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!type) {
      setTypeError(true);
      return;
    }
    setTypeError(false);
    const label = aux.data?.tiposObra.find((o) => o.codigo === type)?.descricao ?? type;
    save.mutate(
      {
        body: { codigo: type, validade, idiomas: languages, bibliotecas: libraries.map(Number) },
        update: mine.some((p) => p.codigo === type),
      },
      { onSuccess: () => onDone(t('interestProfiles.added', { name: label })), onError: onFail },
    );
  };

  return (
    <section aria-labelledby="profile-types-heading">
      <Title order={3} id="profile-types-heading" className={classes.sectionTitle} mt="xl" mb="sm">
        {t('interestProfiles.types.heading')}
      </Title>
      {aux.isPending ? (
        <Skeleton height={80} aria-busy />
      ) : aux.isError ? (
        <QueryError message={t('interestProfiles.error')} onRetry={() => void aux.refetch()} />
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-label={t('interestProfiles.types.follow')}>
          <NativeSelect
            label={t('interestProfiles.types.type')}
            value={type}
            onChange={(event) => setType(event.currentTarget.value)}
            required
            error={typeError ? t('interestProfiles.types.typeRequired') : null}
            data-testid="material-type"
            maw={320}
          >
            <option value="">—</option>
            {aux.data.tiposObra.map((o) => (
              <option key={o.codigo} value={o.codigo}>
                {o.descricao}
              </option>
            ))}
          </NativeSelect>
          <Checkbox.Group
            mt="sm"
            label={t('interestProfiles.types.languages')}
            value={languages}
            onChange={setLanguages}
          >
            <Group gap="md" mt={4}>
              {aux.data.idiomas.map((l) => (
                <Checkbox key={l.codigo} value={l.codigo} label={l.descricao} />
              ))}
            </Group>
          </Checkbox.Group>
          <LibraryChoice
            libraries={aux.data.bibliotecas}
            value={libraries}
            onChange={setLibraries}
          />
          <Button type="submit" mt="sm" loading={save.isPending} data-testid="material-type-follow">
            {t('interestProfiles.types.follow')}
          </Button>
        </form>
      )}
      <ProfileList
        loading={profiles.isPending}
        error={profiles.isError}
        onRetry={() => void profiles.refetch()}
        empty={mine.length === 0}
        emptyText={t('interestProfiles.types.empty')}
      >
        <CirculationTable
          id="profile-types-caption"
          caption={t('interestProfiles.types.mine', { count: mine.length })}
          columns={[
            { header: t('interestProfiles.types.type'), cell: (p) => p.descricao },
            {
              header: t('interestProfiles.types.languages'),
              cell: (p) =>
                p.idiomas
                  .map(
                    (code) => aux.data?.idiomas.find((l) => l.codigo === code)?.descricao ?? code,
                  )
                  .join(', ') || t('interestProfiles.allLanguages'),
            },
            {
              header: t('interestProfiles.columns.libraries'),
              cell: (p) =>
                p.bibliotecas.map((b) => b.desc_biblioteca).join(', ') ||
                t('interestProfiles.allLibraries'),
            },
            {
              header: t('interestProfiles.columns.validity'),
              cell: (p) => <Validity day={p.validade} expired={p.expirado} />,
            },
            {
              header: t('interestProfiles.columns.action'),
              cell: (p) => (
                <RemoveButton
                  name={p.descricao}
                  loading={remove.isPending && remove.variables === p.codigo}
                  onClick={() =>
                    remove.mutate(p.codigo as MaterialType, {
                      onSuccess: () => onDone(t('interestProfiles.removed', { name: p.descricao })),
                      onError: onFail,
                    })
                  }
                />
              ),
            },
          ]}
          items={mine}
          rowKey={(p) => mine.indexOf(p)}
          mt="md"
          testId="profile-types"
        />
      </ProfileList>
    </section>
  );
}

function LibraryChoice({
  libraries,
  value,
  onChange,
}: {
  libraries: { cod_biblioteca: number; desc_biblioteca: string }[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      mt="sm"
      label={t('interestProfiles.columns.libraries')}
      value={value}
      onChange={onChange}
    >
      <Group gap="md" mt={4}>
        {libraries.map((l) => (
          <Checkbox
            key={l.cod_biblioteca}
            value={String(l.cod_biblioteca)}
            label={l.desc_biblioteca}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/** A list of the patron's profiles: loading, failing, empty or the list itself. */
export function ProfileList({
  loading,
  error,
  onRetry,
  empty,
  emptyText,
  children,
}: {
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  empty: boolean;
  emptyText: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  if (loading) return <Skeleton height={80} mt="md" radius="md" aria-busy />;
  if (error) return <QueryError message={t('interestProfiles.error')} onRetry={onRetry} />;
  if (empty)
    return (
      <Text mt="md" className={classes.muted}>
        {emptyText}
      </Text>
    );
  return <>{children}</>;
}
