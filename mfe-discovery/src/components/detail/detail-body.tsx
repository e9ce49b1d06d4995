import type { ReactNode } from 'react';
import { DetailStickyHeader, MobileActionBar } from './detail-sticky-header';

export type DetailBodyProps = {
  /** The record's name, repeated by the sticky bar. */
  name: string;
  /** The actions' group name ("Event actions"), on the sticky bar and on the mobile bar. */
  actionsLabel: string;
  actions: ReactNode;
  /** The side column (facts, contact, venue). */
  aside: ReactNode;
  /** The main column (about, dates, events). */
  children: ReactNode;
};

/** A detail page below its hero: the sticky actions, the main column beside the aside, and the mobile actions bar. */
export function DetailBody({ name, actionsLabel, actions, aside, children }: DetailBodyProps) {
  return (
    <>
      <DetailStickyHeader title={name} label={actionsLabel}>
        {actions}
      </DetailStickyHeader>

      <div className="detail-layout">
        <div className="detail-main">{children}</div>
        <aside className="detail-aside">{aside}</aside>
      </div>

      <MobileActionBar label={actionsLabel}>{actions}</MobileActionBar>
    </>
  );
}
