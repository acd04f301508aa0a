import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventCategory, EventCategoryWrite } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { referenceKeys } from './reference-keys.ts';

export function createEventCategory(body: EventCategoryWrite): Promise<EventCategory> {
  return apiFetch<EventCategory>('/event-categories', { method: 'POST', body });
}

/** `POST /api/event-categories`: the new category joins the cached options at once, then they refetch. */
export function useCreateEventCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEventCategory,
    onSuccess: (category) => {
      queryClient.setQueryData<EventCategory[]>(referenceKeys.eventCategories, (categories = []) => [
        ...categories.filter((item) => item.id !== category.id),
        category,
      ]);
      return queryClient.invalidateQueries({ queryKey: referenceKeys.eventCategories });
    },
  });
}
