import { apiClient } from '@events/api-client/client';
import { type ContentPage, type ContentPageSlug, contentPagesEndpoints } from '@events/contracts/content-pages';
import { useQuery } from '@tanstack/react-query';

export const contentPageKey = (slug: ContentPageSlug) => ['content-page', slug] as const;

export function useContentPage(slug: ContentPageSlug) {
  return useQuery({
    queryKey: contentPageKey(slug),
    queryFn: async ({ signal }): Promise<ContentPage> => (await apiClient.call(contentPagesEndpoints.get, { params: { slug }, signal })).data,
  });
}
