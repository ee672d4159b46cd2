import { Alert, Anchor, Skeleton, Text } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useStorage } from '../api/get-storage';
import { EmptyState, TabHeading } from './tab-parts';
import classes from './title-tabs.module.css';

/**
 * The closed-collection tab (`/acervo-fechado`): whether copies are kept in closed stacks,
 * how to ask for them, and the service desk of each library that keeps them.
 */
export function ClosedStacks({ titleId }: { titleId: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useStorage(titleId);

  return (
    <section aria-labelledby="closed-stacks-heading" aria-busy={isPending}>
      <TabHeading id="closed-stacks-heading">{t('titles.closedStacks.heading')}</TabHeading>
      {isPending ? (
        <Skeleton height={160} radius="md" />
      ) : isError ? (
        <QueryError message={t('titles.closedStacks.error')} onRetry={() => void refetch()} />
      ) : !data.acervo_fechado ? (
        <EmptyState>{data.instrucoes || t('titles.closedStacks.empty')}</EmptyState>
      ) : (
        <>
          <Alert
            variant="light"
            color="blue"
            icon={<IconBuildingWarehouse aria-hidden />}
            title={t('titles.closedStacks.inClosedStacks')}
            data-testid="closed-stacks-instructions"
          >
            {data.instrucoes}
          </Alert>
          <h3 className={classes.subheading}>{t('titles.closedStacks.where')}</h3>
          <ul className={classes.libraries}>
            {data.bibliotecas.map((library) => (
              <li key={library.cod_biblioteca} className={classes.library}>
                <h4 className={classes.libraryName}>{library.desc_biblioteca}</h4>
                <Text size="sm">
                  {t('titles.closedStacks.copies', {
                    count: library.exemplares,
                    available: library.disponiveis,
                  })}
                </Text>
                {library.email && (
                  <Text size="sm">
                    {t('titles.closedStacks.email')}{' '}
                    <Anchor href={`mailto:${library.email}`}>{library.email}</Anchor>
                  </Text>
                )}
                {library.telefone && (
                  <Text size="sm">
                    {t('titles.closedStacks.phone')}{' '}
                    <Anchor href={`tel:${library.telefone.replace(/[^\d+]/g, '')}`}>
                      {library.telefone}
                    </Anchor>
                  </Text>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
