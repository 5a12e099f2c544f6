import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@obra/domain';
import { setLanguage, useLanguage } from '../../lib/i18n.js';
import { errorText } from '../../lib/problem-text.js';
import classes from './share.module.css';

/** Each language named in itself, so a reader finds theirs whatever the page is shown in. */
const LANGUAGE_NAMES: Record<Language, string> = { es: 'Español', en: 'English' };

/** The switch between Spanish and English: the page changes at once, `<html lang>` with it (lib/i18n.ts). */
function LanguageButtons() {
  const { t } = useTranslation();
  const shown = useLanguage();
  return (
    <div role="group" aria-label={t('share.language')} className={classes.languages}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          lang={language}
          size="sm"
          className={classes.touch}
          variant={language === shown ? 'filled' : 'default'}
          aria-pressed={language === shown}
          onClick={() => void setLanguage(language)}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </div>
  );
}

export interface Issuer {
  name: string;
  logoUrl: string | null;
}

/**
 * The frame of a share page: the company that sent it, the language switch, and the document. No
 * menu of the app: the client has no account. The page asks not to be indexed (the server also
 * says so in X-Robots-Tag, for crawlers that run no script).
 */
export function ShareFrame({ title, company, children }: { title: string; company?: Issuer; children: ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className={classes.page}>
      <meta name="robots" content="noindex, nofollow" />
      <header className={classes.header}>
        <div className={classes.company}>
          {company?.logoUrl && <img className={classes.logo} src={company.logoUrl} alt="" width={56} height={56} />}
          {company && (
            <Text fw={700} size="lg">
              {company.name}
            </Text>
          )}
        </div>
        <LanguageButtons />
      </header>
      <main id="main">{children}</main>
    </div>
  );
}

/** For an unknown, revoked or expired link alike: it says so and reveals nothing else. */
export function GonePage() {
  const { t } = useTranslation();
  return (
    <ShareFrame title={t('share.titles.gone')}>
      <Title order={1} size="h2">
        {t('share.gone.heading')}
      </Title>
      <Text mt="md">{t('share.gone.body')}</Text>
    </ShareFrame>
  );
}

export function ShareLoading() {
  const { t } = useTranslation();
  return (
    <ShareFrame title={t('share.loading')}>
      <Stack align="center" py="xl" role="status">
        <Loader size="sm" />
        <Text>{t('share.loading')}</Text>
      </Stack>
    </ShareFrame>
  );
}

/** No answer, or a server's failure: the link may still be good, so the reader may ask again. */
export function ShareFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ShareFrame title={t('share.loading')}>
      <Alert color="red" role="alert">
        {errorText(error)}
      </Alert>
      <Button mt="md" className={classes.touch} onClick={onRetry}>
        {t('share.retry')}
      </Button>
    </ShareFrame>
  );
}
