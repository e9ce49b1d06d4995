import './search-ads.css';

export type SearchAdPreviewProps = { ad: { title: string; description: string; image: string | null; url: string; buttonText: string } };

/** The ad's card as the events listing shows it (mfe-discovery's search ad card, same parts and order). */
export function SearchAdPreview({ ad }: SearchAdPreviewProps) {
  return (
    <figure className="search-ad-preview">
      <figcaption>Preview</figcaption>
      <div className="search-ad-preview__card">
        {ad.image && <img src={ad.image} alt="" width={400} height={200} />}
        <div className="search-ad-preview__body">
          <p className="search-ad-preview__label">Sponsored</p>
          <p className="search-ad-preview__title">{ad.title || 'Title'}</p>
          {ad.description && <p>{ad.description}</p>}
          <span className="ui-button ui-button--secondary">{ad.buttonText || 'Learn More'}</span>
        </div>
      </div>
    </figure>
  );
}
