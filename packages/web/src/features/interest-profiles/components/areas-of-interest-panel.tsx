import { Button, Checkbox, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert, SuccessAlert } from '../../../components/circulation-alerts';
import classes from '../../../components/circulation.module.css';
import { QueryError } from '../../../components/query-error';
import { circulationErrorMessage } from '../../../lib/circulation-error';
import { formatDay } from '../../../lib/days';
import {
  useAddAreaAuthorSubject,
  useAreaAuthorSubject,
  useDeleteAreaAuthorSubject,
  useProfileAuxInfo,
} from '../api/profiles';
import { defaultValidity } from './interest-profile-panel';

/**
 * The Areas of interest tab (spec §2, §7): the knowledge areas of each classification as
 * checkboxes; saving follows the checked ones until the validity date and stops the others.
 */
export function AreasOfInterestPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const aux = useProfileAuxInfo();
  const profiles = useAreaAuthorSubject();
  const add = useAddAreaAuthorSubject();
  const remove = useDeleteAreaAuthorSubject();
  const [checked, setChecked] = useState<string[] | null>(null);
  const [validade, setValidade] = useState(defaultValidity);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const areaProfiles = (profiles.data?.perfis ?? []).filter((p) => p.tipoDSI === 'area');
  const current = areaProfiles.map((p) => String(p.codArea));
  const value = checked ?? current;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    try {
      if (value.length > 0) await add.mutateAsync({ tipoDSI: 'area', validade, itens: value });
      for (const p of areaProfiles.filter((p) => !value.includes(String(p.codArea)))) {
        await remove.mutateAsync({ codigo: p.codigo, tipoDSI: 'area', codTipoArea: p.codTipoArea });
      }
      setProblem(null);
      setSaved(true);
      setChecked(null);
    } catch (error) {
      setProblem(circulationErrorMessage(error, t, language));
    }
  };

  let content;
  if (aux.isPending || profiles.isPending)
    content = <Skeleton height={200} radius="md" aria-busy />;
  else if (aux.isError || profiles.isError)
    content = (
      <QueryError
        message={t('interestProfiles.error')}
        onRetry={() => void Promise.all([aux.refetch(), profiles.refetch()])}
      />
    );
  else if (aux.data.tiposArea.every((type) => type.areas.length === 0))
    content = <Text>{t('interestProfiles.areas.none')}</Text>;
  else
    content = (
      <form
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
        aria-label={t('interestProfiles.areas.title')}
      >
        <Stack gap="md">
          {aux.data.tiposArea.map((type) => (
            <Checkbox.Group
              key={type.codigo}
              label={type.descricao}
              value={value}
              onChange={setChecked}
            >
              <Stack gap={6} mt="xs">
                {type.areas.map((area) => {
                  const mine = areaProfiles.find((p) => p.codArea === area.codigo);
                  return (
                    <Checkbox
                      key={area.codigo}
                      value={String(area.codigo)}
                      data-testid="area-choice"
                      label={
                        mine
                          ? t('interestProfiles.areas.following', {
                              name: area.descricao,
                              date: formatDay(mine.validade, language),
                            })
                          : area.descricao
                      }
                    />
                  );
                })}
              </Stack>
            </Checkbox.Group>
          ))}
          <TextInput
            type="date"
            label={t('interestProfiles.validity')}
            value={validade}
            onChange={(event) => setValidade(event.currentTarget.value)}
            required
            maw={220}
          />
          <div>
            <Button
              type="submit"
              loading={add.isPending || remove.isPending}
              data-testid="areas-save"
            >
              {t('interestProfiles.areas.save')}
            </Button>
          </div>
        </Stack>
      </form>
    );

  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="areas-panel">
      <Title order={2} className={classes.tabTitle}>
        {t('interestProfiles.areas.title')}
      </Title>
      <Text size="sm" mt={4} mb="md">
        {t('interestProfiles.areas.intro')}
      </Text>
      <Stack gap="sm" mb="md">
        {problem && <ProblemAlert testId="areas-problem">{problem}</ProblemAlert>}
        {saved && (
          <SuccessAlert testId="areas-saved">{t('interestProfiles.areas.saved')}</SuccessAlert>
        )}
      </Stack>
      {content}
    </Paper>
  );
}
