import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMember } from '../../../entities/members/api/get-member.ts';
import { memberDataUrl } from '../../../entities/members/api/member-data-url.ts';
import { useSession } from '../../../lib/session-store.ts';
import { EraseMemberDialog } from './erase-member-dialog.tsx';

/** An Administrator's Download data and Erase… on Member Details (docs/product.md §4.11); nobody erases themselves. */
export function MemberPrivacyActions({ code }: { code: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMember(code);
  const [erasing, setErasing] = useState(false);
  if (!member.data) return null;
  return (
    <>
      <Button component="a" href={memberDataUrl(code)} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
        {t('members.erase.download')}
      </Button>
      {session?.code !== code && (
        <>
          <Button variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setErasing(true)}>
            {t('members.erase.open')}
          </Button>
          <EraseMemberDialog member={member.data} opened={erasing} onClose={() => setErasing(false)} />
        </>
      )}
    </>
  );
}
