type CardMediaProps = {
  /** The card's thumbnail (or its primary image); none: the placeholder letter. */
  readonly image: string | null;
  /** The placeholder's letter: the first of the event type's or the venue's name. */
  readonly placeholder: string;
  /** The first cards of a page load their image at once and first; the rest as they scroll into view. */
  readonly priority: boolean;
  readonly className: string;
};

/** The image at the top of an event or venue card, decorative (the card's heading names it), or a letter in its place. */
export function CardMedia({ image, placeholder, priority, className }: CardMediaProps) {
  return (
    <div className={className}>
      {image ? (
        <img
          src={image}
          alt=""
          width={400}
          height={200}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      ) : (
        <span className="event-card__placeholder" aria-hidden="true">
          {placeholder.slice(0, 1)}
        </span>
      )}
    </div>
  );
}
