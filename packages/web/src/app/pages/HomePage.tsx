import { Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlanCards } from '../../features/plans/PlanCards.js';
import { useHydrated } from '../../lib/hydrated.js';
import { useSession } from '../../lib/session.js';
import { homeFor } from '../../lib/session.js';
import { AUTH_TYPE } from '@obra/domain';
import classes from './HomePage.module.css';
import { lazyNamed } from '../../lib/lazy-named.js';

const ContactForm = lazyNamed(() => import('../../features/contact/ContactForm.js'), 'ContactForm');

const FEATURES = ['projects', 'calendar', 'workers', 'notifications', 'invoices'] as const;

export function HomePage() {
  const { t } = useTranslation();
  const { authType } = useSession();
  const signedIn = authType !== AUTH_TYPE.visitor;
  const hydrated = useHydrated();
  return (
    <Container size="lg" px={0}>
      <section className={classes.hero} aria-labelledby="hero-title">
        <Title id="hero-title" order={1} className={classes.heroTitle}>
          {t('home.heroTitle')}
        </Title>
        <Text size="lg" maw={640} mt="md">
          {t('home.heroText')}
        </Text>
        <Group mt="xl">
          <Button size="md" component={Link} to={signedIn ? homeFor(authType) : '/signup'}>
            {t('home.heroCta')}
          </Button>
          <Button size="md" variant="outline" component={Link} to="/#pricing">
            {t('home.heroSecondary')}
          </Button>
        </Group>
      </section>

      <section id="our-products" className={classes.section} aria-labelledby="products-title">
        <Title id="products-title" order={2} mb="lg">
          {t('home.productsTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {FEATURES.map((key) => (
            <Card key={key} withBorder padding="lg">
              <Title order={3} size="h4">
                {t(`home.features.${key}.title`)}
              </Title>
              <Text mt="xs" size="sm" c="dimmed">
                {t(`home.features.${key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <section id="pricing" className={classes.section} aria-labelledby="pricing-title">
        <Title id="pricing-title" order={2}>
          {t('home.pricingTitle')}
        </Title>
        <Text c="dimmed" mb="lg">
          {t('home.pricingNote')}
        </Text>
        <PlanCards />
      </section>

      <section id="about" className={classes.section} aria-labelledby="about-title">
        <Title id="about-title" order={2} mb="sm">
          {t('home.aboutTitle')}
        </Title>
        <Text maw={760}>{t('home.aboutText')}</Text>
      </section>

      <section id="resources" className={classes.section} aria-labelledby="resources-title">
        <Title id="resources-title" order={2} mb="sm">
          {t('home.resourcesTitle')}
        </Title>
        <Stack gap={4}>
          <Text>{t('home.resourcesText')}</Text>
          <Anchor component={Link} to="/about">
            {t('home.resourcesFaq')}
          </Anchor>
          <Anchor component={Link} to="/policies#1">
            {t('home.resourcesPolicies')}
          </Anchor>
        </Stack>
      </section>

      {/* The form and its captcha need the app: it loads as the form comes near the screen. */}
      <div id="contact-form" className={classes.section} data-needs-app>
        {hydrated && (
          <Suspense fallback={null}>
            <ContactForm />
          </Suspense>
        )}
      </div>
    </Container>
  );
}
