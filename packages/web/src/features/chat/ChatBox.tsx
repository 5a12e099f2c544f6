import { Box, Button, Group, Modal, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.js';
import { toast } from '../../lib/feedback.js';
import { useSession } from '../../lib/session.js';
import { useMessages, useSendMessage } from './api.js';

/** SPEC's chatBox modal: a project's conversation between its company side and its client. */
export function ChatBox({ projectId, projectName, opened, onClose }: { projectId: number; projectName: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { authType } = useSession();
  const messages = useMessages(projectId, opened);
  const send = useSendMessage(projectId);
  const [text, setText] = useState('');
  const bottom = useRef<HTMLDivElement>(null);

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages.data?.length]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // SPEC §5: an empty message (or one of spaces) is not sent.
    if (text.trim() === '') return;
    send.mutate(text, { onSuccess: () => setText(''), onError: (e) => toast.failure(e.message) });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`${t('chat.title')}: ${projectName}`} size="lg">
      <ScrollArea h={360} type="auto" aria-live="polite">
        {messages.isPending ? (
          <Spinner />
        ) : (messages.data ?? []).length === 0 ? (
          <Text c="dimmed">{t('chat.empty')}</Text>
        ) : (
          <Stack gap="xs" p="xs">
            {(messages.data ?? []).map((m) => {
              const mine = m.messageOrigin === authType;
              return (
                <Box
                  key={m.id}
                  data-testid="chat-message"
                  style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '80%' }}
                  bg={mine ? 'blue.1' : 'gray.1'}
                  c="dark"
                  p="xs"
                  bdrs="md"
                >
                  <Text size="xs" fw={600}>
                    {m.senderName}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {m.messageText}
                  </Text>
                </Box>
              );
            })}
            <div ref={bottom} />
          </Stack>
        )}
      </ScrollArea>
      <form onSubmit={submit}>
        <Group align="flex-end" mt="sm" wrap="nowrap">
          <Textarea
            aria-label={t('chat.message')}
            placeholder={t('chat.placeholder')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) submit(e);
            }}
            rows={2}
            style={{ flex: 1 }}
            maxLength={2000}
          />
          <Button type="submit" loading={send.isPending} disabled={text.trim() === ''}>
            {t('chat.send')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
