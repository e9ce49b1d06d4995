import { defineMessages } from '@events/api-client/intl';
import { plainMessages } from '@events/ui/i18n/app-intl';

/** The content pages' screens' shared words (CONTENT_PAGE_MESSAGES of the contracts, in the reader's language). */
export const contentPageMessages = plainMessages(defineMessages({
  title: { id: 'editor.contentPages.title', defaultMessage: 'Content Pages' },
  editPage: { id: 'editor.contentPages.editPage', defaultMessage: 'Edit {title}' },
}));
