import { useState } from 'react';
import { Badge, Button, Card, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DoorGroup, DoorMember } from '@console/contracts';
import { memberFacts } from '../../../entities/door/model/member-facts.ts';
import { FamilyResults } from '../../../entities/door/ui/family-results.tsx';

/** Who is ticked when a family opens: everyone not checked in yet, and registered where the event asks it. */
const ticked = (group: DoorGroup, registrationRequired: boolean) =>
  group.members.filter((member) => !member.checkIn && (member.registered || !registrationRequired)).map((member) => String(member.code));

function MemberLine({ member }: { member: DoorMember }) {
  const { t } = useTranslation();
  const facts = memberFacts(member, t);
  return (
    <Group gap="xs" wrap="wrap">
      <Text span>{member.fullname}</Text>
      {facts && (
        <Text span size="sm" c="dimmed">
          {facts}
        </Text>
      )}
      {member.checkIn && <Badge color="green">{t('checkIn.checkedIn')}</Badge>}
      {!member.checkIn && !member.registered && <Badge color="gray">{t('checkIn.notRegistered')}</Badge>}
    </Group>
  );
}

/** One family with a checkbox for each person and one button that checks the ticked ones in. */
function FamilyPanel({
  group,
  title,
  registrationRequired,
  onCheckIn,
  onClose,
}: {
  group: DoorGroup;
  title: string;
  registrationRequired: boolean;
  onCheckIn: (members: DoorMember[]) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(() => ticked(group, registrationRequired));
  const [sending, setSending] = useState(false);
  const chosen = group.members.filter((member) => selected.includes(String(member.code)));
  const submit = async () => {
    setSending(true);
    try {
      await onCheckIn(chosen);
    } finally {
      setSending(false);
    }
  };
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Checkbox.Group label={title} value={selected} onChange={setSelected}>
          <Stack gap="xs" mt="xs">
            {group.members.map((member) => (
              <Checkbox
                key={member.code}
                value={String(member.code)}
                disabled={member.checkIn}
                aria-label={member.fullname}
                label={<MemberLine member={member} />}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group gap="sm">
          <Button onClick={() => void submit()} disabled={chosen.length === 0} loading={sending}>
            {t('checkIn.family.checkIn', { count: chosen.length })}
          </Button>
          <Button variant="subtle" onClick={onClose}>
            {t('checkIn.family.close')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

interface FamilyDoorProps {
  registrationRequired: boolean;
  search: { q: string; setQ: (q: string) => void; groups: DoorGroup[] | null; clear: () => void };
  offer: DoorGroup | null;
  onDismissOffer: () => void;
  onCheckIn: (members: DoorMember[]) => Promise<void>;
}

/**
 * The door's family search beside the camera: a phone number or a name finds families, one tap
 * opens a family with each person's state and a checkbox, and "Check in (3)" checks the ticked
 * ones in with one call. A scan that names a member with a household opens the rest of it here.
 */
export function FamilyDoor({ registrationRequired, search, offer, onDismissOffer, onCheckIn }: FamilyDoorProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<DoorGroup | null>(null);
  const done = async (members: DoorMember[]) => {
    await onCheckIn(members);
    setOpen(null);
    search.clear();
  };
  const { groups } = search;
  return (
    <Stack gap="sm">
      {offer && (
        <FamilyPanel
          key={`offer-${offer.name}-${offer.members.map((member) => member.code).join()}`}
          group={offer}
          title={t('checkIn.family.alsoIn', { name: offer.name })}
          registrationRequired={registrationRequired}
          onCheckIn={onCheckIn}
          onClose={onDismissOffer}
        />
      )}
      <TextInput
        type="search"
        label={t('checkIn.family.search')}
        description={t('checkIn.family.searchHint')}
        autoComplete="off"
        value={search.q}
        onChange={(event) => {
          setOpen(null);
          search.setQ(event.currentTarget.value);
        }}
      />
      <div aria-live="polite">
        {groups && !open && (
          <Text size="sm" c="dimmed">
            {groups.length === 0 ? t('checkIn.family.none') : t('checkIn.family.found', { count: groups.length })}
          </Text>
        )}
      </div>
      {open ? (
        <FamilyPanel
          key={`${open.householdId}-${open.members[0]?.code}`}
          group={open}
          title={open.name}
          registrationRequired={registrationRequired}
          onCheckIn={done}
          onClose={() => setOpen(null)}
        />
      ) : (
        groups && groups.length > 0 && <FamilyResults groups={groups} label={t('checkIn.family.results')} onChoose={setOpen} />
      )}
    </Stack>
  );
}
