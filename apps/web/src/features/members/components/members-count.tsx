import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "1,234 members": how many the list shows with its search and filters, above the table. A status
 * region, so that a screen reader hears the new count when a search or filter changes it; nothing
 * until the first answer, as the pages (listTotal).
 */
export function MembersCount({ totalCount }: { totalCount: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" role="status" mih="1.5em">
      {totalCount === undefined ? null : t('members.count', { count: totalCount })}
    </Text>
  );
}
