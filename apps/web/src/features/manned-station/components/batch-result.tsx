import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BatchAnswer } from '@console/contracts';
import { labelsUrl } from '../../../entities/check-in-batches/api/labels-url.ts';
import { CareAlert } from './care-alert.tsx';

/** A check-in made at this station: the server's answer and the names it needs to show it. */
export interface DoneBatch {
  answer: BatchAnswer;
  family: string;
  names: Record<number, string>;
  eventNames: Record<number, string>;
}

/**
 * The labels' PDF opened in a new tab, where the browser's viewer prints it; a reprint asks for
 * the same batch again, so the code on the new tag is the one already given.
 */
function PrintButton({ batchId, label, size = 'lg' }: { batchId: string; label: string; size?: string }) {
  return (
    <Button component="a" href={labelsUrl(batchId)} target="_blank" rel="noopener" size={size} leftSection={<IconPrinter aria-hidden />}>
      {label}
    </Button>
  );
}

/** The last check-in: its security code large, each child's care in red, and the labels to print. */
export function BatchResult({ batch, onNext }: { batch: DoneBatch; onNext: () => void }) {
  const { t } = useTranslation();
  const { answer, names, eventNames } = batch;
  // One alert a person even when they went into two events: their care is the same.
  const cared = answer.results.filter(
    (result, index) => result.care && answer.results.findIndex((other) => other.memberCode === result.memberCode) === index,
  );
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="manned-batch-title">
      <Stack gap="md">
        <Title order={2} id="manned-batch-title">
          {t('mannedStation.batch.title', { name: batch.family })}
        </Title>
        <div role="status">
          <Text size="lg">{t('mannedStation.batch.code')}</Text>
          <Text fz={64} fw={800} ff="monospace" lh={1.1} data-testid="security-code">
            {answer.securityCode}
          </Text>
        </div>
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {answer.results.map((result) => (
            <Text component="li" key={`${result.memberCode}:${result.eventCode}`}>
              {t(result.alreadyCheckedIn ? 'mannedStation.batch.alreadyIn' : 'mannedStation.batch.in', {
                name: names[result.memberCode] ?? String(result.memberCode),
                event: eventNames[result.eventCode] ?? String(result.eventCode),
              })}
            </Text>
          ))}
        </Stack>
        {cared.map((result) => (
          <CareAlert key={result.memberCode} care={result.care!} name={names[result.memberCode] ?? String(result.memberCode)} />
        ))}
        <Group gap="sm">
          <PrintButton batchId={answer.batchId} label={t('mannedStation.batch.print')} />
          <Button size="lg" variant="default" onClick={onNext}>
            {t('mannedStation.batch.next')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The check-ins made here this session, newest first, each with its code and a reprint. */
export function RecentBatches({ batches }: { batches: DoneBatch[] }) {
  const { t } = useTranslation();
  if (batches.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="manned-recent-title">
      <Title order={2} size="h4" id="manned-recent-title">
        {t('mannedStation.batch.recent')}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {batches.map((batch) => (
          <Group component="li" key={batch.answer.batchId} gap="sm" justify="space-between" wrap="wrap">
            <Text>
              <Text span ff="monospace" fw={700}>
                {batch.answer.securityCode}
              </Text>{' '}
              {batch.family}
            </Text>
            <PrintButton
              batchId={batch.answer.batchId}
              size="sm"
              label={t('mannedStation.batch.reprint', { code: batch.answer.securityCode, name: batch.family })}
            />
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
