import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface MemberSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  /** Shown instead of the content when the section has nothing to list. */
  emptyText: string;
  empty: boolean;
  children: ReactNode;
}

/** A titled card of Member Details listing one kind of thing (households, pickups), or saying there is none. */
export function MemberSection({ id, title, emptyText, empty, children }: MemberSectionProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {empty ? <Text c="dimmed">{emptyText}</Text> : children}
    </Card>
  );
}
