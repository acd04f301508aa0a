import { useId } from 'react';
import { Anchor, Badge, Button, List, Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconDeviceMobile, IconFirstAidKit } from '@tabler/icons-react';
import { MEMBER_CARE_FIELDS, type Care } from '@console/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateApiMessage } from '../../../lib/i18n/translate.ts';
import type { ScanAnswer } from '../check-in-flow.ts';
import { toneOf, type ShownAnswer } from '../hooks/use-shown-answers.ts';
import type { AnswerTone } from '../signal-answer.ts';

/** Colour, icon and words together: colour is never the only signal. */
const TONES: Record<AnswerTone, { color: string; Icon: typeof IconCircleCheck }> = {
  success: { color: 'green', Icon: IconCircleCheck },
  warning: { color: 'yellow', Icon: IconAlertTriangle },
  danger: { color: 'red', Icon: IconCircleX },
};

/** A check-in's time of day as the door says it: 18:42. */
export function useTimeOfDay() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

function useAnswerWords() {
  const { t } = useTranslation();
  const time = useTimeOfDay();
  const name = (fullname: string, memberCode: number) => fullname || t('checkIn.member', { code: memberCode });
  return (answer: ScanAnswer): { who: string | null; status: string } => {
    switch (answer.kind) {
      case 'checked-in':
        return { who: name(answer.fullname, answer.memberCode), status: t('checkIn.checkedIn') };
      case 'already':
        return {
          who: name(answer.fullname, answer.memberCode),
          status: !answer.at
            ? t('checkIn.alreadyCheckedIn')
            : answer.by
              ? t('checkIn.alreadyAt', { time: time(answer.at), name: answer.by })
              : t('checkIn.alreadyAtTime', { time: time(answer.at) }),
        };
      case 'not-registered':
        return { who: name(answer.fullname ?? '', answer.memberCode), status: t('checkIn.notRegistered') };
      case 'refused':
        return { who: t('checkIn.member', { code: answer.memberCode }), status: translateApiMessage(answer) };
      case 'invalid':
        return { who: null, status: answer.message };
      case 'name-typed':
        return { who: null, status: t('checkIn.nameTyped') };
    }
  };
}

/** What a volunteer must know before handing out food or sending a child to a room, acknowledged before the next scan. */
function CareAlert({ care, name, onAcknowledge }: { care: Care; name?: string | null; onAcknowledge?: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const fields = MEMBER_CARE_FIELDS.filter((field) => care[field]);
  return (
    <Paper
      p="md"
      radius="md"
      withBorder
      bg="var(--mantine-color-orange-light)"
      style={{ borderColor: 'var(--mantine-color-orange-7)', borderWidth: 3 }}
    >
      <Stack gap="xs" role="alert" aria-labelledby={titleId}>
        <Title id={titleId} order={3} fz={26} display="flex" style={{ alignItems: 'center', gap: 8 }}>
          <IconFirstAidKit size={30} aria-hidden />
          {name ? t('checkIn.care.titleFor', { name }) : t('checkIn.care.title')}
        </Title>
        {fields.map((field) => (
          <Text key={field} fz={22}>
            <Text span fw={700} fz={22}>
              {t(`checkIn.care.${field}`)}:
            </Text>{' '}
            {care[field]}
          </Text>
        ))}
        {onAcknowledge && (
          <Button size="lg" color="orange.9" onClick={onAcknowledge} data-autofocus>
            {t('checkIn.care.acknowledge')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** The last answer's words, large: who, the state, and for a check-in what the toast once said (for screen readers). */
function AnswerWords({ answer, words }: { answer: ScanAnswer; words: { who: string | null; status: string } }) {
  const { t } = useTranslation();
  const tone = toneOf(answer);
  const { color, Icon } = TONES[tone];
  const { who, status } = words;
  return (
    <Stack gap={4} align="center" data-testid="check-in-result" data-tone={tone}>
      <ThemeIcon color={color} size={48} radius="xl" variant="filled" aria-hidden>
        <Icon size={36} />
      </ThemeIcon>
      {/* Sized for a phone's half screen under the camera; a long name wraps rather than runs out. */}
      {who && (
        <Text fz={{ base: 30, sm: 48 }} fw={800} ta="center" lh={1.1} style={{ overflowWrap: 'anywhere' }}>
          {who}
        </Text>
      )}
      <Text fz={{ base: 24, sm: 36 }} fw={700} ta="center" lh={1.2}>
        {status}
      </Text>
      {answer.kind === 'checked-in' && (
        <Text fz={{ base: 'md', sm: 'lg' }} ta="center">
          {t('checkIn.member', { code: answer.memberCode })}
          {answer.registeredNow ? t('checkIn.registeredNow') : ''}
        </Text>
      )}
      {answer.kind === 'name-typed' && (
        <Anchor component={Link} to={`/members?${new URLSearchParams({ search: answer.text })}`} fz={{ base: 'md', sm: 'lg' }} ta="center">
          {t('checkIn.searchMembers', { text: answer.text })}
        </Anchor>
      )}
      {answer.kind === 'checked-in' && !answer.savedOnDevice && (
        <VisuallyHidden>{answer.registeredNow ? t('checkIn.registeredAndChecked') : t('checkIn.checked')}</VisuallyHidden>
      )}
      {answer.kind === 'checked-in' && answer.savedOnDevice && (
        <Badge size="xl" variant="default" leftSection={<IconDeviceMobile size={18} aria-hidden />} data-testid="saved-here">
          {t('checkIn.offline.savedHere')}
        </Badge>
      )}
    </Stack>
  );
}

/**
 * The answer to the last scan, large enough to read from a metre away: the member's name, and the
 * state in colour, icon and words; the door's one signal, with the beep (no toast, docs/product.md
 * §6.5). It stays until the next answer replaces it; the earlier ones stay listed below, so a queue
 * moving fast loses none.
 */
export function ScanAnswerPanel({
  answers,
  careToAcknowledge,
  onAcknowledge,
}: {
  answers: ShownAnswer[];
  careToAcknowledge: boolean;
  onAcknowledge: () => void;
}) {
  const { t } = useTranslation();
  const words = useAnswerWords();
  const [current, ...recent] = answers;
  const answer = current?.answer;
  const color = answer && TONES[toneOf(answer)].color;
  // A family checked in at once shows the care of each of its members, each alert named.
  const together = current?.batch === undefined ? [current] : answers.filter((shown) => shown.batch === current.batch);
  const cares = together.flatMap((shown) => {
    const one = shown?.answer;
    return (one?.kind === 'checked-in' || one?.kind === 'already') && one.care
      ? [{ id: shown!.id, care: one.care, name: one.fullname }]
      : [];
  });
  return (
    <Stack gap="md">
      {/*
       * One live region from the first render on, its content replaced by each answer: a region put
       * on the page together with its text is not announced by every screen reader.
       */}
      <Paper
        p={{ base: 'sm', sm: 'lg' }}
        radius="md"
        withBorder
        bg={color && `var(--mantine-color-${color}-light)`}
        style={color ? { borderColor: `var(--mantine-color-${color}-7)`, borderWidth: 4 } : undefined}
        role="status"
        aria-live="assertive"
        aria-atomic="true"
        data-testid="answer-panel"
      >
        {current ? (
          <AnswerWords key={current.id} answer={current.answer} words={words(current.answer)} />
        ) : (
          <Text fz={24} c="dimmed" ta="center">
            {t('checkIn.idle')}
          </Text>
        )}
      </Paper>
      {cares.map(({ id, care, name }, index) => (
        <CareAlert
          key={id}
          care={care}
          name={cares.length > 1 || current?.batch !== undefined ? name : null}
          {...(careToAcknowledge && index === cares.length - 1 && { onAcknowledge })}
        />
      ))}
      {recent.length > 0 && (
        <Stack gap={4}>
          <Text fw={600} id="recent-answers">
            {t('checkIn.recent')}
          </Text>
          <List aria-labelledby="recent-answers" spacing={2} listStyleType="none" data-testid="recent-answers">
            {recent.map(({ id, answer: earlier }) => {
              const { who: earlierWho, status: earlierStatus } = words(earlier);
              const { color: earlierColor, Icon: EarlierIcon } = TONES[toneOf(earlier)];
              return (
                <List.Item key={id} icon={<EarlierIcon size={18} color={`var(--mantine-color-${earlierColor}-7)`} aria-hidden />}>
                  {earlierWho ? `${earlierWho}: ${earlierStatus}` : earlierStatus}
                </List.Item>
              );
            })}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
