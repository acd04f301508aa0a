import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_SEARCH_MIN_DIGITS } from '@console/contracts';
import { KEY, TARGET } from './kiosk-sizes.ts';

/** Digits enough for any phone number; more would be a finger resting on a key. */
export const PAD_MAX_DIGITS = 15;
const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * The phone pad: digits, delete, clear and Search, which searches from the fourth digit. What was
 * typed shows as typed (it is the family's own number); a keyboard, when there is one, works too.
 */
export function NumberPad({
  digits,
  onChange,
  onSearch,
  searching,
}: {
  digits: string;
  onChange: (digits: string) => void;
  onSearch: () => void;
  searching: boolean;
}) {
  const { t } = useTranslation();
  const canSearch = digits.length >= PHONE_SEARCH_MIN_DIGITS && !searching;
  const type = (digit: string) => onChange((digits + digit).slice(0, PAD_MAX_DIGITS));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLElement && event.target.closest('button, input, a')) return;
      if (/^\d$/.test(event.key)) onChange((digits + event.key).slice(0, PAD_MAX_DIGITS));
      else if (event.key === 'Backspace') onChange(digits.slice(0, -1));
      else if (event.key === 'Enter' && canSearch) onSearch();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [digits, onChange, onSearch, canSearch]);

  const key = (label: string, onClick: () => void, props: { disabled?: boolean; 'aria-label'?: string; fz?: number } = {}) => (
    <Button key={label} h={KEY} fz={32} px="xs" variant="default" onClick={onClick} {...props}>
      {label}
    </Button>
  );
  // Side by side from 1024 px wide, so that the whole pad and Search fit a 768 px high screen.
  return (
    <Group gap={48} justify="center" align="center" w="100%">
      <Stack gap="lg" w={400} maw="100%">
        <Title order={1} ta="center">
          {t('kiosk.pad.title')}
        </Title>
        <Text size="xl" c="dimmed" ta="center">
          {t('kiosk.pad.hint')}
        </Text>
        <Text
          component="output"
          aria-label={t('kiosk.pad.typed')}
          data-testid="typed-digits"
          w="100%"
          ta="center"
          fz={44}
          mih={KEY}
          ff="monospace"
          style={{ borderBottom: '3px solid var(--mantine-color-default-border)', letterSpacing: '0.15em' }}
        >
          {digits}
        </Text>
        <Button h={TARGET} fz={28} onClick={onSearch} disabled={!canSearch} loading={searching}>
          {t('kiosk.pad.search')}
        </Button>
      </Stack>
      <SimpleGrid cols={3} spacing="md" w={400} maw="100%" role="group" aria-label={t('kiosk.pad.keys')}>
        {DIGITS.map((digit) => key(digit, () => type(digit)))}
        {key(t('kiosk.pad.clear'), () => onChange(''), { disabled: digits === '', fz: 22 })}
        {key('0', () => type('0'))}
        {key('⌫', () => onChange(digits.slice(0, -1)), { disabled: digits === '', 'aria-label': t('kiosk.pad.delete') })}
      </SimpleGrid>
    </Group>
  );
}
