import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MainNav } from './main-nav.tsx';

/** The main navigation as a drawer, for screens too narrow to hold it in the header. */
export function NavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('nav.mainMenu')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="xs"
      hiddenFrom="lg"
    >
      <MainNav orientation="vertical" onNavigate={onClose} />
    </Drawer>
  );
}
