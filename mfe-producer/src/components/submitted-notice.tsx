import { Heading, type HeadingLevel } from '@events/ui/heading';
import { Link } from '@events/router';

export type SubmittedNoticeProps = {
  title: string;
  /** The name of what was sent, quoted beneath the title. */
  name: string;
  headingLevel: HeadingLevel;
  headingId?: string;
  testId: string;
};

/** The thanks a producer form ends on: what happened to the item, its name, and the way back to discovery. */
export function SubmittedNotice({ title, name, headingLevel, headingId, testId }: SubmittedNoticeProps) {
  return (
    <div className="ui-state" role="status" data-testid={testId}>
      <Heading level={headingLevel} id={headingId} className="ui-state__title">
        {title}
      </Heading>
      <p className="ui-state__message">“{name}”</p>
      <div className="ui-state__actions">
        <Link to="/" className="ui-button">
          Discover events
        </Link>
      </div>
    </div>
  );
}
