import { Group, NativeSelect, TextInput } from '@mantine/core';
import { PROJECT_STATUSES, PROJECT_STATUS_LABELS } from '@obra/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n.js';
import { ACTIVE_PROJECTS } from '../../lib/queries/projects.js';

/** How long the typing must pause before a search is sent to the server. */
export const SEARCH_PAUSE_MS = 300;

/** The projects screen's search (name or address) and status filter (the active ones, or one); the server applies both. */
export function ProjectFiltersBar({
  search,
  onSearch,
  status,
  onStatus,
}: {
  search: string;
  onSearch: (search: string) => void;
  status: string | null;
  onStatus: (status: string | null) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const statuses = [
    { value: ACTIVE_PROJECTS.status!, label: t('paging.active') },
    ...PROJECT_STATUSES.map((value) => ({ value, label: PROJECT_STATUS_LABELS[language][value] })),
  ];
  return (
    <Group mb="md" align="flex-end" wrap="wrap" gap="sm">
      <TextInput
        type="search"
        label={t('paging.search')}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        maxLength={100}
        style={{ flex: '1 1 16rem' }}
      />
      {/* The browser's own select: its list is the phone's own picker, and it costs the screen no
          combobox code (the signed-in script budget). */}
      <NativeSelect
        label={t('paging.status')}
        data={[{ value: '', label: t('paging.allStatuses') }, ...statuses]}
        value={status ?? ''}
        onChange={(e) => onStatus(e.currentTarget.value || null)}
        style={{ flex: '0 1 14rem' }}
      />
    </Group>
  );
}
