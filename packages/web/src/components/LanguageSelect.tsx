import { NativeSelect } from '@mantine/core';
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
    <NativeSelect
      label={label}
      data={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as Language)}
    />
  );
}
