import { useState } from 'react';
import { Badge, Button, CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHANGE_ACTIONS } from '@console/contracts';
import type { AuditFilters as Filters } from '../../../entities/audit/api/get-audit.ts';

/** The authors a filter can name: the server itself has no number to filter by. */
const FILTERED_ACTORS = ['staff', 'station', 'token'] as const;
type FilteredActor = (typeof FILTERED_ACTORS)[number];

export interface AuditFiltersProps {
  value: Filters;
  onChange: (changes: Filters) => void;
  onClear: () => void;
}

/** `staff:12` apart, for the Who fields; anything else reads as no author. */
function splitActor(actor: string | undefined): { kind: FilteredActor | ''; id: string } {
  const [kind = '', id = ''] = (actor ?? '').split(':');
  return (FILTERED_ACTORS as readonly string[]).includes(kind) ? { kind: kind as FilteredActor, id } : { kind: '', id: '' };
}

/**
 * The audit log's filters: who (the kind of author and its number), what (the action), the days,
 * and the record the log was opened for. Each takes effect once it is whole; the page keeps them in
 * the URL.
 */
export function AuditFilters({ value, onChange, onClear }: AuditFiltersProps) {
  const { t } = useTranslation();
  const fromUrl = splitActor(value.actor);
  const [kind, setKind] = useState<FilteredActor | ''>(fromUrl.kind);
  const [id, setId] = useState(fromUrl.id);

  /** The author filter once both its parts are whole; none while either is missing. */
  function changeActor(nextKind: FilteredActor | '', nextId: string) {
    setKind(nextKind);
    setId(nextId);
    const number = nextId.trim();
    const actor = nextKind && /^[1-9][0-9]{0,14}$/.test(number) ? `${nextKind}:${number}` : '';
    if (actor !== (value.actor ?? '')) onChange({ actor });
  }

  function changeDay(key: 'from' | 'to', input: HTMLInputElement) {
    // A date input reports '' while a day is only half typed: wait for a whole one.
    if (input.value !== '' || input.validity.valid) onChange({ [key]: input.value });
  }

  const anySet = Object.values(value).some((filter) => filter) || kind !== '' || id !== '';
  const [targetKind, targetId] = (value.target ?? '').split(':');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('audit.filters')}>
      <NativeSelect
        label={t('audit.whoKind')}
        size="xs"
        w={150}
        value={kind}
        data={[
          { value: '', label: t('audit.anyone') },
          ...FILTERED_ACTORS.map((actor) => ({ value: actor, label: t(`audit.actorKind.${actor}`) })),
        ]}
        onChange={(event) => changeActor(event.currentTarget.value as FilteredActor | '', id)}
      />
      <TextInput
        label={t('audit.whoNumber')}
        description={t('audit.whoNumberHint')}
        size="xs"
        w={200}
        inputMode="numeric"
        value={id}
        disabled={kind === ''}
        onChange={(event) => changeActor(kind, event.currentTarget.value)}
      />
      <NativeSelect
        label={t('audit.what')}
        size="xs"
        w={220}
        value={value.action ?? ''}
        data={[
          { value: '', label: t('audit.anything') },
          ...CHANGE_ACTIONS.map((action) => ({ value: action, label: t(`audit.action.${action}`) })),
        ]}
        onChange={(event) => onChange({ action: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('audit.from')}
        size="xs"
        w={150}
        value={value.from ?? ''}
        onChange={(event) => changeDay('from', event.currentTarget)}
      />
      <TextInput
        type="date"
        label={t('audit.to')}
        size="xs"
        w={150}
        value={value.to ?? ''}
        onChange={(event) => changeDay('to', event.currentTarget)}
      />
      {value.target && (
        <Badge
          variant="light"
          size="lg"
          tt="none"
          rightSection={<CloseButton size="xs" aria-label={t('audit.clearRecord')} onClick={() => onChange({ target: '' })} />}
        >
          {t('audit.record', {
            record: t('audit.targetNumbered', {
              kind: t(`audit.targetKind.${targetKind as 'member'}`, { defaultValue: targetKind }),
              id: targetId,
            }),
          })}
        </Badge>
      )}
      {anySet && (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => {
            setKind('');
            setId('');
            onClear();
          }}
        >
          {t('audit.clear')}
        </Button>
      )}
    </Group>
  );
}
