import { Button, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a screen that failed to render shows instead of a blank page; nothing the user saved is lost. */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl" ta="center" role="alert">
      <Title order={1}>{t('errorPage.title')}</Title>
      <Text mt="md" c="dimmed">
        {t('errorPage.text')}
      </Text>
      <Button mt="lg" onClick={() => window.location.reload()}>
        {t('errorPage.reload')}
      </Button>
    </Container>
  );
}
