import type { DoorMember } from '@console/contracts';
import type { TFunction } from 'i18next';

/** What a door's family list says beside a name: the role in the household and the age ("Child · 7 years"). */
export function memberFacts(member: Pick<DoorMember, 'role' | 'age'>, t: TFunction): string {
  return [member.role && t(`households.role.${member.role}`), member.age !== null && t('households.age', { count: member.age })]
    .filter(Boolean)
    .join(' · ');
}
