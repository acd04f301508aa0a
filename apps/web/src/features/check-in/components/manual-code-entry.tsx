import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';

/** Typing a member code by hand, for a damaged or forgotten QR code; same flow as a scan. */
export function ManualCodeEntry({ onSubmit }: { onSubmit: (code: string) => void }) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = code.trim();
    if (!text) return;
    onSubmit(text);
    setCode('');
  };
  return (
    <form onSubmit={submit} aria-label="Check in by member code">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Member code"
          inputMode="numeric"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          w={200}
        />
        <Button type="submit">Check in</Button>
      </Group>
    </form>
  );
}
