import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../features/passwords/components/change-password-form.tsx';
import { ProfileSubpage } from '../../features/profile/components/profile-subpage.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <ProfileSubpage crumb={t('passwords.title')} title={t('passwords.title')}>
      {(code) => <ChangePasswordForm code={code} />}
    </ProfileSubpage>
  );
}
