import { useState } from 'react';
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { doorSearchTerm, type DoorGroup, type Event } from '@console/contracts';
import { useCheckInHousehold } from '../../../entities/check-in-batches/api/check-in-household.ts';
import { useDoorSearchQuery } from '../../../entities/door/api/door-search.ts';
import { FamilyResults } from '../../../entities/door/ui/family-results.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiMessage } from '../../../lib/i18n/translate.ts';
import { newScanId } from '../../../lib/scan-id.ts';
import { BatchResult, RecentBatches, type DoneBatch } from './batch-result.tsx';
import { FamilyCheckIn } from './family-check-in.tsx';

/** How long typing must pause before the search goes: a station may search 30 times a minute. */
export const SEARCH_PAUSE_MS = 300;
/** The check-ins kept for a reprint: the families still at the door. */
const RECENT_MAX = 10;

/** Why a call failed, in the volunteer's words: the station's search allowance, or the server's own message. */
function failure(error: unknown, t: (key: 'mannedStation.search.tooMany' | 'mannedStation.failed') => string): string {
  if (error instanceof ApiError && error.status === 429) return t('mannedStation.search.tooMany');
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return translateApiMessage(error);
  return t('mannedStation.failed');
}

/** Door search → a family → who goes where → Check in → the code, the care alerts and the labels. */
export function CheckInPanel({ event, events }: { event: Event; events: Event[] }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [typed] = useDebouncedValue(q, SEARCH_PAUSE_MS);
  const searching = doorSearchTerm(typed.trim()) !== undefined && doorSearchTerm(q.trim()) !== undefined;
  const search = useDoorSearchQuery(event.code, typed);
  const [open, setOpen] = useState<DoorGroup | null>(null);
  const [batches, setBatches] = useState<DoneBatch[]>([]);
  const [shown, setShown] = useState(false);
  const checkIn = useCheckInHousehold();

  const send = (group: DoorGroup, selections: { memberCode: number; eventCode: number }[]) => {
    checkIn.mutate(
      { scanId: newScanId(), householdId: group.householdId!, selections },
      {
        onSuccess: (answer) => {
          const done: DoneBatch = {
            answer,
            family: group.name,
            names: Object.fromEntries(group.members.map((member) => [member.code, member.fullname])),
            eventNames: Object.fromEntries(events.map((one) => [one.code, one.name])),
          };
          setBatches((before) => [done, ...before.filter((one) => one.answer.batchId !== answer.batchId)].slice(0, RECENT_MAX));
          setShown(true);
          setOpen(null);
          setQ('');
        },
      },
    );
  };

  const groups = searching ? search.data : undefined;
  const last = shown ? batches[0] : undefined;
  return (
    <Stack gap="md">
      {last && <BatchResult batch={last} onNext={() => setShown(false)} />}
      <TextInput
        type="search"
        size="lg"
        label={t('mannedStation.search.label')}
        description={t('mannedStation.search.hint')}
        autoComplete="off"
        value={q}
        onChange={(change) => {
          setOpen(null);
          checkIn.reset();
          setQ(change.currentTarget.value);
        }}
      />
      {searching && search.isError && (
        <Alert color="yellow" role="alert">
          {failure(search.error, t)}
        </Alert>
      )}
      <div aria-live="polite">
        {groups && !open && (
          <Text size="sm" c="dimmed">
            {groups.length === 0 ? t('mannedStation.search.none') : t('mannedStation.search.found', { count: groups.length })}
          </Text>
        )}
      </div>
      {open ? (
        <>
          <FamilyCheckIn
            key={`${open.householdId}-${open.members[0]?.code}`}
            group={open}
            event={event}
            events={events}
            sending={checkIn.isPending}
            onCheckIn={(selections) => send(open, selections)}
            onBack={() => {
              checkIn.reset();
              setOpen(null);
            }}
          />
          {checkIn.isError && (
            <Alert color="red" role="alert">
              {failure(checkIn.error, t)}
            </Alert>
          )}
        </>
      ) : (
        groups &&
        groups.length > 0 && (
          <FamilyResults
            groups={groups}
            label={t('mannedStation.search.results')}
            onChoose={(group) => {
              setShown(false);
              setOpen(group);
            }}
            large
          />
        )
      )}
      <RecentBatches batches={batches} />
    </Stack>
  );
}
