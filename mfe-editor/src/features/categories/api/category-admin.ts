import { apiClient } from '@events/api-client/client';
import { type AdminCategory, type AdminCategoryList, categoryAdminEndpoints, type CategoryWrite } from '@events/contracts/category-admin';
import { useQuery } from '@tanstack/react-query';

export const CATEGORIES_KEY = ['category-admin'] as const;

export function useAdminCategories() {
  return useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: async ({ signal }): Promise<AdminCategoryList> => (await apiClient.call(categoryAdminEndpoints.list, { signal })).data,
  });
}

/** POST a new category, or PUT a new name for the category with `id`. */
export async function saveCategory(id: number | null, body: CategoryWrite): Promise<AdminCategory> {
  if (id === null) return (await apiClient.call(categoryAdminEndpoints.create, { body })).data;
  return (await apiClient.call(categoryAdminEndpoints.rename, { params: { id }, body })).data;
}
