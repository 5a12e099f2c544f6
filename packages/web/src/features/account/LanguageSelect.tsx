import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@obra/domain';

/** An account's language: what its screens, mail and invoices are written in. */
export function LanguageSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Language;
  onChange: (value: Language) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      allowDeselect={false}
      data={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
      value={value}
      onChange={(v) => onChange((v ?? 'es') as Language)}
    />
  );
}
