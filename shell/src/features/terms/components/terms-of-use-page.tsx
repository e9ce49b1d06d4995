import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../app/product';

/** When the terms below last changed; shown at the top so returning readers know whether to read again. */
export const TERMS_UPDATED = 'Last updated: 1 May 2025';

/**
 * /terms-of-use/: the terms a visitor agrees to by creating an account ("By continuing you agree to our
 * Terms of Use"). Plain language, one section per topic, headings for navigation by screen readers.
 */
export function TermsOfUsePage() {
  return (
    <article className="terms-page">
      <h1>Terms of Use</h1>
      <p className="terms-page__updated">{TERMS_UPDATED}</p>
      <p>
        These terms govern your use of {PRODUCT_NAME}, a listing service for events and venues in western Massachusetts and
        neighbouring towns in Vermont, New York and Connecticut. By browsing the site or creating an account you agree to them.
        If you do not agree, please do not use the service.
      </p>

      <nav aria-label="Sections of the terms">
        <ol className="terms-page__toc">
          <li><a href="#service">The service</a></li>
          <li><a href="#accounts">Your account</a></li>
          <li><a href="#content">Listings and other content you submit</a></li>
          <li><a href="#acceptable-use">Acceptable use</a></li>
          <li><a href="#listings">Accuracy of listings and third-party links</a></li>
          <li><a href="#subscriptions">Venue claims and subscriptions</a></li>
          <li><a href="#privacy">Privacy</a></li>
          <li><a href="#liability">Disclaimers and limitation of liability</a></li>
          <li><a href="#termination">Suspension and closing an account</a></li>
          <li><a href="#changes">Changes to these terms</a></li>
          <li><a href="#contact">Contact</a></li>
        </ol>
      </nav>

      <section id="service" aria-labelledby="terms-service">
        <h2 id="terms-service">1. The service</h2>
        <p>
          {PRODUCT_NAME} helps people find things to do nearby. Anyone may search and filter events and venues by place, date,
          category, price, age group and in-person or online setting. Without an account, listings for today and tomorrow are
          always viewable; looking further ahead, saving events, venues, searches and addresses needs a free account.
        </p>
        <p>
          Event producers and venue operators can add and update their own listings, and editors review and maintain the
          catalogue. We may change, add or remove features at any time, and we do not promise that the service will always be
          available or free of errors.
        </p>
      </section>

      <section id="accounts" aria-labelledby="terms-accounts">
        <h2 id="terms-accounts">2. Your account</h2>
        <ul>
          <li>You must be at least 13 years old to create an account.</li>
          <li>
            Give a real e-mail address that you control. We use it to sign you in, to reset your password and to send the
            messages you ask for, such as saved-search updates.
          </li>
          <li>
            Keep your password to yourself and choose one you do not use elsewhere. If you sign in through another provider
            (such as Google or Apple), that provider&apos;s terms also apply to the sign-in.
          </li>
          <li>
            You are responsible for what happens under your account. Tell us promptly if you believe someone else has used it.
          </li>
          <li>One person, one account; accounts may not be sold or transferred.</li>
        </ul>
      </section>

      <section id="content" aria-labelledby="terms-content">
        <h2 id="terms-content">3. Listings and other content you submit</h2>
        <p>
          Events, venue details, images, descriptions and messages you submit remain yours. By submitting them you give us a
          non-exclusive, royalty-free, worldwide licence to host, display, adapt (for example, crop an image or shorten a
          description to fit a card), and distribute them as part of the service, including in embeddable calendars, e-mails
          and feeds, for as long as they are listed and for a reasonable time afterwards in backups.
        </p>
        <p>When you submit content you confirm that:</p>
        <ul>
          <li>you have the right to share it, including any photographs and logos;</li>
          <li>it is accurate, and you will update or remove it if an event is changed, postponed or cancelled;</li>
          <li>it does not infringe anyone&apos;s rights or break any law.</li>
        </ul>
        <p>
          We may edit, categorise, decline or remove any listing, for example when it is a duplicate, out of date, outside the
          region or in breach of these terms.
        </p>
      </section>

      <section id="acceptable-use" aria-labelledby="terms-acceptable-use">
        <h2 id="terms-acceptable-use">4. Acceptable use</h2>
        <p>Please do not:</p>
        <ul>
          <li>post listings that are false, misleading, hateful, harassing, sexually explicit or that promote illegal activity;</li>
          <li>post spam, repeated listings, or advertising disguised as events;</li>
          <li>claim a venue you do not represent, or impersonate another person or organisation;</li>
          <li>
            scrape, bulk-download or copy the catalogue by automated means beyond the embeddable calendars and feeds we offer,
            or place unreasonable load on the service;
          </li>
          <li>try to get around access limits, probe for vulnerabilities or reach other users&apos; data.</li>
        </ul>
      </section>

      <section id="listings" aria-labelledby="terms-listings">
        <h2 id="terms-listings">5. Accuracy of listings and third-party links</h2>
        <p>
          Most listings come from producers, venues and public sources. We work to keep them correct, but dates, prices, times
          and accessibility details can change without notice. Please confirm with the organiser before you travel or buy
          tickets. Tickets, live streams and other links lead to websites we do not run; their own terms and privacy policies
          apply, and we are not a party to any purchase you make there.
        </p>
      </section>

      <section id="subscriptions" aria-labelledby="terms-subscriptions">
        <h2 id="terms-subscriptions">6. Venue claims and subscriptions</h2>
        <p>
          A venue operator may claim a venue to manage its page and events. Claims are verified before they take effect, and a
          claimed venue needs an active subscription. The plan, price and the number of active events it allows are shown
          before you subscribe. Payments are handled by our payment provider; you can change or cancel a subscription from the
          payment portal, and it stays active until the end of the period already paid for.
        </p>
      </section>

      <section id="privacy" aria-labelledby="terms-privacy">
        <h2 id="terms-privacy">7. Privacy</h2>
        <p>
          We keep what the service needs to work: your e-mail address, name, sign-in details, saved items, searches and
          addresses, and basic usage data that helps us keep the service secure and count listing views. We do not sell your
          personal information. Saved addresses are used only to run your searches. You can change your details on your{' '}
          <Link to="/account/">account page</Link> and may ask us to export or delete your data at any time.
        </p>
      </section>

      <section id="liability" aria-labelledby="terms-liability">
        <h2 id="terms-liability">8. Disclaimers and limitation of liability</h2>
        <p>
          The service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. To the extent the law allows, we make no
          warranties about the listings or the service, and we are not liable for indirect or consequential losses, for events
          that are changed or cancelled by their organisers, or for anything that happens at an event or venue. Where our
          liability cannot be excluded, it is limited to the amount you paid us in the twelve months before the claim, or
          US$100 if you paid nothing. Nothing in these terms limits rights you have under consumer protection law.
        </p>
      </section>

      <section id="termination" aria-labelledby="terms-termination">
        <h2 id="terms-termination">9. Suspension and closing an account</h2>
        <p>
          You may stop using the service and ask us to close your account at any time. We may suspend or close an account, or
          remove its listings, if it breaks these terms or puts other users or the service at risk. Where reasonable we will
          tell you why and give you a chance to respond.
        </p>
      </section>

      <section id="changes" aria-labelledby="terms-changes">
        <h2 id="terms-changes">10. Changes to these terms</h2>
        <p>
          We may update these terms as the service changes. The date at the top shows the latest version. For significant
          changes we will tell account holders by e-mail or on the site before they take effect. Continuing to use the service
          after that means you accept the new terms.
        </p>
      </section>

      <section id="contact" aria-labelledby="terms-contact">
        <h2 id="terms-contact">11. Contact</h2>
        <p>
          Questions about these terms, a listing or your data? Producers and venue operators can reach us through the support
          form on their management pages; anyone else can write to the support address given in the e-mails we send. These
          terms are governed by the laws of the Commonwealth of Massachusetts.
        </p>
      </section>
    </article>
  );
}
