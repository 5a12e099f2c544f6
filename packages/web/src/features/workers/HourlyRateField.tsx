import { TextInput } from '@mantine/core';
import { parseMoney, type Worker } from '@obra/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback.js';
import { errorText } from '../../lib/problem-text.js';
import { codeText } from '../../lib/domain-text.js';
import { useWorkerAction } from './api.js';

const shown = (rate: number | null) => (rate === null ? '' : rate.toFixed(2));

/** A worker's hourly rate on /workers, saved when the field is left or Enter is pressed; empty clears it. */
export function HourlyRateField({ worker }: { worker: Worker }) {
  const { t } = useTranslation();
  const action = useWorkerAction();
  const saved = shown(worker.hourlyRate);
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  // The list answered by any worker change is the truth: the field follows it.
  useEffect(() => setValue(saved), [saved]);

  const save = async () => {
    const typed = value.trim();
    if (typed === saved) return;
    if (typed !== '' && !parseMoney(typed).ok) {
      setError(codeText({ code: 'HOURLY_RATE_INVALID' }));
      return;
    }
    try {
      await action.mutateAsync({ kind: 'rate', userId: worker.userId, hourlyRate: typed === '' ? null : typed });
      setError(null);
      toast.success(t('rate.saved'));
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <TextInput
      size="sm"
      w={130}
      leftSection="$"
      inputMode="decimal"
      aria-label={t('rate.labelFor', { name: worker.name })}
      placeholder={t('rate.placeholder')}
      value={value}
      error={error}
      disabled={action.isPending}
      onChange={(e) => setValue(e.currentTarget.value)}
      onBlur={() => void save()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') void save();
      }}
    />
  );
}
