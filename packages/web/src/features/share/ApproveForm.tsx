import { Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNER_NAME_MAX, type ErrorCode } from '@obra/domain';
import { codeText } from '../../lib/domain-text.js';
import { approveEstimate } from './api.js';
import { AnswerFooter, useAnswerSending } from './AnswerSending.js';
import { signatureSurface, type SignatureSurface } from './signature-pad.js';
import classes from './share.module.css';

interface Problems {
  name?: ErrorCode | 'typeNameFirst';
  signature?: boolean;
  terms?: boolean;
}

/**
 * 'Aprobar': the client types their name, signs (finger, pen or mouse; or their typed name drawn
 * as the signature, for whoever cannot draw) and accepts the terms. Sends the version the page
 * showed; the page hears how it went.
 */
export function ApproveForm({
  token,
  version,
  onApproved,
  onRefused,
  onCancel,
}: {
  token: string;
  version: number;
  onApproved: (name: string) => void;
  onRefused: (error: unknown) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [empty, setEmpty] = useState(true);
  const [problems, setProblems] = useState<Problems>({});
  const { failure, sending, send } = useAnswerSending(onRefused);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const typedRef = useRef<HTMLButtonElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const surface = useRef<SignatureSurface | null>(null);
  const ids = useId();

  useEffect(() => {
    headingRef.current?.focus();
    const pad = signatureSurface(canvasRef.current!, (isEmpty) => {
      setEmpty(isEmpty);
      if (!isEmpty) setProblems((p) => ({ ...p, signature: false }));
    });
    surface.current = pad;
    return () => pad.destroy();
  }, []);

  const signWithName = () => {
    const typed = name.trim();
    if (!typed) {
      setProblems((p) => ({ ...p, name: 'typeNameFirst' }));
      nameRef.current?.focus();
      return;
    }
    surface.current?.writeName(typed);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = name.trim();
    const found: Problems = {
      name: !typed ? 'SIGNER_NAME_REQUIRED' : typed.length > SIGNER_NAME_MAX ? 'SIGNER_NAME_TOO_LONG' : undefined,
      signature: surface.current?.isEmpty() ?? true,
      terms: !accepted,
    };
    setProblems(found);
    if (found.name) return nameRef.current?.focus();
    if (found.signature) return typedRef.current?.focus();
    if (found.terms) return termsRef.current?.focus();
    await send(async () => {
      const signature = surface.current!.toPng();
      await approveEstimate(token, { name: typed, signature, acceptTerms: true, version });
      onApproved(typed);
    });
  };

  const nameError =
    problems.name === 'typeNameFirst'
      ? t('share.typeNameFirst')
      : problems.name
        ? codeText({ code: problems.name })
        : undefined;
  const signatureHelpId = `${ids}-signature-help`;
  const signatureErrorId = `${ids}-signature-error`;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${ids}-title`}>
      <Stack gap="md">
        <div>
          <Title order={3} size="h5" id={`${ids}-title`} ref={headingRef} tabIndex={-1}>
            {t('share.approveTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('share.approveHelp')}
          </Text>
        </div>
        <TextInput
          ref={nameRef}
          label={t('share.name')}
          autoComplete="name"
          withAsterisk
          size="md"
          maxLength={SIGNER_NAME_MAX}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            if (problems.name) setProblems((p) => ({ ...p, name: undefined }));
          }}
          error={nameError}
        />
        <div>
          <Text component="p" fw={500} size="sm" id={`${ids}-signature`}>
            {t('share.signature')}{' '}
            <Text span c="red" aria-hidden>
              *
            </Text>
          </Text>
          <Text size="sm" c="dimmed" id={signatureHelpId} mb={4}>
            {t('share.signatureHelp')}
          </Text>
          <canvas
            ref={canvasRef}
            className={`${classes.pad} ${problems.signature ? classes.padInvalid : ''}`}
            role="img"
            aria-label={t('share.signaturePad')}
            aria-describedby={problems.signature ? `${signatureHelpId} ${signatureErrorId}` : signatureHelpId}
          />
          <Text size="sm" role="status" mt={4}>
            {empty ? '' : t('share.signed')}
          </Text>
          {problems.signature && (
            <Text size="sm" c="red" id={signatureErrorId}>
              {t('share.signatureRequired')}
            </Text>
          )}
          <Group gap="sm" mt="xs">
            <Button variant="default" className={classes.touch} onClick={() => surface.current?.clear()}>
              {t('share.clearSignature')}
            </Button>
            <Button
              ref={typedRef}
              variant="default"
              className={classes.touch}
              onClick={signWithName}
              aria-describedby={`${ids}-typed-help`}
            >
              {t('share.typedSignature')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed" id={`${ids}-typed-help`} mt={4}>
            {t('share.typedSignatureHelp')}
          </Text>
        </div>
        <Checkbox
          ref={termsRef}
          size="md"
          label={t('share.acceptTerms')}
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.currentTarget.checked);
            if (event.currentTarget.checked) setProblems((p) => ({ ...p, terms: false }));
          }}
          error={problems.terms ? codeText({ code: 'TERMS_NOT_ACCEPTED' }) : undefined}
        />
        <AnswerFooter
          failure={failure}
          sending={sending}
          action={t('share.sendApproval')}
          color="green"
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
