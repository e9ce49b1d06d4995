import { defineMessages, type NoMessageValues, type IntlShape } from '@formatjs/intl';
import { CLAIM_PATHS } from '@events/contracts/claims';
import { serverIntl } from '../../common/i18n/server-intl.js';
import { type MailBlock, type RenderedMail, renderMailTemplate } from '../mail/mail-template.js';

/** The claim flow's mails (spec section 4): received with the activation instructions, verified, rejected with the reason. */
export type ClaimMail = { readonly subject: string } & RenderedMail;

export type ClaimMailContext = {
  /** null: the venue is gone (the mail then says "your venue"). */
  readonly venueName: string | null;
  readonly origin: string;
  readonly supportAddress: string;
  /** Stripe on: subscribe online; off: a person sets the plan. */
  readonly onlineBilling: boolean;
  /** The claimant's saved language (issue 31): null reads English. */
  readonly language?: string | null;
};

/** The claim mails' words, in the claimant's language; the venue's name is its own. */
const messages = defineMessages<{
  activationOnline: NoMessageValues;
  activationByMail: { supportAddress: string };
  subscriptionButton: NoMessageValues;
  claimsButton: NoMessageValues;
  receivedSubject: { venueName: string };
  receivedTitle: NoMessageValues;
  receivedPreview: { venueName: string };
  receivedClaimed: { venueName: string; verified: 'yes' | 'no' };
  receivedOnceVerified: { steps: string };
  receivedWhy: NoMessageValues;
  verifiedSubject: { venueName: string };
  verifiedTitle: NoMessageValues;
  verifiedPreview: { venueName: string };
  verifiedManage: { venueName: string };
  rejectedSubject: { venueName: string };
  rejectedTitle: NoMessageValues;
  rejectedExplains: { venueName: string };
  questions: { supportAddress: string };
  yourVenue: NoMessageValues;
}>({
  activationOnline: {
    id: 'mail.claims.activation.online',
    defaultMessage:
      'To activate your producer tools, choose a plan for the venue on the subscription page; once it is active, Events and Add Event appear in your account menu.',
  },
  activationByMail: {
    id: 'mail.claims.activation.byMail',
    defaultMessage:
      'To activate your producer tools, write to {supportAddress} to choose a plan for the venue; once it is active, Events and Add Event appear in your account menu.',
  },
  subscriptionButton: { id: 'mail.claims.subscriptionButton', defaultMessage: 'Your subscription' },
  claimsButton: { id: 'mail.claims.claimsButton', defaultMessage: 'Your claims' },
  receivedSubject: { id: 'mail.claims.received.subject', defaultMessage: 'Your claim of {venueName}' },
  receivedTitle: { id: 'mail.claims.received.title', defaultMessage: 'We received your venue claim' },
  receivedPreview: { id: 'mail.claims.received.preview', defaultMessage: 'Activation instructions for {venueName}' },
  receivedClaimed: {
    id: 'mail.claims.received.claimed',
    defaultMessage:
      'You claimed {venueName}. {verified, select, yes {Your e-mail address matches the venue, so your claim is already verified.} other {An editor will check your claim shortly; we will write to you when it is verified.}}',
  },
  receivedOnceVerified: { id: 'mail.claims.received.onceVerified', defaultMessage: 'Once your claim is verified: {steps}' },
  receivedWhy: { id: 'mail.claims.received.why', defaultMessage: 'You get this mail because you claimed a venue on our site.' },
  verifiedSubject: { id: 'mail.claims.verified.subject', defaultMessage: 'Your claim of {venueName} is verified' },
  verifiedTitle: { id: 'mail.claims.verified.title', defaultMessage: 'Your venue claim is verified' },
  verifiedPreview: { id: 'mail.claims.verified.preview', defaultMessage: 'You now manage {venueName}' },
  verifiedManage: { id: 'mail.claims.verified.manage', defaultMessage: 'You now manage {venueName}.' },
  rejectedSubject: { id: 'mail.claims.rejected.subject', defaultMessage: 'Your claim of {venueName} was not accepted' },
  rejectedTitle: { id: 'mail.claims.rejected.title', defaultMessage: 'Your venue claim was not accepted' },
  rejectedExplains: { id: 'mail.claims.rejected.explains', defaultMessage: 'We could not accept your claim of {venueName}. The editor explains:' },
  questions: { id: 'mail.claims.questions', defaultMessage: 'Questions? Write to {supportAddress}.' },
  yourVenue: { id: 'mail.claims.yourVenue', defaultMessage: 'your venue' },
});

const venueNameOf = (context: ClaimMailContext, intl: IntlShape): string => context.venueName ?? intl.formatMessage(messages.yourVenue);

function activationSteps(context: ClaimMailContext, intl: IntlShape): string {
  return context.onlineBilling
    ? intl.formatMessage(messages.activationOnline)
    : intl.formatMessage(messages.activationByMail, { supportAddress: context.supportAddress });
}

function subscriptionButton(context: ClaimMailContext, intl: IntlShape): MailBlock {
  return { kind: 'button', label: intl.formatMessage(messages.subscriptionButton), url: `${context.origin}/subscription/manage/` };
}

/**
 * A claimant verified at once manages the venue and may open the subscription page; one still waiting for an editor
 * may not (the page answers "not available to your account"), so their button leads to My Claims, where the claim
 * stands.
 */
function claimReceivedButton(context: ClaimMailContext, verified: boolean, intl: IntlShape): MailBlock {
  return verified
    ? subscriptionButton(context, intl)
    : { kind: 'button', label: intl.formatMessage(messages.claimsButton), url: `${context.origin}${CLAIM_PATHS.mine}` };
}

export async function claimReceivedMail(context: ClaimMailContext, verified: boolean): Promise<ClaimMail> {
  const intl = serverIntl(context.language);
  const venueName = venueNameOf(context, intl);
  const title = intl.formatMessage(messages.receivedTitle);
  const steps = activationSteps(context, intl);
  return {
    subject: intl.formatMessage(messages.receivedSubject, { venueName }),
    ...(await renderMailTemplate({
      title,
      preview: intl.formatMessage(messages.receivedPreview, { venueName }),
      blocks: [
        { kind: 'heading', text: title },
        { kind: 'paragraph', text: intl.formatMessage(messages.receivedClaimed, { venueName, verified: verified ? 'yes' : 'no' }) },
        // Told before the claim is decided, the steps wait on the editor: they are for a verified claim.
        { kind: 'paragraph', text: verified ? steps : intl.formatMessage(messages.receivedOnceVerified, { steps }) },
        claimReceivedButton(context, verified, intl),
        { kind: 'small', text: intl.formatMessage(messages.receivedWhy) },
      ],
    })),
  };
}

export async function claimVerifiedMail(context: ClaimMailContext): Promise<ClaimMail> {
  const intl = serverIntl(context.language);
  const venueName = venueNameOf(context, intl);
  const title = intl.formatMessage(messages.verifiedTitle);
  return {
    subject: intl.formatMessage(messages.verifiedSubject, { venueName }),
    ...(await renderMailTemplate({
      title,
      preview: intl.formatMessage(messages.verifiedPreview, { venueName }),
      blocks: [
        { kind: 'heading', text: title },
        { kind: 'paragraph', text: intl.formatMessage(messages.verifiedManage, { venueName }) },
        { kind: 'paragraph', text: activationSteps(context, intl) },
        subscriptionButton(context, intl),
      ],
    })),
  };
}

export async function claimRejectedMail(context: ClaimMailContext, explanation: string): Promise<ClaimMail> {
  const intl = serverIntl(context.language);
  const venueName = venueNameOf(context, intl);
  const title = intl.formatMessage(messages.rejectedTitle);
  return {
    subject: intl.formatMessage(messages.rejectedSubject, { venueName }),
    ...(await renderMailTemplate({
      title,
      // The editor's own words, as written.
      preview: explanation.slice(0, 120),
      blocks: [
        { kind: 'heading', text: title },
        { kind: 'paragraph', text: intl.formatMessage(messages.rejectedExplains, { venueName }) },
        { kind: 'paragraph', text: explanation },
        { kind: 'small', text: intl.formatMessage(messages.questions, { supportAddress: context.supportAddress }) },
      ],
    })),
  };
}
