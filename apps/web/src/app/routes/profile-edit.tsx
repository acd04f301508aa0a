import { useTranslation } from 'react-i18next';
import { EditProfile } from '../../features/profile/components/edit-profile.tsx';
import { ProfileSubpage } from '../../features/profile/components/profile-subpage.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <ProfileSubpage crumb={t('common.edit')} title={t('profile.edit')}>
      {(code) => <EditProfile code={code} />}
    </ProfileSubpage>
  );
}
