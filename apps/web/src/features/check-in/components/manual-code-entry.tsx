import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Typing a member code by hand, for a damaged or forgotten QR code; same flow as a scan. */
export function ManualCodeEntry({ onSubmit }: { onSubmit: (code: string) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = code.trim();
    if (!text) return;
    onSubmit(text);
    setCode('');
  };
  return (
    <form onSubmit={submit} aria-label={t('checkIn.byCode')}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('checkIn.memberCode')}
          inputMode="numeric"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          w={200}
        />
        <Button type="submit">{t('checkIn.submit')}</Button>
      </Group>
    </form>
  );
}
