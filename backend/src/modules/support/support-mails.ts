import { defineMessages, type NoMessageValues } from '@formatjs/intl';
import { serverIntl } from '../../common/i18n/server-intl.js';
import { type RenderedMail, renderMailTemplate } from '../mail/mail-template.js';

/** The acknowledgement of a contact form message, mailed to the sender's account (issue 31: in their language). */
export type SupportAcknowledgement = { readonly subject: string } & RenderedMail;

const messages = defineMessages<{
  subject: NoMessageValues;
  hello: NoMessageValues;
  received: { replyTo: string };
  why: { supportAddress: string };
}>({
  subject: { id: 'mail.support.acknowledgement.subject', defaultMessage: 'We received your message' },
  hello: { id: 'mail.support.acknowledgement.hello', defaultMessage: 'Hello,' },
  received: {
    id: 'mail.support.acknowledgement.received',
    defaultMessage: 'Thank you for writing to us. We received your message and will reply to {replyTo}.',
  },
  why: {
    id: 'mail.support.acknowledgement.why',
    defaultMessage: 'You get this mail because your account sent a message with our contact form. Questions? Write to {supportAddress}.',
  },
});

/**
 * Fixed words and the validated reply address only: the sender's name and message are not repeated, so the form
 * cannot be used to mail someone else's text.
 */
export async function supportAcknowledgementMail(input: { readonly replyTo: string; readonly supportAddress: string }, language: string | null): Promise<SupportAcknowledgement> {
  const intl = serverIntl(language);
  const subject = intl.formatMessage(messages.subject);
  const received = intl.formatMessage(messages.received, { replyTo: input.replyTo });
  return {
    subject,
    ...(await renderMailTemplate({
      title: subject,
      preview: received,
      blocks: [
        { kind: 'paragraph', text: intl.formatMessage(messages.hello) },
        { kind: 'paragraph', text: received },
        { kind: 'small', text: intl.formatMessage(messages.why, { supportAddress: input.supportAddress }) },
      ],
    })),
  };
}
