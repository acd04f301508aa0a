import { Button, Popover, Stack, Text } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { CARD_PAPERS, MEMBER_CARDS_MAX } from '@console/contracts';
import { useTranslation } from 'react-i18next';
import { memberCardsUrl } from '../../../entities/members/api/get-members.ts';
import type { MembersQuery } from '../../../entities/members/api/member-keys.ts';

interface MemberCardsButtonProps {
  query: MembersQuery;
  /** The members the list shows (listTotal): unknown until the first answer. */
  totalCount: number | undefined;
}

/**
 * "Print cards": a small dialog with the list's QR cards as a PDF on A4 or Letter paper, links
 * that download with the session's cookie; over the server's limit it says why there is none
 * instead (decision 049).
 */
export function MemberCardsButton({ query, totalCount }: MemberCardsButtonProps) {
  const { t } = useTranslation();
  const tooMany = totalCount !== undefined && totalCount > MEMBER_CARDS_MAX;
  return (
    // Inside the page's main landmark, not in a portal outside every landmark (axe "region").
    <Popover position="bottom-end" withArrow trapFocus returnFocus withinPortal={false} hideDetached={false} shadow="md" width={280}>
      <Popover.Target>
        <Button variant="default" leftSection={<IconId size={16} aria-hidden />} disabled={totalCount === undefined}>
          {t('members.cards.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm">
            {tooMany ? t('members.cards.tooMany', { max: MEMBER_CARDS_MAX }) : t('members.cards.hint', { count: totalCount ?? 0 })}
          </Text>
          {!tooMany &&
            CARD_PAPERS.map((paper) => (
              <Button key={paper} component="a" href={memberCardsUrl(query, paper)} download variant="light" size="xs">
                {t(`members.cards.${paper}`)}
              </Button>
            ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
