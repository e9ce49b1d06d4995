import { INSTANCE_MAX, instanceHostOf, remoteFollowUrl } from '@events/contracts/federation';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { Button } from '@events/ui/button';
import { TextField } from '@events/ui/text-field';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { commonMessages } from '../../../i18n/common-messages';

const messages = plainMessages(defineMessages({
  instanceLabel: { id: 'discovery.fediverse.instanceLabel', defaultMessage: 'Your server' },
  instanceHint: { id: 'discovery.fediverse.instanceHint', defaultMessage: 'For example mastodon.social' },
  instanceInvalid: { id: 'discovery.fediverse.instanceInvalid', defaultMessage: 'Enter the address of your server, for example mastodon.social.' },
  follow: { id: 'discovery.fediverse.follow', defaultMessage: 'Follow' },
}));

/**
 * Follow from the visitor's own server: they name it (a host, an address or their own handle) and its follow page
 * opens in a new tab with this venue's handle, where they confirm while signed in there. Nothing is sent here.
 */
export function RemoteFollowForm({ handle }: { handle: string }) {
  const intl = useAppIntl();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  // Counts refused submits: each one moves focus back to the field, even when the error already showed.
  const [refusals, setRefusals] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  // After the render that ties the error to the field, so a screen reader reads it together with the label.
  useEffect(() => {
    if (refusals > 0) inputRef.current?.focus();
  }, [refusals]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const host = instanceHostOf(value);
    setInvalid(host === null);
    if (host === null) {
      setRefusals((count) => count + 1);
      return;
    }
    // noopener: the other server's page gets no window.opener reference back to this one.
    window.open(remoteFollowUrl(host, handle), '_blank', 'noopener');
  };

  return (
    <form className="venue-fediverse__form" onSubmit={submit} noValidate>
      <TextField
        ref={inputRef}
        label={intl.formatMessage(messages.instanceLabel)}
        name="instance"
        description={intl.formatMessage(messages.instanceHint)}
        errors={invalid ? [intl.formatMessage(messages.instanceInvalid)] : []}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        maxLength={INSTANCE_MAX}
        inputMode="url"
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        className="venue-fediverse__field"
      />
      <Button type="submit" className="venue-fediverse__follow">
        {intl.formatMessage(messages.follow)}
        <span className="ui-visually-hidden"> {intl.formatMessage(commonMessages.opensInNewTab)}</span>
      </Button>
    </form>
  );
}
