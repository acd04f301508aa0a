import { Stack, Text, UnstyledButton } from '@mantine/core';
import type { DoorGroup } from '@console/contracts';

interface FamilyResultsProps {
  groups: readonly DoorGroup[];
  /** The list's accessible name. */
  label: string;
  onChoose: (group: DoorGroup) => void;
  /** Larger names and room for a volunteer's finger (the staffed station). */
  large?: boolean;
}

/** The families a door search found, each a button with its name and its people: the door's and the staffed station's list. */
export function FamilyResults({ groups, label, onChoose, large = false }: FamilyResultsProps) {
  return (
    <Stack gap="xs" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {groups.map((group) => (
        <li key={`${group.householdId}-${group.members[0]?.code}`}>
          <UnstyledButton
            onClick={() => onChoose(group)}
            w="100%"
            p={large ? 'md' : 'xs'}
            bd="1px solid var(--mantine-color-default-border)"
            bdrs={large ? 'md' : 'sm'}
          >
            <Text fw={large ? 700 : 600} fz={large ? 'lg' : undefined}>
              {group.name}
            </Text>
            <Text size="sm" c="dimmed">
              {group.members.map((member) => member.fullname).join(', ')}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
