import { FEDIVERSE_MESSAGES, INSTANCE_MAX, instanceHostOf, remoteFollowUrl } from '@events/contracts/federation';
import { Button } from '@events/ui/button';
import { TextField } from '@events/ui/text-field';
import { useEffect, useRef, useState, type FormEvent } from 'react';

/**
 * Follow from the visitor's own server: they name it (a host, an address or their own handle) and its follow page
 * opens in a new tab with this venue's handle, where they confirm while signed in there. Nothing is sent here.
 */
export function RemoteFollowForm({ handle }: { handle: string }) {
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
        label={FEDIVERSE_MESSAGES.instanceLabel}
        name="instance"
        description={FEDIVERSE_MESSAGES.instanceHint}
        errors={invalid ? [FEDIVERSE_MESSAGES.instanceInvalid] : []}
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
        {FEDIVERSE_MESSAGES.follow}
        <span className="ui-visually-hidden"> {FEDIVERSE_MESSAGES.opensInNewTab}</span>
      </Button>
    </form>
  );
}
