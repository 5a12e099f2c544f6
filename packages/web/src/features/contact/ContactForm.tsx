import { Alert, Button, Card, Checkbox, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { solveChallenge, type Challenge } from 'altcha-lib';
// The WebCrypto (browser) key derivation; the default one is Node's.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import {
  CONTACT_BODY_MAX,
  CONTACT_MSG,
  CONTACT_SUBJECT_MAX,
  type CaptchaChallenge,
  type ErrorCode,
} from '@obra/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, get, post } from '../../lib/api.js';
import { toast } from '../../lib/feedback.js';
import { domainForms } from '../../lib/domain-forms.js';
import { errorText } from '../../lib/problem-text.js';
import { messageText } from '../../lib/domain-text.js';

interface Values {
  from: string;
  subject: string;
  body: string;
  agreement: boolean;
}

const EMPTY: Values = { from: '', subject: '', body: '', agreement: false };
/** Server answers that mean the captcha must be solved again. */
const CAPTCHA_REFUSALS: ErrorCode[] = ['CAPTCHA_MISSING', 'CAPTCHA_INVALID', 'CAPTCHA_EXPIRED', 'CAPTCHA_USED'];

type Captcha =
  | { state: 'idle' }
  | { state: 'verifying' }
  | { state: 'verified'; payload: string; expiresAt: number | null }
  | { state: 'error' };

/**
 * The landing page's contact form (SPEC §1, §5; PRODUCT.md "Mail, invoices, captcha"): every field is
 * required, the agreement must be accepted, and a self-hosted proof-of-work captcha (ALTCHA) is
 * solved in the browser before sending. The agreement turns on when the captcha verifies and off
 * when it fails (SPEC §5).
 */
export function ContactForm() {
  const { t } = useTranslation();
  const ids = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [captcha, setCaptcha] = useState<Captcha>({ state: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const [showEmpty, setShowEmpty] = useState(false);
  const [sending, setSending] = useState(false);
  const solving = useRef<AbortController | null>(null);

  useEffect(() => () => solving.current?.abort(), []);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const emptyError = (value: string) => showEmpty && value.trim() === '';

  async function verify() {
    solving.current?.abort();
    const controller = new AbortController();
    solving.current = controller;
    setCaptcha({ state: 'verifying' });
    try {
      const challenge = await get<CaptchaChallenge>('/captcha/challenge', {
        anonymous: true,
        signal: controller.signal,
      });
      const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey, controller });
      if (controller.signal.aborted) return;
      if (!solution) throw new Error('captcha not solved');
      const payload = btoa(JSON.stringify({ challenge, solution }));
      setCaptcha({ state: 'verified', payload, expiresAt: challenge.parameters.expiresAt ?? null });
      set('agreement', true);
    } catch {
      if (controller.signal.aborted) return;
      setCaptcha({ state: 'error' });
      set('agreement', false);
    } finally {
      if (solving.current === controller) solving.current = null;
    }
  }

  function captchaFailed() {
    setCaptcha({ state: 'error' });
    set('agreement', false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    // The server's rules in its order (fields, then the agreement); the first failure is said.
    const checked = (await domainForms()).contactForm.safeParse(values);
    const issues = checked.error?.issues ?? [];
    setShowEmpty(issues.some((issue) => issue.message === CONTACT_MSG.emptyFields));
    if (!checked.success) {
      setProblem(messageText(issues[0]?.message ?? ''));
      return;
    }
    const { from, subject, body } = checked.data;
    if (captcha.state !== 'verified' || (captcha.expiresAt !== null && captcha.expiresAt * 1000 <= Date.now())) {
      if (captcha.state === 'verified') setCaptcha({ state: 'idle' });
      setProblem(t('contact.captchaHelp'));
      return;
    }

    setSending(true);
    try {
      await post<true>(
        '/email/send',
        { from, subject, body, agreement: true, captcha: captcha.payload },
        { anonymous: true },
      );
      toast.success(t('contact.sent'));
      setValues(EMPTY);
      setCaptcha({ state: 'idle' });
    } catch (error) {
      toast.failure(t('contact.failed'));
      if (error instanceof ApiError) {
        if (error.problem && CAPTCHA_REFUSALS.includes(error.problem.code)) captchaFailed();
        // Something the visitor can act on (a field, the captcha, too many messages): say it.
        if (error.status === 400 || error.status === 429) setProblem(errorText(error));
      }
    } finally {
      setSending(false);
    }
  }

  const captchaStatusId = `${ids}-captcha-status`;
  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={`${ids}-title`} maw={640} mx="auto">
      <Title id={`${ids}-title`} order={2} mb="md">
        {t('contact.title')}
      </Title>
      <form onSubmit={onSubmit} noValidate aria-labelledby={`${ids}-title`}>
        <Stack>
          <TextInput
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            required
            maxLength={254}
            value={values.from}
            onChange={(e) => set('from', e.currentTarget.value)}
            error={emptyError(values.from)}
          />
          <TextInput
            label={t('contact.subject')}
            withAsterisk
            required
            maxLength={CONTACT_SUBJECT_MAX}
            value={values.subject}
            onChange={(e) => set('subject', e.currentTarget.value)}
            error={emptyError(values.subject)}
          />
          <Textarea
            label={t('contact.message')}
            withAsterisk
            required
            rows={5}
            resize="vertical"
            maxLength={CONTACT_BODY_MAX}
            value={values.body}
            onChange={(e) => set('body', e.currentTarget.value)}
            error={emptyError(values.body)}
          />

          <div role="group" aria-labelledby={`${ids}-captcha`} aria-describedby={captchaStatusId}>
            <Text id={`${ids}-captcha`} size="sm" fw={500} mb={4}>
              {t('contact.captcha')}
            </Text>
            <Group gap="sm" wrap="wrap">
              <Button
                type="button"
                variant={captcha.state === 'verified' ? 'light' : 'outline'}
                color={captcha.state === 'verified' ? 'green' : undefined}
                onClick={() => void verify()}
                loading={captcha.state === 'verifying'}
                disabled={captcha.state === 'verified' || sending}
              >
                {captcha.state === 'verified' ? `✓ ${t('contact.verified')}` : t('contact.verify')}
              </Button>
              <Text
                id={captchaStatusId}
                size="sm"
                role="status"
                aria-live="polite"
                c={captcha.state === 'error' ? 'red' : captcha.state === 'verified' ? 'green' : 'dimmed'}
              >
                {captcha.state === 'verifying'
                  ? t('contact.verifying')
                  : captcha.state === 'verified'
                    ? t('contact.verified')
                    : captcha.state === 'error'
                      ? t('contact.captchaFailed')
                      : t('contact.captchaHelp')}
              </Text>
            </Group>
          </div>

          <Checkbox
            label={t('contact.agreement')}
            checked={values.agreement}
            onChange={(e) => set('agreement', e.currentTarget.checked)}
          />

          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}

          <Group justify="flex-end">
            <Button type="submit" loading={sending}>
              {t('contact.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
