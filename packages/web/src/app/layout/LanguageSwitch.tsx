import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@obra/domain';
import { setLanguage } from '../../lib/i18n.js';

/** A visitor's language choice, remembered in this browser. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('nav.language')}
      value={i18n.language}
      onChange={(value) => setLanguage(value as Language)}
      data={[
        { value: 'es', label: 'ES' },
        { value: 'en', label: 'EN' },
      ]}
    />
  );
}
