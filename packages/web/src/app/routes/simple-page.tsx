import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { useDocumentTitle } from '../../lib/use-document-title';
import classes from './simple-page.module.css';

/** A page of its own (history, index lists…): heading, a line of introduction, the content. */
export function SimplePage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const { data: institution } = useInstitution();
  useDocumentTitle(title, institution?.sigla ?? institution?.nome);
  return (
    <Container size="xl" className={classes.page}>
      <div className={classes.header}>
        <Title order={1} className={classes.heading}>
          {title}
        </Title>
        <Text className={classes.intro}>{intro}</Text>
      </div>
      {children}
    </Container>
  );
}
