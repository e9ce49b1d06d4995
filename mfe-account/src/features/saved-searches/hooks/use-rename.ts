import { useAppIntl } from '@events/ui/i18n/app-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { renameItemFailure } from '../../../i18n/shared-messages';
import { failureReason } from '../../../utils/failure-reason';
import { SAVED_SEARCHES_KEY } from '../api/get-saved-searches';
import { renameSavedSearch } from '../api/rename-saved-search';

export type Rename = {
  /** The name shown: the new one as soon as it is sent, the old one again after a failure. */
  name: string;
  saving: boolean;
  error: string | null;
  rename: (next: string) => Promise<boolean>;
  clearError: () => void;
};

/** Spec section 4, "Renaming a saved search": inline; on failure the old name is restored with "Failed to rename item: ...". */
export function useRename(id: number, current: string): Rename {
  const intl = useAppIntl();
  const queryClient = useQueryClient();
  const [pendingName, setPendingName] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rename = useCallback(
    async (next: string) => {
      const name = next.trim();
      if (name === '' || name === current) return name === current;
      setPendingName(name);
      setSaving(true);
      setError(null);
      try {
        await renameSavedSearch(id, name);
        await queryClient.invalidateQueries({ queryKey: [SAVED_SEARCHES_KEY] });
        return true;
      } catch (failure) {
        setError(renameItemFailure(intl, failureReason(failure)));
        return false;
      } finally {
        setPendingName(null);
        setSaving(false);
      }
    },
    [id, current, queryClient, intl],
  );
  const clearError = useCallback(() => setError(null), []);
  return { name: pendingName ?? current, saving, error, rename, clearError };
}
