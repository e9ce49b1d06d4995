import type { SavedObjectType } from '@events/api-client/saved-items';
import { useCallback, type ReactNode } from 'react';
import { useRemoveSavedItem } from '../api/remove-saved-item';
import { useRemoval } from '../../../hooks/use-removal';
import { RemovableCard } from './removable-card';

export type RemovableSavedItemProps = {
  objectType: SavedObjectType;
  /** The list's query key prefix, fetched again after a removal. */
  listKey: string;
  id: number;
  name: string;
  children: ReactNode;
};

/** A saved event or venue in its list: its card with the delete control, removed through the bookmark. */
export function RemovableSavedItem({ objectType, listKey, id, name, children }: RemovableSavedItemProps) {
  const { mutateAsync } = useRemoveSavedItem(objectType, listKey);
  const removal = useRemoval(useCallback(() => mutateAsync(id), [mutateAsync, id]));
  return (
    <RemovableCard name={name} removal={removal}>
      {children}
    </RemovableCard>
  );
}
