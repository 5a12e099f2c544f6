import { Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
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
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button variant="default" disabled={offset <= 0} onClick={() => onOffset(offset - 1)}>
          {t('calendar.previous')}
        </Button>
        <Text fw={600} ta="center" data-testid="calendar-range">
          {t('calendar.week', { from: formatDate(days[0]), to: formatDate(days[6]) })}
        </Text>
        <Button variant="default" disabled={offset >= MAX_WEEKS_AHEAD} onClick={() => onOffset(offset + 1)}>
          {t('calendar.next')}
        </Button>
      </Group>
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
                <Group gap={6} justify="space-between" wrap="wrap">
                  <Text fw={700} size="sm">
                    {names[i]}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(day)}
                  </Text>
                  {isToday && (
                    <Badge size="xs" variant="filled">
                      {t('calendar.today')}
                    </Badge>
                  )}
                </Group>
                {dayJobs.length === 0 ? (
                  <Text size="xs" c="dimmed">
                    {t('calendar.noJobs')}
                  </Text>
                ) : (
                  dayJobs.map((job) => (
                    <UnstyledButton
                      key={job.id}
                      onClick={() => onOpen(job)}
                      aria-label={t('calendar.open', { name: job.name })}
                      data-testid="calendar-job"
                    >
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
