import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import './search-ads.css';

const messages = plainMessages(defineMessages({
  preview: { id: 'editor.searchAdPreview.preview', defaultMessage: 'Preview' },
  sponsored: { id: 'editor.searchAdPreview.sponsored', defaultMessage: 'Sponsored' },
  title: { id: 'editor.searchAdPreview.title', defaultMessage: 'Title' },
  learnMore: { id: 'editor.searchAdPreview.learnMore', defaultMessage: 'Learn More' },
}));

export type SearchAdPreviewProps = { ad: { title: string; description: string; image: string | null; url: string; buttonText: string } };

/** The ad's card as the events listing shows it (mfe-discovery's search ad card, same parts and order). */
export function SearchAdPreview({ ad }: SearchAdPreviewProps) {
  const intl = useAppIntl();
  return (
    <figure className="search-ad-preview">
      <figcaption>{intl.formatMessage(messages.preview)}</figcaption>
      <div className="search-ad-preview__card">
        {ad.image && <img src={ad.image} alt="" width={400} height={200} />}
        <div className="search-ad-preview__body">
          <p className="search-ad-preview__label">{intl.formatMessage(messages.sponsored)}</p>
          <p className="search-ad-preview__title">{ad.title || intl.formatMessage(messages.title)}</p>
          {ad.description && <p>{ad.description}</p>}
          <span className="ui-button ui-button--secondary">{ad.buttonText || intl.formatMessage(messages.learnMore)}</span>
        </div>
      </div>
    </figure>
  );
}
