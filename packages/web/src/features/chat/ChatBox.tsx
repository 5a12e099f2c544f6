import { ActionIcon, Box, Button, FileButton, Group, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { formatDate, formatDayOf, formatTimeOf } from '@obra/domain';
import { LayeredModal } from '../../lib/LayeredModal.js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.js';
import { toast } from '../../lib/feedback.js';
import { errorText } from '../../lib/problem-text.js';
import { useLanguage } from '../../lib/i18n.js';
import { PhotoSendStatus } from '../../lib/photos/PhotoSendStatus.js';
import { usePhotoSender } from '../../lib/photos/usePhotoSender.js';
import { useSession, useTimeZone, useToday } from '../../lib/session.js';
import { PHOTO_ACCEPT } from '../../lib/photos/photos.js';
import { PhotoThumb } from '../../components/PhotoThumb.js';
import { MoreRows } from '../../components/MoreRows.js';
import { PaperclipIcon } from './PaperclipIcon.js';
import { useMessages, useSendMessage } from './api.js';

/** SPEC's chatBox modal: a project's conversation between its company side and its client. */
export function ChatBox({
  projectId,
  projectName,
  opened,
  onClose,
}: {
  projectId: number;
  projectName: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { authType } = useSession();
  const messages = useMessages(projectId, opened);
  const send = useSendMessage(projectId);
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const empty = text.trim() === '' && photo === null;
  const clearComposer = () => {
    setText('');
    setPhoto(null);
  };
  const photoSender = usePhotoSender(
    ([prepared], transfer) => send.mutateAsync({ text: text.trim(), photo: prepared, transfer }),
    clearComposer,
  );
  const sendButton = useRef<HTMLButtonElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const zone = useTimeZone();
  const language = useLanguage();
  const today = formatDate(useToday());
  /** When a message was sent: the time alone today, the day and time before. */
  const sentAt = (instant: string) => {
    const day = formatDayOf(instant, zone);
    const time = formatTimeOf(instant, zone, language);
    return day === today ? time : `${day} ${time}`;
  };

  // The first page is the latest conversation, each next one older; each page is oldest first.
  const shown = [...(messages.data?.pages ?? [])].reverse().flatMap((page) => page.items);
  const newest = messages.data?.pages[0]?.items.at(-1)?.id;
  // A new message (or the first page) scrolls to the end; older ones read in above stay where they are.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // SPEC §5: an empty message (or one of spaces) without a photo is not sent.
    if (empty || send.isPending || photoSender.busy) return;
    // A photo goes with its progress, Cancelar and Reintentar; a text alone is quick.
    if (photo) void photoSender.start([photo]);
    else send.mutate({ text: text.trim() }, { onSuccess: clearComposer, onError: (e) => toast.failure(errorText(e)) });
  };

  const attach = (chosen: File | null) => {
    photoSender.reset();
    setPhoto(chosen);
  };

  return (
    <LayeredModal
      opened={opened}
      onClose={onClose}
      unsaved={text.trim() !== '' || photo !== null}
      title={`${t('chat.title')}: ${projectName}`}
      size="lg"
    >
      <ScrollArea h={360} type="auto" aria-live="polite">
        {messages.isPending ? (
          <Spinner />
        ) : shown.length === 0 ? (
          <Text c="dimmed">{t('chat.empty')}</Text>
        ) : (
          <Stack gap="xs" p="xs">
            <MoreRows paged={messages} label={t('paging.olderMessages')} />
            {shown.map((m) => {
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
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Text size="xs" fw={600}>
                      {m.senderName}
                    </Text>
                    {/* The bubble keeps light colours in dark mode too, so a fixed grey keeps the contrast. */}
                    <Text size="xs" c="gray.7" component="time" dateTime={m.createdAt} style={{ flex: 'none' }}>
                      {sentAt(m.createdAt)}
                    </Text>
                  </Group>
                  {m.mediaUrl && (
                    <Box data-testid="chat-photo" w={160} maw="100%" my={4}>
                      <PhotoThumb url={m.mediaUrl} alt={t('photos.chatPhoto')} height={120} />
                    </Box>
                  )}
                  {m.messageText !== '' && (
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                      {m.messageText}
                    </Text>
                  )}
                </Box>
              );
            })}
            <MoreRows paged={messages} direction="previous" label={t('paging.newerMessages')} />
            <div ref={bottom} />
          </Stack>
        )}
      </ScrollArea>
      <form onSubmit={submit}>
        {photo && (
          <Group gap="xs" mt="sm" wrap="nowrap">
            <Text size="xs" truncate style={{ minWidth: 0 }}>
              {t('photos.attached', { name: photo.name })}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={t('photos.removeAttached')}
              onClick={() => attach(null)}
              disabled={photoSender.busy}
            >
              ×
            </ActionIcon>
          </Group>
        )}
        <Box mt={photoSender.phase.step === 'idle' ? 0 : 'xs'}>
          <PhotoSendStatus sender={photoSender} sendButton={sendButton} />
        </Box>
        <Group align="flex-end" mt="sm" wrap="nowrap" gap="xs">
          <FileButton onChange={attach} accept={PHOTO_ACCEPT} disabled={photoSender.busy}>
            {(props) => (
              <ActionIcon
                {...props}
                variant="light"
                size="lg"
                aria-label={t('photos.attach')}
                disabled={photoSender.busy}
              >
                <PaperclipIcon />
              </ActionIcon>
            )}
          </FileButton>
          <Textarea
            aria-label={t('chat.message')}
            placeholder={t('chat.placeholder')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) submit(e);
            }}
            rows={2}
            style={{ flex: 1, minWidth: 0 }}
            maxLength={2000}
          />
          <Button ref={sendButton} type="submit" loading={send.isPending} disabled={empty}>
            {t('chat.send')}
          </Button>
        </Group>
      </form>
    </LayeredModal>
  );
}
