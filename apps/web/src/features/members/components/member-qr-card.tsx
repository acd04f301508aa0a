import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { Member } from '@console/contracts';
import { useQrImage } from '../../../components/qr-image.ts';
import './member-qr-card.css';
import { useTranslation } from 'react-i18next';

interface MemberQrCardProps {
  member: Pick<Member, 'code' | 'fullname'>;
}

/** The member's QR card, with a Print button that prints it alone, wallet-sized. */
export function MemberQrCard({ member }: MemberQrCardProps) {
  const { t } = useTranslation();
  // The QR code scanned at the door holds the member code as text (docs/api.md).
  const qr = useQrImage(String(member.code));
  return (
    <Paper withBorder p="md" radius="md" maw={420} component="section" aria-labelledby="member-qr-card-title" className="member-qr-card">
      {qr.data && <img src={qr.data} alt={t('members.qr.alt', { code: member.code })} width={140} height={140} />}
      <Stack gap={4}>
        <Title order={2} size="h4" id="member-qr-card-title">
          {member.fullname}
        </Title>
        <Text size="sm">{t('members.qr.code', { code: member.code })}</Text>
        <Text size="xs" c="dimmed">
          {t('members.qr.hint')}
        </Text>
        <Button
          className="no-print"
          size="xs"
          variant="light"
          leftSection={<IconPrinter size={14} aria-hidden />}
          onClick={() => window.print()}
          mt="xs"
          w="fit-content"
        >
          {t('members.qr.print')}
        </Button>
      </Stack>
    </Paper>
  );
}
