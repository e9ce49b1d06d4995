import { apiClient } from '@events/api-client/client';
import { type ContentPage, type ContentPageSlug, contentPagesEndpoints, type ContentPageWrite } from '@events/contracts/content-pages';
import { useQuery } from '@tanstack/react-query';

export const contentPageKey = (slug: ContentPageSlug) => ['content-page-admin', slug] as const;

/** The page as visitors read it. */
export function useContentPage(slug: ContentPageSlug) {
  return useQuery({
    queryKey: contentPageKey(slug),
    queryFn: async ({ signal }): Promise<ContentPage> =>
      (await apiClient.call(contentPagesEndpoints.get, { params: { slug }, signal })).data,
  });
}

/** PUT the page's title and body (the server sanitises the body). */
export async function saveContentPage(slug: ContentPageSlug, body: ContentPageWrite): Promise<ContentPage> {
  return (await apiClient.call(contentPagesEndpoints.put, { params: { slug }, body })).data;
}
