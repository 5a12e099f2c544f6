import { Alert, Button, Stack, TextInput, Textarea } from '@mantine/core';
import { instantOfWallTime, wallTimeIn, type TimeEntry } from '@obra/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LayeredModal } from '../../lib/LayeredModal.js';
import { toast } from '../../lib/feedback.js';
import { errorText } from '../../lib/problem-text.js';
import { schemaResolver } from '../../lib/schema-resolver.js';
import { useCorrectEntry } from './hours-api.js';
import { useTimeZone } from '../../lib/session.js';

interface CorrectionForm {
  startedAt: string;
  endedAt: string;
  reason: string;
}

const resolver = schemaResolver<CorrectionForm>((forms) => forms.correctEntryForm);

/** The company corrects an entry's start and end, saying why; an entry left running is closed by it. */
export function CorrectEntryModal({ entry, onClose }: { entry: TimeEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const correct = useCorrectEntry();
  // The times read and written in the company's time zone, as the hours lists show them, wherever
  // the owner's browser happens to be.
  const timeZone = useTimeZone();
  const [problem, setProblem] = useState<string | null>(null);
  const start = entry.startedAt ?? entry.enRouteAt ?? new Date().toISOString();
  const form = useForm<CorrectionForm>({
    resolver,
    defaultValues: {
      startedAt: wallTimeIn(start, timeZone),
      endedAt: wallTimeIn(entry.endedAt ?? new Date(), timeZone),
      reason: '',
    },
  });
  const { errors } = form.formState;

  const submit = async (values: CorrectionForm) => {
    setProblem(null);
    try {
      await correct.mutateAsync({
        entryId: entry.id,
        startedAt: instantOfWallTime(values.startedAt, timeZone) ?? values.startedAt,
        endedAt: instantOfWallTime(values.endedAt, timeZone) ?? values.endedAt,
        reason: values.reason,
      });
      toast.success(t('hours.savedCorrection'));
      onClose();
    } catch (e) {
      setProblem(errorText(e));
    }
  };

  return (
    <LayeredModal
      opened
      onClose={onClose}
      unsaved={form.formState.isDirty}
      title={t('hours.correctTitle', { name: entry.workerName })}
    >
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack>
          <TextInput
            type="datetime-local"
            label={t('hours.started')}
            {...form.register('startedAt')}
            error={errors.startedAt?.message}
          />
          <TextInput
            type="datetime-local"
            label={t('hours.ended')}
            {...form.register('endedAt')}
            error={errors.endedAt?.message}
          />
          <Textarea
            label={t('hours.reason')}
            withAsterisk
            {...form.register('reason')}
            error={errors.reason?.message}
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('hours.save')}
          </Button>
        </Stack>
      </form>
    </LayeredModal>
  );
}
