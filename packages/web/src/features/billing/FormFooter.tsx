import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton } from '../../lib/LayeredModal.js';
import { toast } from '../../lib/feedback.js';
import { errorText } from '../../lib/problem-text.js';

/**
 * A billing form's sending: `submit(save)` runs the save, which answers what to say on success; the
 * form then closes, or keeps the server's refusal as `failure` for FormFooter to show.
 */
export function useFormSubmit(onClose: () => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (save: () => Promise<string>) => {
    setFailure(null);
    try {
      toast.success(await save());
      onClose();
    } catch (e) {
      setFailure(errorText(e));
    }
  };
  return { failure, submit };
}

/** A billing form's end: the server's refusal, if any, then Cancel and the form's action. */
export function FormFooter({ failure, submit, saving }: { failure: string | null; submit: string; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs" wrap="wrap">
        <DialogCloseButton>{t('billing.form.cancel')}</DialogCloseButton>
        <Button type="submit" loading={saving} className="touch-target">
          {submit}
        </Button>
      </Group>
    </>
  );
}
