import { type AdminCategory, CATEGORY_ADMIN_MESSAGES } from '@events/contracts/category-admin';
import { ERRORS } from '@events/contracts/messages';
import { buttonColumn, DataTable, type DataTableColumn } from '@events/ui/data-table';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import { useState } from 'react';
import { useAdminCategories } from '../api/category-admin';
import { CategoryForm } from './category-form';
import './categories.css';

/**
 * Categories, /editor/categories/ (superusers; issue 27): every category with its number of events, a form to add
 * one, and Rename on each row. Nothing deletes a category: its events would lose theirs.
 */
export function CategoriesPage() {
  const categories = useAdminCategories();
  // null: the new-category form; a category: its rename form. The key remounts the form with its name.
  const [renaming, setRenaming] = useState<AdminCategory | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const columns: DataTableColumn<AdminCategory>[] = [
    { key: 'category', header: 'Category', rowHeader: true, cell: (category) => category.name },
    { key: 'events', header: 'Events', cell: (category) => category.events.toLocaleString('en-US') },
    buttonColumn('Rename', (category) => `Rename ${category.name}`, (category) => {
      setSaved(null);
      setRenaming(category);
    }),
  ];

  let body;
  if (categories.isError) body = <ErrorState message={ERRORS.fetchResults} onRetry={() => void categories.refetch()} />;
  else if (categories.isPending) body = <Spinner />;
  else {
    body = (
      <div className="categories__layout">
        <DataTable
          className="categories__table"
          caption="Categories"
          columns={columns}
          rows={categories.data.results}
          empty={null}
          isCurrentRow={(category) => renaming?.id === category.id}
        />
        <section aria-labelledby="categories-form-heading" className="categories__side">
          <h2 id="categories-form-heading">{renaming ? `Rename ${renaming.name}` : 'New category'}</h2>
          <CategoryForm
            key={renaming?.id ?? 'new'}
            category={renaming}
            onCancel={() => setRenaming(null)}
            onSaved={(category) => {
              setSaved(renaming ? CATEGORY_ADMIN_MESSAGES.renamed(renaming.name, category.name) : CATEGORY_ADMIN_MESSAGES.added(category.name));
              setRenaming(null);
            }}
          />
          {saved && <p role="status">{saved}</p>}
        </section>
      </div>
    );
  }

  return (
    <div className="ui-page categories">
      <h1>{CATEGORY_ADMIN_MESSAGES.title}</h1>
      {body}
    </div>
  );
}
