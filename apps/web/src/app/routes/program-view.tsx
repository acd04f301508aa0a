import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';

/** /programs/{id}: the product only has a placeholder here (product-spec section 2). */
export function Component() {
  const { id = '' } = useParams();
  return (
    <PageFrame breadcrumbs={[{ label: 'Programs', to: '/programs' }, { label: id }]} title="Programs View">
      <Text c="dimmed">This page is coming soon.</Text>
    </PageFrame>
  );
}
