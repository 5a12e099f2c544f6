import { Badge, Button, Card, Grid, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { assigneeName, formatDate, type IsoDate, type ListedJob } from '@obra/domain';
import { useTranslation } from 'react-i18next';
import { MAX_WEEKS_AHEAD, placeJobs, weekDays } from './week.js';

interface Props {
  today: IsoDate;
  offset: number;
  onOffset: (offset: number) => void;
  jobs: readonly ListedJob[];
  /** Opens a job's details, where its dates, comments and photos change. */
  onOpen: (job: ListedJob) => void;
}

/** SPEC §2/§9: one week, Sunday to Saturday, this week up to 4 weeks ahead. */
export function WeekView({ today, offset, onOffset, jobs, onOpen }: Props) {
  const { t } = useTranslation();
  const days = weekDays(today, offset);
  const names = t('calendar.days', { returnObjects: true }) as string[];
  const placed = placeJobs(days, jobs);

  return (
    <Stack>
      {/* On a phone the week's dates sit above the two buttons, which share one row. */}
      <Grid align="center" gap="xs">
        <Grid.Col span={{ base: 6, sm: 'content' }} order={{ base: 2, sm: 1 }}>
          <Button
            fullWidth
            variant="default"
            disabled={offset <= 0}
            onClick={() => onOffset(offset - 1)}
            aria-label={t('calendar.previous')}
          >
            <WeekLabel full={t('calendar.previous')} short={t('calendar.previousShort')} />
          </Button>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 'auto' }} order={{ base: 1, sm: 2 }}>
          <Text fw={600} ta="center" data-testid="calendar-range">
            {t('calendar.week', { from: formatDate(days[0]), to: formatDate(days[6]) })}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 'content' }} order={{ base: 3, sm: 3 }}>
          <Button
            fullWidth
            variant="default"
            disabled={offset >= MAX_WEEKS_AHEAD}
            onClick={() => onOffset(offset + 1)}
            aria-label={t('calendar.next')}
          >
            <WeekLabel full={t('calendar.next')} short={t('calendar.nextShort')} />
          </Button>
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 7 }} spacing="xs">
        {placed.map(({ day, jobs: dayJobs }, i) => {
          const isToday = day === today;
          return (
            <Paper
              key={day}
              withBorder
              p="xs"
              data-testid="calendar-day"
              aria-current={isToday ? 'date' : undefined}
              bg={isToday ? 'var(--mantine-color-blue-light)' : undefined}
              style={{ borderColor: isToday ? 'var(--mantine-color-blue-filled)' : undefined, minWidth: 0 }}
            >
              <Stack gap={6}>
                {/* The date under the name: on a narrow column, Miércoles beside a date would wrap alone. */}
                <Stack gap={0}>
                  <Group gap={6} justify="space-between" wrap="nowrap">
                    <Text fw={700} size="sm">
                      {names[i]}
                    </Text>
                    {isToday && (
                      <Badge size="xs" variant="filled">
                        {t('calendar.today')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {formatDate(day)}
                  </Text>
                </Stack>
                {dayJobs.length === 0 ? (
                  <Text size="xs" c="dimmed">
                    {t('calendar.noJobs')}
                  </Text>
                ) : (
                  dayJobs.map((job) => (
                    <UnstyledButton key={job.id} onClick={() => onOpen(job)} data-testid="calendar-job">
                      <Card withBorder p={6} radius="sm" style={{ overflowWrap: 'anywhere' }}>
                        <Text size="sm" fw={600}>
                          {job.name}
                        </Text>
                        <Text size="xs">{job.address}</Text>
                        <Text size="xs" c="dimmed">
                          {t('calendar.assignee', { name: assigneeName(job.assignee) ?? t('calendar.unassigned') })}
                        </Text>
                      </Card>
                    </UnstyledButton>
                  ))
                )}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** A week button's text: the whole of it where there is room, a short one on a phone's half-width button. */
function WeekLabel({ full, short }: { full: string; short: string }) {
  return (
    <>
      <Text span inherit visibleFrom="sm">
        {full}
      </Text>
      <Text span inherit hiddenFrom="sm">
        {short}
      </Text>
    </>
  );
}
