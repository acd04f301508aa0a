import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Member } from '@console/contracts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { useEraseMember } from '../../../entities/members/api/erase-member.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiMessage } from '../../../lib/i18n/translate.ts';

interface EraseMemberDialogProps {
  member: Pick<Member, 'code' | 'fullname'>;
  opened: boolean;
  onClose: () => void;
}

/** "Erase {fullname}?": what goes and what stays, and the person's full name typed out before the red Erase. */
export function EraseMemberDialog({ member, opened, onClose }: EraseMemberDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('members.erase.title', { name: member.fullname })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <EraseMemberForm member={member} onDone={onClose} />}
    </Modal>
  );
}

function EraseMemberForm({ member, onDone }: { member: EraseMemberDialogProps['member']; onDone: () => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const erase = useEraseMember();
  const matches = typed.trim() === member.fullname;

  const handleErase = async () => {
    try {
      await erase.mutateAsync({ code: member.code, confirm: typed.trim() });
      toast.success(t('members.erase.done'));
      onDone();
    } catch {
      // The refusal shows in the dialog (erase.error).
    }
  };

  return (
    <Stack gap="md">
      <Text>{t('members.erase.goes', { code: member.code })}</Text>
      <List spacing="xs">
        <List.Item>{t('members.erase.stays')}</List.Item>
        <List.Item>{t('members.erase.forGood')}</List.Item>
      </List>
      {erase.error && (
        <Alert color="red" role="alert">
          {erase.error instanceof ApiError ? translateApiMessage(erase.error) : t('members.erase.failed')}
        </Alert>
      )}
      <TextInput
        label={t('members.erase.confirmLabel')}
        description={t('members.erase.confirmHint', { name: member.fullname })}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        autoComplete="off"
        data-autofocus
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button color="red" disabled={!matches} loading={erase.isPending} onClick={handleErase}>
          {t('members.erase.button')}
        </Button>
      </Group>
    </Stack>
  );
}
