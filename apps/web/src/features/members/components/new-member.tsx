import { messages } from '@console/contracts';
import { RecordLoadState } from '../../../components/record-load-state.tsx';
import { useHousehold } from '../../../entities/households/api/get-household.ts';
import { NewMemberForm } from './new-member-form.tsx';

interface NewMemberProps {
  /** The household whose page opened New Member (`/members/new?household={id}`), if any. */
  householdId?: number | undefined;
}

/** New Member, opened from the members or from a household's page (which is loaded first, for its name). */
export function NewMember({ householdId }: NewMemberProps) {
  return householdId === undefined ? <NewMemberForm /> : <NewMemberOfHousehold id={householdId} />;
}

function NewMemberOfHousehold({ id }: { id: number }) {
  const household = useHousehold(id);
  if (!household.data) return <RecordLoadState error={household.error} thing="household" notFoundMessage={messages.households.notFound} />;
  return <NewMemberForm from={{ id, name: household.data.name }} />;
}
