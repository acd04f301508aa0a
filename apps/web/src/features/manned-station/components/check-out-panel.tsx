import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCameraOff, IconScan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { messages, parseMessage, parsePickupTag, type Event } from '@console/contracts';
import { useCheckOut } from '../../../entities/check-outs/api/check-out.ts';
import { usePickups } from '../../../entities/check-outs/api/get-pickups.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatLocalTime } from '../../../lib/dates.ts';
import { translateApiMessage } from '../../../lib/i18n/translate.ts';
import { newScanId } from '../../../lib/scan-id.ts';
import { typedCode, type PickupAsk } from '../pickup-code.ts';
import { PickupChild } from './pickup-child.tsx';

/** "This code does not match.": an unknown code (404), or one that is not the batch's of every child named (409). */
const CODE_MISMATCH = parseMessage(messages.stations.codeMismatch)?.code;
const noMatch = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || (error.status === 409 && error.code === CODE_MISMATCH));

interface CheckOutPanelProps {
  event: Event;
  scanner?: ((onText: (text: string) => void) => ReactNode) | undefined;
}

/**
 * The pickup tag's code, scanned or typed → the batch's children with who may collect them (and
 * any who may not, in red) → one child or all checked out, with the times the server wrote.
 */
export function CheckOutPanel({ event, scanner }: CheckOutPanelProps) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState('');
  const [typingError, setTypingError] = useState<string | null>(null);
  const [ask, setAsk] = useState<PickupAsk | null>(null);
  const [scanning, setScanning] = useState(false);
  const [notATag, setNotATag] = useState(false);
  // The times of this batch's check-outs as the server answered them, until the lookup is read again.
  const [times, setTimes] = useState<Record<number, string>>({});
  const [collected, setCollected] = useState<string[]>([]);
  const lookup = usePickups(event.code, ask?.securityCode ?? null);
  const checkOut = useCheckOut();

  const lookUp = (next: PickupAsk) => {
    checkOut.reset();
    setTimes({});
    setCollected([]);
    setNotATag(false);
    // The same code again is a question again: the child may have been collected meanwhile.
    if (next.securityCode === ask?.securityCode && next.batchId === ask.batchId) void lookup.refetch();
    else setAsk(next);
  };
  const submitTyped = () => {
    const securityCode = typedCode(typed);
    setTypingError(securityCode ? null : t('mannedStation.checkOut.codeLength'));
    if (securityCode) lookUp({ securityCode });
    else setAsk(null);
  };
  const onScan = (text: string) => {
    const tag = parsePickupTag(text);
    if (!tag) return setNotATag(true);
    if (tag.securityCode === ask?.securityCode && tag.batchId === ask.batchId) return;
    setScanning(false);
    setTyped(tag.securityCode);
    setTypingError(null);
    lookUp(tag);
  };

  const batch = lookup.data && (!ask?.batchId || lookup.data.batchId === ask.batchId) ? lookup.data : undefined;
  const mismatch = (lookup.data && !batch) || noMatch(lookup.error) || noMatch(checkOut.error);
  const failure = mismatch ? null : (lookup.error ?? checkOut.error);
  const checkedOutAt = (memberCode: number, fallback: string | null) => times[memberCode] ?? fallback;
  const present = batch?.children.filter((child) => child.checkIn && !checkedOutAt(child.memberCode, child.checkedOutAt)) ?? [];

  const send = (memberCodes: number[]) => {
    if (!ask) return;
    checkOut.mutate(
      { eventCode: event.code, securityCode: ask.securityCode, memberCodes, scanId: newScanId() },
      {
        onSuccess: (answer) => {
          setTimes((before) => ({
            ...before,
            ...Object.fromEntries(answer.results.map((result) => [result.memberCode, result.checkedOutAt])),
          }));
          setCollected(
            answer.results.map((result) =>
              t('mannedStation.checkOut.doneOne', { name: result.fullname, time: formatLocalTime(result.checkedOutAt, i18n.language) }),
            ),
          );
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={(submit) => {
          submit.preventDefault();
          submitTyped();
        }}
      >
        {/* The field, then its buttons on a row of their own: the same on a phone and a tablet, big enough for a thumb. */}
        <Stack gap="sm">
          <TextInput
            size="lg"
            label={t('mannedStation.checkOut.code')}
            description={t('mannedStation.checkOut.codeHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            error={typingError}
            onChange={(change) => setTyped(change.currentTarget.value)}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            maw={360}
          />
          <Group gap="sm" wrap="wrap">
            <Button type="submit" size="lg">
              {t('mannedStation.checkOut.find')}
            </Button>
            {scanner && (
              <Button
                size="lg"
                variant="default"
                leftSection={scanning ? <IconCameraOff aria-hidden /> : <IconScan aria-hidden />}
                onClick={() => setScanning((on) => !on)}
              >
                {scanning ? t('mannedStation.checkOut.stopScan') : t('mannedStation.checkOut.scan')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      {scanning && scanner?.(onScan)}
      {notATag && (
        <Alert color="yellow" role="alert">
          {t('mannedStation.checkOut.notATag')}
        </Alert>
      )}
      {mismatch && (
        <Alert color="red.9" variant="filled" role="alert">
          {t('mannedStation.checkOut.noMatch')}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {/* Another refusal (a child not checked in) in the server's words; a dropped network in ours. */}
          {failure instanceof ApiError && failure.status > 0 && failure.status < 500
            ? translateApiMessage(failure)
            : t('mannedStation.failed')}
        </Alert>
      )}
      <div role="status">
        {collected.length > 0 && (
          <Alert color="green">
            {collected.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Alert>
        )}
      </div>
      {batch && !mismatch && (
        <Stack gap="md" component="section" aria-labelledby="manned-pickup-title">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Title order={2} size="h3" id="manned-pickup-title">
              {t('mannedStation.checkOut.children', { code: batch.securityCode })}
            </Title>
            <Button
              size="lg"
              disabled={present.length === 0}
              loading={checkOut.isPending}
              onClick={() => send(present.map((child) => child.memberCode))}
            >
              {t('mannedStation.checkOut.all', { count: present.length })}
            </Button>
          </Group>
          {batch.children.map((child) => (
            <PickupChild
              key={child.memberCode}
              child={child}
              checkedOutAt={checkedOutAt(child.memberCode, child.checkedOutAt)}
              sending={checkOut.isPending}
              onCheckOut={() => send([child.memberCode])}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
