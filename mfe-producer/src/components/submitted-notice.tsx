import { Heading, type HeadingLevel } from '@events/ui/heading';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Link } from '@events/router';
import { defineMessages } from '@events/api-client/intl';

const messages = plainMessages(defineMessages({
  name: { id: 'producer.submitted.name', defaultMessage: '“{name}”' },
  discover: { id: 'producer.submitted.discover', defaultMessage: 'Discover events' },
}));

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
  const intl = useAppIntl();
  return (
    <div className="ui-state" role="status" data-testid={testId}>
      <Heading level={headingLevel} id={headingId} className="ui-state__title">
        {title}
      </Heading>
      <p className="ui-state__message">{intl.formatMessage(messages.name, { name })}</p>
      <div className="ui-state__actions">
        <Link to="/" className="ui-button">
          {intl.formatMessage(messages.discover)}
        </Link>
      </div>
    </div>
  );
}
