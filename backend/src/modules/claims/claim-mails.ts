import { CLAIM_PATHS } from '@events/contracts/claims';
import { type MailBlock, type RenderedMail, renderMailTemplate } from '../mail/mail-template.js';

/** The claim flow's mails (spec section 4): received with the activation instructions, verified, rejected with the reason. */
export type ClaimMail = { readonly subject: string } & RenderedMail;

export type ClaimMailContext = {
  readonly venueName: string;
  readonly origin: string;
  readonly supportAddress: string;
  /** Stripe on: subscribe online; off: a person sets the plan. */
  readonly onlineBilling: boolean;
};

function activationSteps(context: ClaimMailContext): string {
  return context.onlineBilling
    ? 'To activate your producer tools, choose a plan for the venue on the subscription page; once it is active, Events and Add Event appear in your account menu.'
    : `To activate your producer tools, write to ${context.supportAddress} to choose a plan for the venue; once it is active, Events and Add Event appear in your account menu.`;
}

function subscriptionButton(context: ClaimMailContext): MailBlock {
  return { kind: 'button', label: 'Your subscription', url: `${context.origin}/subscription/manage/` };
}

/**
 * A claimant verified at once manages the venue and may open the subscription page; one still waiting for an editor
 * may not (the page answers "not available to your account"), so their button leads to My Claims, where the claim
 * stands.
 */
function claimReceivedButton(context: ClaimMailContext, verified: boolean): MailBlock {
  return verified ? subscriptionButton(context) : { kind: 'button', label: 'Your claims', url: `${context.origin}${CLAIM_PATHS.mine}` };
}

export async function claimReceivedMail(context: ClaimMailContext, verified: boolean): Promise<ClaimMail> {
  const subject = `Your claim of ${context.venueName}`;
  const status = verified
    ? 'Your e-mail address matches the venue, so your claim is already verified.'
    : 'An editor will check your claim shortly; we will write to you when it is verified.';
  return {
    subject,
    ...(await renderMailTemplate({
      title: 'We received your venue claim',
      preview: `Activation instructions for ${context.venueName}`,
      blocks: [
        { kind: 'heading', text: 'We received your venue claim' },
        { kind: 'paragraph', text: `You claimed ${context.venueName}. ${status}` },
        // Told before the claim is decided, the steps wait on the editor: they are for a verified claim.
        { kind: 'paragraph', text: verified ? activationSteps(context) : `Once your claim is verified: ${activationSteps(context)}` },
        claimReceivedButton(context, verified),
        { kind: 'small', text: 'You get this mail because you claimed a venue on our site.' },
      ],
    })),
  };
}

export async function claimVerifiedMail(context: ClaimMailContext): Promise<ClaimMail> {
  return {
    subject: `Your claim of ${context.venueName} is verified`,
    ...(await renderMailTemplate({
      title: 'Your venue claim is verified',
      preview: `You now manage ${context.venueName}`,
      blocks: [
        { kind: 'heading', text: 'Your venue claim is verified' },
        { kind: 'paragraph', text: `You now manage ${context.venueName}.` },
        { kind: 'paragraph', text: activationSteps(context) },
        subscriptionButton(context),
      ],
    })),
  };
}

export async function claimRejectedMail(context: ClaimMailContext, explanation: string): Promise<ClaimMail> {
  return {
    subject: `Your claim of ${context.venueName} was not accepted`,
    ...(await renderMailTemplate({
      title: 'Your venue claim was not accepted',
      preview: explanation.slice(0, 120),
      blocks: [
        { kind: 'heading', text: 'Your venue claim was not accepted' },
        { kind: 'paragraph', text: `We could not accept your claim of ${context.venueName}. The editor explains:` },
        { kind: 'paragraph', text: explanation },
        { kind: 'small', text: `Questions? Write to ${context.supportAddress}.` },
      ],
    })),
  };
}
