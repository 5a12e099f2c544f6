import '../../../styles/work.css';
import { Alert, Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/Spinner.js';
import { errorText } from '../../../lib/problem-text.js';

/** The frame every signed-in screen shares: a title, then the loading, error or loaded state. */
export function WorkPage({
  title,
  loading,
  error,
  actions,
  children,
}: {
  title: string;
  loading?: boolean;
  error?: Error | null;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Container size="xl" px={0}>
      <Title order={1} size="h2" mb="md">
        {title}
      </Title>
      {actions}
      {loading ? <Spinner /> : error ? <Alert color="red">{errorText(error)}</Alert> : children}
    </Container>
  );
}
