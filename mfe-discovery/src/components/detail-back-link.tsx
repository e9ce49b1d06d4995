import { useAppIntl } from '@events/ui/i18n/app-intl';
import { Link, useLocation } from '@events/router';
import { detailBackLink } from '../utils/back-link';

/** The back link's decorative arrow. */
const BACK_ARROW = '←';

export type DetailBackLinkProps = {
  list: 'events' | 'venues';
};

/** The detail page's way back: the widget's events page, the results it came from, or the list. */
export function DetailBackLink({ list }: DetailBackLinkProps) {
  const { search } = useLocation();
  const intl = useAppIntl();
  const back = detailBackLink(search, list);
  const content = (
    <>
      <span aria-hidden="true">{BACK_ARROW}</span>
      {intl.formatMessage(back.label)}
    </>
  );
  return (
    <p className="detail-back">
      {back.external ? (
        <a href={back.href} className="detail-back__link" data-testid="detail-back-link">
          {content}
        </a>
      ) : (
        <Link to={back.href} className="detail-back__link" data-testid="detail-back-link">
          {content}
        </Link>
      )}
    </p>
  );
}
