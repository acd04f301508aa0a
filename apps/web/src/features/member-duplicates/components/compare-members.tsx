import { useState } from 'react';
import { Button, Group, List, Modal, Radio, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MEMBER_COMPARED_FIELDS, type Member } from '@console/contracts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { useMergeMember } from '../../../entities/members/api/merge-member.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiMessage } from '../../../lib/i18n/translate.ts';
import { fieldLabel } from '../../../entities/members/model/field-label.ts';
import { fieldsToFill } from '../merge-plan.ts';
import { civilStatusName, roleName } from '../../../entities/reference/model/fixed-names.ts';
import { ScrollRegion } from '../../../components/list/scroll-region.tsx';

interface CompareMembersProps {
  /** The group compared; null keeps the dialog closed. */
  members: Member[] | null;
  /** Administrators may merge; others only compare. */
  canMerge: boolean;
  onClose: () => void;
}

/** Two members of a group side by side; an Administrator picks the one to keep and merges the other into it, after a confirmation. */
export function CompareMembers({ members, canMerge, onClose }: CompareMembersProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={members !== null}
      onClose={onClose}
      title={t('duplicates.compareTitle')}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {members && <Comparison key={members.map((member) => member.code).join()} members={members} canMerge={canMerge} onDone={onClose} />}
    </Modal>
  );
}

/** A merge's toasts are about one thing: its success replaces a failure before it. */
const MERGE = 'duplicates.merge';

/** A member as the comparison names them: two people of one name are told apart by their codes. */
function named(member: Member): string {
  return `${member.fullname} (${member.code})`;
}

function Comparison({ members, canMerge, onDone }: { members: Member[]; canMerge: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<[number, number]>([members[0]!.code, members[1]!.code]);
  const [keep, setKeep] = useState<number>(codes[0]);
  const [confirming, setConfirming] = useState(false);
  const merge = useMergeMember();
  const pair = codes.map((code) => members.find((member) => member.code === code)!) as [Member, Member];
  const kept = pair.find((member) => member.code === keep) ?? pair[0];
  const merged = pair.find((member) => member !== kept)!;
  const options = members.map((member) => ({ value: String(member.code), label: named(member) }));
  const choose = (side: 0 | 1, value: string | null) => {
    if (!value) return;
    const next: [number, number] = side === 0 ? [Number(value), codes[1]] : [codes[0], Number(value)];
    if (next[0] === next[1]) return;
    setCodes(next);
    setKeep(next[0]);
  };
  const show = (member: Member, field: keyof Member) => {
    if (field === 'role') return roleName(t, member.roleId, member.role);
    if (field === 'civilStatus' && member.civilStatusId !== null && member.civilStatus !== null)
      return civilStatusName(t, member.civilStatusId, member.civilStatus);
    const value = member[field];
    if (value === null || value === '') return '—';
    return String(value);
  };

  const run = async () => {
    try {
      await merge.mutateAsync({ code: merged.code, into: kept.code });
      toast.success(t('duplicates.merged', { merged: named(merged), kept: named(kept) }), { about: MERGE });
      onDone();
    } catch (error) {
      toast.danger(error instanceof ApiError ? translateApiMessage(error) : t('duplicates.mergeFailed'), { about: MERGE });
      setConfirming(false);
    }
  };

  if (confirming) {
    const filled = fieldsToFill(merged, kept);
    return (
      <Stack gap="md">
        <Text fw={600}>{t('duplicates.confirmTitle', { merged: named(merged), kept: named(kept) })}</Text>
        <List spacing="xs">
          <List.Item>{t('duplicates.confirmAttendance', { merged: named(merged), kept: named(kept) })}</List.Item>
          <List.Item>
            {filled.length > 0
              ? t('duplicates.confirmFields', { kept: named(kept), fields: filled.map((field) => fieldLabel(t, field)).join(', ') })
              : t('duplicates.confirmNoFields')}
          </List.Item>
          <List.Item>{t('duplicates.confirmDisable', { merged: named(merged) })}</List.Item>
        </List>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
          <Button color="red.9" loading={merge.isPending} onClick={() => void run()}>
            {t('duplicates.confirmMerge')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {members.length > 2 && (
        <Group grow>
          <Select
            label={t('duplicates.first')}
            data={options}
            value={String(codes[0])}
            onChange={(value) => choose(0, value)}
            allowDeselect={false}
          />
          <Select
            label={t('duplicates.second')}
            data={options}
            value={String(codes[1])}
            onChange={(value) => choose(1, value)}
            allowDeselect={false}
          />
        </Group>
      )}
      <ScrollRegion label={t('duplicates.compareTitle')} minWidth={520}>
        <Table striped withColumnBorders aria-label={t('duplicates.compareTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('duplicates.fieldColumn')}</Table.Th>
              {pair.map((member) => (
                <Table.Th scope="col" key={member.code}>
                  {named(member)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {MEMBER_COMPARED_FIELDS.map((field) => {
              const differs = show(pair[0], field) !== show(pair[1], field);
              return (
                <Table.Tr key={field}>
                  <Table.Th scope="row">{fieldLabel(t, field)}</Table.Th>
                  {pair.map((member) => (
                    <Table.Td key={member.code} fw={differs ? 600 : undefined} style={{ whiteSpace: 'pre-wrap' }}>
                      {show(member, field)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {canMerge && (
        <>
          <Radio.Group label={t('duplicates.keep')} value={String(keep)} onChange={(value) => setKeep(Number(value))}>
            <Group mt="xs">
              {pair.map((member) => (
                <Radio key={member.code} value={String(member.code)} label={named(member)} />
              ))}
            </Group>
          </Radio.Group>
          <Group justify="flex-end">
            <Button onClick={() => setConfirming(true)}>{t('duplicates.merge')}</Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
