import '../../styles/work.css';
import { Accordion, Anchor, Card, Container, Grid, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUTH_TYPE, type AuthType } from '@obra/domain';
import { useSession } from '../../lib/session.js';
import { addTexts, useLanguage } from '../../lib/i18n.js';
import { aboutTexts } from '../../locales/pages/about.js';

addTexts(aboutTexts);

interface Question {
  q: string;
  a: string;
}
interface GuideText {
  title: string;
  /** What the guide's screenshot shows, for its alt text. */
  alt: string;
  steps: string[];
}

const { company, employee, contractor, client } = AUTH_TYPE;

/**
 * The FAQ guides (PRODUCT.md), keyed by the id of their texts (about.guides.<id>) and of their
 * screenshot (public/guides/<lang>/<id>.webp, made by `npm run guides:screenshots`), with the
 * account types each concerns. Workers (Trabajadores) are a company's screen only, so a
 * contractor, who works as their own company, is not shown how to add one.
 */
const GUIDES: readonly { id: string; for: readonly AuthType[] }[] = [
  { id: 'createProject', for: [company, contractor] },
  { id: 'assignWorker', for: [company] },
  // Contractors have the Jobs screen too, for jobs a company gives them (docs/decisions/0006).
  { id: 'completeJob', for: [employee, contractor] },
  { id: 'addExpenses', for: [company, contractor] },
  { id: 'sendInvoice', for: [company, contractor] },
  { id: 'approveProject', for: [client] },
  { id: 'chat', for: [company, contractor, client] },
];

/** Every screenshot's size: the attributes keep the page from jumping while the images load. */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 600;

/** The guide ids an account type sees, in order. */
function guidesFor(authType: AuthType): string[] {
  return GUIDES.filter((g) => g.for.includes(authType)).map((g) => g.id);
}

export function AboutPage() {
  const { t } = useTranslation();
  const { authType } = useSession();
  const language = useLanguage();
  const questions = t('about.questions', { returnObjects: true }) as Question[];
  return (
    <Container size="md" px={0}>
      <Title order={1} mb="lg">
        {t('about.title')}
      </Title>
      <Accordion variant="separated" multiple defaultValue={['0']}>
        {questions.map((item, i) => (
          <Accordion.Item key={item.q} value={String(i)}>
            <Accordion.Control>{item.q}</Accordion.Control>
            <Accordion.Panel>{item.a}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>

      <Title order={2} mt="xl" mb="md" id="guides">
        {t('about.guidesTitle')}
      </Title>
      {authType === AUTH_TYPE.visitor ? (
        <Text c="dimmed">{t('about.guidesLoggedOut')}</Text>
      ) : (
        <Stack gap="md">
          {guidesFor(authType).map((id) => {
            const guide = t(`about.guides.${id}`, { returnObjects: true }) as GuideText;
            const src = `/guides/${language}/${id}.webp`;
            return (
              <Card
                key={id}
                withBorder
                padding="md"
                data-testid="guide"
                data-guide={id}
                aria-labelledby={`guide-${id}`}
              >
                <Grid gap="md">
                  <Grid.Col span={{ base: 12, md: 7 }}>
                    <Anchor href={src} target="_blank" display="block">
                      <img
                        src={src}
                        alt={guide.alt}
                        width={IMAGE_WIDTH}
                        height={IMAGE_HEIGHT}
                        loading="lazy"
                        decoding="async"
                        style={{
                          display: 'block',
                          width: '100%',
                          maxWidth: '100%',
                          height: 'auto',
                          borderRadius: 'var(--mantine-radius-sm)',
                          border: '1px solid var(--mantine-color-default-border)',
                        }}
                      />
                    </Anchor>
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, md: 5 }}>
                    <Stack gap="xs">
                      <Title order={3} size="h4" id={`guide-${id}`}>
                        {guide.title}
                      </Title>
                      <List type="ordered" size="sm" spacing={4}>
                        {guide.steps.map((step) => (
                          <List.Item key={step}>{step}</List.Item>
                        ))}
                      </List>
                    </Stack>
                  </Grid.Col>
                </Grid>
              </Card>
            );
          })}
        </Stack>
      )}
    </Container>
  );
}
