import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface Crumb {
  label: string;
  /** Omitted on the last crumb (the current page). */
  to?: string;
}

interface PageFrameProps {
  /** The trail after Home, e.g. `[{ label: 'Members', to: '/members' }, { label: 'New' }]`. */
  breadcrumbs: Crumb[];
  title?: string;
  /** Buttons shown beside the title (e.g. Add Member). */
  actions?: ReactNode;
  /** Narrow pages such as forms (docs/product.md §2.4: forms 800 px, standalone password 500 px). */
  maxWidth?: number;
  children: ReactNode;
}

/** The frame of every page: a breadcrumb that starts with Home, an optional title, the content. */
export function PageFrame({ breadcrumbs, title, actions, maxWidth, children }: PageFrameProps) {
  const { t } = useTranslation();
  const trail: Crumb[] = [{ label: t('nav.home'), to: '/' }, ...breadcrumbs];
  return (
    <Stack gap="md" maw={maxWidth} w="100%">
      <nav aria-label={t('nav.breadcrumb')}>
        <Breadcrumbs separator="›">
          {trail.map((crumb, index) =>
            crumb.to && index < trail.length - 1 ? (
              <Anchor component={Link} to={crumb.to} key={`${crumb.label}-${index}`} size="sm">
                {crumb.label}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed" key={`${crumb.label}-${index}`} aria-current="page">
                {crumb.label}
              </Text>
            ),
          )}
        </Breadcrumbs>
      </nav>
      {(title || actions) && (
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          {title && (
            <Title order={1} size="h2">
              {title}
            </Title>
          )}
          {actions && <Group gap="sm">{actions}</Group>}
        </Group>
      )}
      {children}
    </Stack>
  );
}
