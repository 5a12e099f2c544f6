import { Alert, Button, Stack, TextInput, Textarea } from '@mantine/core';
import type { TimeEntry } from '@obra/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LayeredModal } from '../../lib/LayeredModal.js';
import { toast } from '../../lib/feedback.js';
import { errorText } from '../../lib/problem-text.js';
import { schemaResolver } from '../../lib/schema-resolver.js';
import { useCorrectEntry } from './hours-api.js';

interface CorrectionForm {
  startedAt: string;
  endedAt: string;
  reason: string;
}

const resolver = schemaResolver<CorrectionForm>((forms) => forms.correctEntryForm);

/** An instant as a datetime-local field holds it, in the browser's own time. */
export function localInput(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The company corrects an entry's start and end, saying why; an entry left running is closed by it. */
export function CorrectEntryModal({ entry, onClose }: { entry: TimeEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const correct = useCorrectEntry();
  const [problem, setProblem] = useState<string | null>(null);
  const start = entry.startedAt ?? entry.enRouteAt ?? new Date().toISOString();
  const form = useForm<CorrectionForm>({
    resolver,
    defaultValues: {
      startedAt: localInput(start),
      endedAt: localInput(entry.endedAt ?? new Date().toISOString()),
      reason: '',
    },
  });
  const { errors } = form.formState;

  const submit = async (values: CorrectionForm) => {
    setProblem(null);
    try {
      await correct.mutateAsync({
        entryId: entry.id,
        startedAt: new Date(values.startedAt).toISOString(),
        endedAt: new Date(values.endedAt).toISOString(),
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
