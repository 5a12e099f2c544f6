import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton } from '../../lib/LayeredModal.js';

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
