import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  CLOCK_ACTIONS,
  clockActionsFor,
  formatTimeOf,
  type ClockAction,
  type ClockState,
  type JobStatus,
} from '@obra/domain';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback.js';
import { useLanguage } from '../../lib/i18n.js';
import { errorText } from '../../lib/problem-text.js';
import { useTimeZone } from '../../lib/session.js';
import { useClock, useOpenClock } from './time-api.js';

const LABEL: Record<ClockAction, string> = { EN_ROUTE: 'clock.enRoute', START: 'clock.start', END: 'clock.end' };
const COLOR: Record<ClockAction, string> = { EN_ROUTE: 'blue', START: 'green', END: 'red' };

interface Props {
  job: { id: number; name: string; status: JobStatus };
  /** In a table's cell: the buttons keep their labels' width and wrap, instead of sharing the row. */
  inline?: boolean;
}

/**
 * Issue 13's time clock on one job: 'En camino', 'Empezar', 'Terminar', one tap each, large
 * (at least 48 px, full width on a phone), with where the worker stands now. Every clock of a
 * screen reads the one list of the worker's open entries.
 */
export function TimeClock({ job, inline = false }: Props) {
  const state: ClockState | undefined = useOpenClock().data?.find((s) => s.jobId === job.id);
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useTimeZone();
  const tap = useClock(job.name);
  const allowed = state?.actions ?? clockActionsFor('idle', job.status === 'COMPLETED');
  const at = (instant: string) => formatTimeOf(instant, timeZone, language);
  const status =
    state?.phase === 'working' && state.startedAt
      ? t('clock.workingSince', { time: at(state.startedAt) })
      : state?.phase === 'enRoute' && state.enRouteAt
        ? t('clock.enRouteSince', { time: at(state.enRouteAt) })
        : t('clock.idle');

  const press = async (action: ClockAction) => {
    try {
      const outcome = await tap.mutateAsync({ jobId: job.id, action });
      toast.success(t(outcome.state === 'queued' ? 'offline.savedOnDevice' : 'clock.saved'));
    } catch (e) {
      toast.failure(errorText(e));
    }
  };

  const buttons = CLOCK_ACTIONS.map((action) => (
    <Button
      key={action}
      size="lg"
      fullWidth={!inline}
      mih={48}
      color={COLOR[action]}
      variant={allowed.includes(action) ? 'filled' : 'default'}
      disabled={!allowed.includes(action) || tap.isPending}
      loading={tap.isPending && tap.variables?.action === action}
      onClick={() => void press(action)}
    >
      {t(LABEL[action])}
    </Button>
  ));

  return (
    <Stack gap={6} role="group" aria-label={t('clock.group', { name: job.name })}>
      <Text size="sm" fw={600} role="status" data-testid="clock-status">
        {status}
      </Text>
      {inline ? (
        <Group gap="xs">{buttons}</Group>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          {buttons}
        </SimpleGrid>
      )}
    </Stack>
  );
}
