import { CategoryModal } from './category-modal.tsx';
import { ProgramModal } from './program-modal.tsx';
import { VenueModal } from './venue-modal.tsx';

export type OptionModal = 'program' | 'category' | 'venue';
export type OptionField = 'programId' | 'categoryId' | 'venueId';

interface OptionModalsProps {
  opened: OptionModal | null;
  onClose: () => void;
  onCreated: (field: OptionField, id: number) => void;
}

/**
 * The event form's modals that create a program, a category or a venue. The form loads them when a
 * plus button is first clicked: with their own forms and Mantine's modal they are about 30 KB gzipped.
 */
export function OptionModals({ opened, onClose, onCreated }: OptionModalsProps) {
  return (
    <>
      <ProgramModal opened={opened === 'program'} onClose={onClose} onCreated={(id) => onCreated('programId', id)} />
      <CategoryModal opened={opened === 'category'} onClose={onClose} onCreated={(id) => onCreated('categoryId', id)} />
      <VenueModal opened={opened === 'venue'} onClose={onClose} onCreated={(id) => onCreated('venueId', id)} />
    </>
  );
}
