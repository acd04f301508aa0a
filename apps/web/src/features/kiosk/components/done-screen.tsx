import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LabelFormat } from '@console/contracts';
import type { LabelSheet } from '@console/contracts';
import { LabelPrintFrame } from './label-print-frame.tsx';
import { TARGET } from './kiosk-sizes.ts';

/** Checked in: the security code large (it is on the pickup tag too), while the labels print. */
export function DoneScreen({ sheet, format, onFinish }: { sheet: LabelSheet; format: LabelFormat; onFinish: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" align="center" w="100%" maw={720} mx="auto">
      <Title order={1} ta="center">
        {t('kiosk.done.title')}
      </Title>
      <Text fz={26}>{t('kiosk.done.code')}</Text>
      <Text fz={104} fw={700} ff="monospace" lh={1.1} style={{ letterSpacing: '0.15em' }} data-testid="security-code">
        {sheet.securityCode}
      </Text>
      <Text fz={26} role="status">
        {t('kiosk.done.printing')}
      </Text>
      <Button h={TARGET} fz={28} px={64} onClick={onFinish}>
        {t('kiosk.done.finish')}
      </Button>
      <LabelPrintFrame sheet={sheet} format={format} />
    </Stack>
  );
}
