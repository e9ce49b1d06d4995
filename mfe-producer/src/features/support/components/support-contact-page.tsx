import { useUserContext } from '@events/api-client/use-session';
import { SUPPORT_MESSAGES } from '@events/contracts/support';
import { Button } from '@events/ui/button';
import { useRef, useState } from 'react';
import { SupportContactForm } from './support-contact-form';
import './support.css';

/**
 * /manage/support/submit/ (spec section 2, "Contact form for producers"): a signed-in account writes to the support
 * address. Name and e-mail start from the account; after sending, a thank-you panel takes the form's place.
 */
export function SupportContactPage() {
  const user = useUserContext();
  const [sent, setSent] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  const defaults = { name: user ? `${user.firstName} ${user.lastName}`.trim() : '', email: user?.email ?? '', message: '' };

  return (
    <section className="support-page" aria-labelledby="support-heading">
      <h1 id="support-heading">{SUPPORT_MESSAGES.title}</h1>
      {sent === null ? (
        <>
          <p className="support-page__intro">{SUPPORT_MESSAGES.intro}</p>
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
          <h2 id="support-sent-heading">{SUPPORT_MESSAGES.sentTitle}</h2>
          <p>{sent}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setSent(null);
              setRound((n) => n + 1);
            }}
          >
            Send another message
          </Button>
        </div>
      )}
    </section>
  );
}
