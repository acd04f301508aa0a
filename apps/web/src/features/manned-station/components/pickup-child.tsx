import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PickupBatch } from '@console/contracts';
import { formatLocalTime } from '../../../lib/dates.ts';

type PickupChildData = PickupBatch['children'][number];

interface PickupChildProps {
  child: PickupChildData;
  checkedOutAt: string | null;
  sending: boolean;
  onCheckOut: () => void;
}

/** One child of the batch: their state, who may collect them, any who may not in red, and their own check-out. */
export function PickupChild({ child, checkedOutAt, sending, onCheckOut }: PickupChildProps) {
  const { t, i18n } = useTranslation();
  const allowed = child.pickups.filter((pickup) => pickup.allowed);
  const refused = child.pickups.filter((pickup) => !pickup.allowed);
  const titleId = `manned-child-${child.memberCode}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="wrap">
            <Title order={3} id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {child.fullname}
            </Title>
            {/* Dark shades: white on Mantine's shade 6 reads at 2.4:1 (green) to 3.3:1 (red), under WCAG AA's 4.5:1. */}
            {checkedOutAt ? (
              <Badge color="gray.7" size="lg">
                {t('mannedStation.checkOut.outAt', { time: formatLocalTime(checkedOutAt, i18n.language) })}
              </Badge>
            ) : child.checkIn ? (
              <Badge color="teal.9" size="lg">
                {t('mannedStation.checkOut.present')}
              </Badge>
            ) : (
              <Badge color="gray.7" variant="outline" size="lg">
                {t('mannedStation.checkOut.notIn')}
              </Badge>
            )}
          </Group>
          <Button
            size="md"
            variant="light"
            // A long name wraps on a phone instead of being cut off: the volunteer must read whom they let go.
            h="auto"
            mih={42}
            py={8}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            disabled={!child.checkIn || checkedOutAt !== null}
            loading={sending}
            onClick={onCheckOut}
          >
            {t('mannedStation.checkOut.one', { name: child.fullname })}
          </Button>
        </Group>
        {refused.map((pickup, index) => (
          <Alert
            key={`${pickup.name}-${index}`}
            color="red.9"
            variant="filled"
            role="alert"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('mannedStation.checkOut.notAllowed', { name: pickup.name })}
          >
            {[pickup.relation, pickup.note].filter(Boolean).join(' · ')}
          </Alert>
        ))}
        <div>
          <Text fw={700}>{t('mannedStation.checkOut.allowed')}</Text>
          {allowed.length === 0 ? (
            <Text c="dimmed">{t('mannedStation.checkOut.noneAllowed')}</Text>
          ) : (
            <List aria-label={t('mannedStation.checkOut.allowedFor', { name: child.fullname })}>
              {allowed.map((pickup, index) => (
                <List.Item key={`${pickup.name}-${index}`}>
                  <Text span fw={600}>
                    {pickup.name}
                  </Text>
                  {[pickup.relation, pickup.phone, pickup.note].filter(Boolean).map((fact) => ` · ${fact}`)}
                </List.Item>
              ))}
            </List>
          )}
        </div>
      </Stack>
    </Card>
  );
}
