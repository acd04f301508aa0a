import { useId, type ReactNode, type Ref } from 'react';
import { Menu, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconCheck, IconKey, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Session } from '@console/contracts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { LANGUAGES, currentLanguage, setLanguage } from '../../lib/i18n/index.ts';
import { UserMenuTarget } from './user-menu-target.tsx';

interface UserMenuProps {
  session: Session;
  targetRef?: Ref<HTMLButtonElement>;
}

const SCHEMES: readonly MantineColorScheme[] = ['auto', 'light', 'dark'];

/** A menu entry that is one choice of several, marked (and `aria-current`) when in force. */
function ChoiceItem({ checked, label, onSelect, lang }: { checked: boolean; label: string; onSelect: () => void; lang?: string }) {
  return (
    <Menu.Item
      aria-current={checked ? 'true' : undefined}
      lang={lang}
      onClick={onSelect}
      leftSection={<IconCheck size={16} aria-hidden style={{ visibility: checked ? 'visible' : 'hidden' }} />}
    >
      {label}
    </Menu.Item>
  );
}

/** A labelled group of choices: a menu may hold groups, not loose labels. */
function ChoiceGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <Menu.Label id={id}>{label}</Menu.Label>
      {children}
    </div>
  );
}

/**
 * The user's entries under the avatar: profile, password, language and colour scheme (both
 * remembered on this browser), and logout.
 */
export function UserMenu({ session, targetRef }: UserMenuProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const language = currentLanguage();

  return (
    // Inside the header (the banner landmark), not in a portal outside every landmark; no focus
    // placeholder (a focusable "presentation" div is not a menu item, axe aria-required-children).
    <Menu position="bottom-end" withArrow withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UserMenuTarget session={session} ref={targetRef} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/profile/change-password" leftSection={<IconKey size={16} />}>
          {t('userMenu.changePassword')}
        </Menu.Item>
        <Menu.Divider role="separator" />
        <ChoiceGroup label={t('userMenu.language')}>
          {LANGUAGES.map((choice) => (
            <ChoiceItem
              key={choice}
              checked={choice === language}
              label={t(`languages.${choice}`)}
              lang={choice}
              onSelect={() => void setLanguage(choice)}
            />
          ))}
        </ChoiceGroup>
        <ChoiceGroup label={t('userMenu.colorScheme')}>
          {SCHEMES.map((scheme) => (
            <ChoiceItem
              key={scheme}
              checked={scheme === colorScheme}
              label={t(`userMenu.scheme.${scheme}`)}
              onSelect={() => setColorScheme(scheme)}
            />
          ))}
        </ChoiceGroup>
        <Menu.Divider role="separator" />
        <Menu.Item onClick={logout} leftSection={<IconLogout size={16} />}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
