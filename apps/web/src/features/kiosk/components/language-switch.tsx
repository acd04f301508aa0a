import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { setLanguage, type Language } from '../../../lib/i18n/index.ts';
import { TARGET } from './kiosk-sizes.ts';

const CHOICES: [Language, 'kiosk.english' | 'kiosk.spanish'][] = [
  ['en', 'kiosk.english'],
  ['es', 'kiosk.spanish'],
];

/**
 * English or Spanish, at once, for the family at the screen. Not remembered on the device: the
 * next family starts in the kiosk's own language.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="xs" role="group" aria-label={t('kiosk.language')}>
      {CHOICES.map(([language, label]) => (
        <Button
          key={language}
          lang={language}
          h={TARGET - 8}
          miw={TARGET * 2}
          fz={20}
          variant={i18n.language === language ? 'filled' : 'default'}
          aria-pressed={i18n.language === language}
          onClick={() => void setLanguage(language, false)}
        >
          {t(label)}
        </Button>
      ))}
    </Group>
  );
}
