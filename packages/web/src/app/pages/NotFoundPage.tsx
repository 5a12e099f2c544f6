import { Button, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl" ta="center">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text mt="md" c="dimmed">
        {t('notFound.text')}
      </Text>
      <Button mt="lg" component={Link} to="/">
        {t('notFound.back')}
      </Button>
    </Container>
  );
}
