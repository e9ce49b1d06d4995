import type { AdminCategory } from '@events/contracts/category-admin';
import { buttonColumn, DataTable, type DataTableColumn } from '@events/ui/data-table';
import { ErrorState } from '@events/ui/error-state';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import { useState } from 'react';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { commonMessages } from '../../../i18n/common-messages';
import { useAdminCategories } from '../api/category-admin';
import { CategoryForm, categoryMessages } from './category-form';
import './categories.css';

const messages = plainMessages(defineMessages({
  title: { id: 'editor.categories.title', defaultMessage: 'Categories' },
  added: { id: 'editor.categories.added', defaultMessage: 'Category {name} added.' },
  renamed: { id: 'editor.categories.renamed', defaultMessage: '{from} is now {to}.' },
  saved: { id: 'editor.categories.saved', defaultMessage: '{name} saved.' },
  category: { id: 'editor.categories.category', defaultMessage: 'Category' },
  events: { id: 'editor.categories.events', defaultMessage: 'Events' },
  rename: { id: 'editor.categories.rename', defaultMessage: 'Rename' },
}));

/** The status after a save: a category added, renamed, or (only its Spanish name changed) saved. */
function savedText(intl: IntlShape, before: AdminCategory | null, after: AdminCategory): string {
  if (before === null) return intl.formatMessage(messages.added, { name: after.name });
  if (before.name === after.name) return intl.formatMessage(messages.saved, { name: after.name });
  return intl.formatMessage(messages.renamed, { from: before.name, to: after.name });
}

/**
 * Categories, /editor/categories/ (superusers; issue 27): every category with its number of events and its Spanish
 * name (issue 31), a form to add one, and Rename on each row. Nothing deletes a category: its events would lose theirs.
 */
export function CategoriesPage() {
  const intl = useAppIntl();
  const categories = useAdminCategories();
  // null: the new-category form; a category: its rename form. The key remounts the form with its name.
  const [renaming, setRenaming] = useState<AdminCategory | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const columns: DataTableColumn<AdminCategory>[] = [
    { key: 'category', header: intl.formatMessage(messages.category), rowHeader: true, cell: (category) => category.name },
    { key: 'events', header: intl.formatMessage(messages.events), cell: (category) => intl.formatNumber(category.events) },
    // After the counts, so a row still reads as its name and then its events.
    { key: 'nameEs', header: intl.formatMessage(categoryMessages.nameEs), cell: (category) => <span lang="es">{category.nameEs}</span> },
    buttonColumn(intl.formatMessage(messages.rename), (category) => intl.formatMessage(categoryMessages.renameName, { name: category.name }), (category) => {
      setSaved(null);
      setRenaming(category);
    }),
  ];

  let body;
  if (categories.isError) body = <ErrorState message={intl.formatMessage(commonMessages.fetchResults)} onRetry={() => void categories.refetch()} />;
  else if (categories.isPending) body = <Spinner />;
  else {
    body = (
      <div className="categories__layout">
        <DataTable
          className="categories__table"
          caption={intl.formatMessage(messages.title)}
          columns={columns}
          rows={categories.data.results}
          empty={null}
          isCurrentRow={(category) => renaming?.id === category.id}
        />
        <section aria-labelledby="categories-form-heading" className="categories__side">
          <h2 id="categories-form-heading">{renaming ? intl.formatMessage(categoryMessages.renameName, { name: renaming.name }) : intl.formatMessage(categoryMessages.newCategory)}</h2>
          <CategoryForm
            key={renaming?.id ?? 'new'}
            category={renaming}
            onCancel={() => setRenaming(null)}
            onSaved={(category) => {
              setSaved(savedText(intl, renaming, category));
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
      <h1>{intl.formatMessage(messages.title)}</h1>
      {body}
    </div>
  );
}
