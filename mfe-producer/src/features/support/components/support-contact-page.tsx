import { useUserContext } from '@events/api-client/use-session';
import { Button } from '@events/ui/button';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { useRef, useState } from 'react';
import { SupportContactForm } from './support-contact-form';
import './support.css';

const messages = plainMessages(defineMessages({
  title: { id: 'producer.support.title', defaultMessage: 'Contact Support' },
  intro: {
    id: 'producer.support.intro',
    defaultMessage: 'Questions about your venues, events or subscription? Send us a message and we will reply by e-mail.',
  },
  sentTitle: { id: 'producer.support.sentTitle', defaultMessage: 'Thank you!' },
  another: { id: 'producer.support.another', defaultMessage: 'Send another message' },
}));

/**
 * /manage/support/submit/ (spec section 2, "Contact form for producers"): a signed-in account writes to the support
 * address. Name and e-mail start from the account; after sending, a thank-you panel takes the form's place.
 */
export function SupportContactPage() {
  const intl = useAppIntl();
  const user = useUserContext();
  const [sent, setSent] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  const defaults = { name: user ? `${user.firstName} ${user.lastName}`.trim() : '', email: user?.email ?? '', message: '' };

  return (
    <section className="support-page" aria-labelledby="support-heading">
      <h1 id="support-heading">{intl.formatMessage(messages.title)}</h1>
      {sent === null ? (
        <>
          <p className="support-page__intro">{intl.formatMessage(messages.intro)}</p>
          <SupportContactForm
            key={round}
            defaults={defaults}
            onSent={(detail) => {
              setSent(detail);
              // The form is gone: reading continues at the panel that replaced it.
              requestAnimationFrame(() => panel.current?.focus());
            }}
          />
        </>
      ) : (
        <div ref={panel} tabIndex={-1} className="ui-notice support-page__sent" role="status" aria-labelledby="support-sent-heading">
          <h2 id="support-sent-heading">{intl.formatMessage(messages.sentTitle)}</h2>
          <p>{sent}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setSent(null);
              setRound((n) => n + 1);
            }}
          >
            {intl.formatMessage(messages.another)}
          </Button>
        </div>
      )}
    </section>
  );
}
