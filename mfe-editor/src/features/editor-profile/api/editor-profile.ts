import { apiClient } from '@events/api-client/client';
import { type EditorProfile, type EditorProfileBody, editorEndpoints } from '@events/contracts/editor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const PROFILE_KEY = ['editor-profile'] as const;

/** GET /events/api/v1/editor/profile/ */
export async function getEditorProfile(signal?: AbortSignal): Promise<EditorProfile> {
  return (await apiClient.call(editorEndpoints.profile, { signal })).data;
}

/** PUT /events/api/v1/editor/profile/ */
export async function saveEditorProfile(body: EditorProfileBody): Promise<EditorProfile> {
  return (await apiClient.call(editorEndpoints.saveProfile, { body })).data;
}

export function useEditorProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => getEditorProfile(signal) });
}

export function useSaveEditorProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveEditorProfile, onSuccess: (profile) => queryClient.setQueryData(PROFILE_KEY, profile) });
}
