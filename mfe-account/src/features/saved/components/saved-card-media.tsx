export type SavedCardMediaProps = {
  /** The thumbnail (or primary image) URL; null shows the placeholder. */
  image: string | null | undefined;
  /** The placeholder's letter comes from this name. */
  placeholderOf: string;
};

/** A saved card's picture, or a placeholder with the first letter of a name. */
export function SavedCardMedia({ image, placeholderOf }: SavedCardMediaProps) {
  return (
    <div className="saved-card__media">
      {image ? (
        <img src={image} alt="" width={96} height={48} loading="lazy" decoding="async" />
      ) : (
        <span className="saved-card__placeholder" aria-hidden="true">
          {placeholderOf.slice(0, 1)}
        </span>
      )}
    </div>
  );
}
