import { Anchor, Card, Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The narrow card of the password pages, with the way back to signing in under it. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size={440} px={0} py="xl">
      <Card withBorder padding="lg">
        <Title order={1} size="h2" mb="md">
          {title}
        </Title>
        {children}
        <Anchor component={Link} to="/login" size="sm" mt="md" display="block">
          {t('password.backToLogin')}
        </Anchor>
      </Card>
    </Container>
  );
}
