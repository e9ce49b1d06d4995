import { useRef, type ReactNode } from 'react';
import { useStickyHeader } from '../../hooks/use-sticky-header';

export type DetailStickyHeaderProps = {
  /** The item's name, shown in the bar once the page heading has scrolled away. */
  title: string;
  /** The actions: share, bookmark, add to calendar. */
  children: ReactNode;
  label: string;
};

/**
 * The detail page's sticky header (spec section 2): the actions stay at the top of the window while the page
 * scrolls; once the heading is out of sight the bar also shows the name. From md (768 px) up; below it the
 * same actions sit in the mobile bottom bar.
 */
export function DetailStickyHeader({ title, children, label }: DetailStickyHeaderProps) {
  const ref = useRef<HTMLDivElement>(null);
  const stuck = useStickyHeader(ref);
  return (
    <>
      <div className="detail-sticky__sentinel" aria-hidden="true" />
      <div ref={ref} className={['detail-sticky', stuck && 'detail-sticky--stuck'].filter(Boolean).join(' ')} data-testid="detail-sticky-header">
        <div className="detail-sticky__inner" role="group" aria-label={label}>
          {/* The heading says the name already; the bar repeats it for sighted readers only. */}
          <p className="detail-sticky__title" aria-hidden="true">
            {title}
          </p>
          <div className="detail-actions">{children}</div>
        </div>
      </div>
    </>
  );
}

/** The same actions at the bottom of the window below md (768 px). */
export function MobileActionBar({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div className="detail-mobile-bar" role="group" aria-label={label} data-testid="detail-mobile-bar">
      <div className="detail-actions">{children}</div>
    </div>
  );
}
