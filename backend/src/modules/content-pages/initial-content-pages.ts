import type { ContentPageSlug } from '@events/contracts/content-pages';

/** A content page as the product ships it, before any superuser rewrites it. */
export type InitialContentPage = { readonly slug: ContentPageSlug; readonly title: string; readonly body: string; readonly updated: string };

/**
 * The pages a new installation starts with, written on the content page rules (CONTENT_PAGE_RULES): the seeder adds
 * each one that is missing, and never touches a page once it exists. `updated` is when the text was written.
 */
export const INITIAL_CONTENT_PAGES: readonly InitialContentPage[] = [
  {
    slug: 'terms-of-use',
    title: 'Terms of Use',
    updated: '2025-05-01T12:00:00Z',
    body: `
<p>These terms govern your use of Berkshires &amp; Beyond, a listing service for events and venues in western Massachusetts and neighbouring towns in Vermont, New York and Connecticut. By browsing the site or creating an account you agree to them. If you do not agree, please do not use the service.</p>
<h2>1. The service</h2>
<p>Berkshires &amp; Beyond helps people find things to do nearby. Anyone may search and filter events and venues by place, date, category, price, age group and in-person or online setting. Without an account, listings for today and tomorrow are always viewable; looking further ahead, saving events, venues, searches and addresses needs a free account.</p>
<p>Event producers and venue operators can add and update their own listings, and editors review and maintain the catalogue. We may change, add or remove features at any time, and we do not promise that the service will always be available or free of errors.</p>
<h2>2. Your account</h2>
<ul>
<li>You must be at least 13 years old to create an account.</li>
<li>Give a real e-mail address that you control. We use it to sign you in, to reset your password and to send the messages you ask for, such as saved-search updates.</li>
<li>Keep your password to yourself and choose one you do not use elsewhere. If you sign in through another provider (such as Google or Apple), that provider's terms also apply to the sign-in.</li>
<li>You are responsible for what happens under your account. Tell us promptly if you believe someone else has used it.</li>
<li>One person, one account; accounts may not be sold or transferred.</li></ul>
<h2>3. Listings and other content you submit</h2>
<p>Events, venue details, images, descriptions and messages you submit remain yours. By submitting them you give us a non-exclusive, royalty-free, worldwide licence to host, display, adapt (for example, crop an image or shorten a description to fit a card), and distribute them as part of the service, including in embeddable calendars, e-mails and feeds, for as long as they are listed and for a reasonable time afterwards in backups.</p>
<p>When you submit content you confirm that:</p>
<ul>
<li>you have the right to share it, including any photographs and logos;</li>
<li>it is accurate, and you will update or remove it if an event is changed, postponed or cancelled;</li>
<li>it does not infringe anyone's rights or break any law.</li></ul>
<p>We may edit, categorise, decline or remove any listing, for example when it is a duplicate, out of date, outside the region or in breach of these terms.</p>
<h2>4. Acceptable use</h2>
<p>Please do not:</p>
<ul>
<li>post listings that are false, misleading, hateful, harassing, sexually explicit or that promote illegal activity;</li>
<li>post spam, repeated listings, or advertising disguised as events;</li>
<li>claim a venue you do not represent, or impersonate another person or organisation;</li>
<li>scrape, bulk-download or copy the catalogue by automated means beyond the embeddable calendars and feeds we offer, or place unreasonable load on the service;</li>
<li>try to get around access limits, probe for vulnerabilities or reach other users' data.</li></ul>
<h2>5. Accuracy of listings and third-party links</h2>
<p>Most listings come from producers, venues and public sources. We work to keep them correct, but dates, prices, times and accessibility details can change without notice. Please confirm with the organiser before you travel or buy tickets. Tickets, live streams and other links lead to websites we do not run; their own terms and privacy policies apply, and we are not a party to any purchase you make there.</p>
<h2>6. Venue claims and subscriptions</h2>
<p>A venue operator may claim a venue to manage its page and events. Claims are verified before they take effect, and a claimed venue needs an active subscription. The plan, price and the number of active events it allows are shown before you subscribe. Payments are handled by our payment provider; you can change or cancel a subscription from the payment portal, and it stays active until the end of the period already paid for.</p>
<h2>7. Privacy</h2>
<p>We keep what the service needs to work: your e-mail address, name, sign-in details, saved items, searches and addresses, and basic usage data that helps us keep the service secure and count listing views. We do not sell your personal information. Saved addresses are used only to run your searches. You can change your details on your <a href="/account/" rel="noopener noreferrer nofollow">account page</a> and may ask us to export or delete your data at any time.</p>
<h2>8. Disclaimers and limitation of liability</h2>
<p>The service is provided “as is” and “as available”. To the extent the law allows, we make no warranties about the listings or the service, and we are not liable for indirect or consequential losses, for events that are changed or cancelled by their organisers, or for anything that happens at an event or venue. Where our liability cannot be excluded, it is limited to the amount you paid us in the twelve months before the claim, or US$100 if you paid nothing. Nothing in these terms limits rights you have under consumer protection law.</p>
<h2>9. Suspension and closing an account</h2>
<p>You may stop using the service and ask us to close your account at any time. We may suspend or close an account, or remove its listings, if it breaks these terms or puts other users or the service at risk. Where reasonable we will tell you why and give you a chance to respond.</p>
<h2>10. Changes to these terms</h2>
<p>We may update these terms as the service changes. The date at the top shows the latest version. For significant changes we will tell account holders by e-mail or on the site before they take effect. Continuing to use the service after that means you accept the new terms.</p>
<h2>11. Contact</h2>
<p>Questions about these terms, a listing or your data? Producers and venue operators can reach us through the support form on their management pages; anyone else can write to the support address given in the e-mails we send. These terms are governed by the laws of the Commonwealth of Massachusetts.</p>
`,
  },
  {
    slug: 'about',
    title: 'About Berkshires & Beyond',
    updated: '2026-11-28T12:00:00Z',
    body: `
<p>Berkshires &amp; Beyond lists what is on in western Massachusetts and the neighbouring towns of Vermont, New York and Connecticut: concerts and contra dances, farmers markets, story hours, gallery openings, support groups and trail walks, with the venues that hold them.</p>
<h2>Who writes the listings</h2>
<p>Venues and event producers post their own events, most of them every week. Editors check new venues and claims, merge duplicates and keep the catalogue tidy. Anyone with an account can <a href="/manage/venues/suggest/">suggest a venue</a> we are missing.</p>
<h2>For venues and producers</h2>
<ul>
<li>Claim your venue from its page to manage its details and events.</li>
<li>Post one-off or recurring events; they appear in searches, e-mail alerts and feeds.</li>
<li>Embed a calendar of your events on your own website and see who visits it.</li>
</ul>
<h2>For everyone else</h2>
<p>Search by town, date, category, price, age group and in person or online, save events and venues, and get an e-mail when a saved search finds something new. See <a href="/help/">Help</a> for how.</p>
`,
  },
  {
    slug: 'help',
    title: 'Help',
    updated: '2026-11-28T12:00:00Z',
    body: `
<p>Answers to what people ask most. Cannot find yours? Producers and venue operators can write to us from <a href="/manage/support/submit/">Contact Support</a>.</p>
<h2>Finding events</h2>
<ul>
<li><strong>Where:</strong> pick a town or use your location; results are sorted by date and show the distance.</li>
<li><strong>When:</strong> today and tomorrow are open to everyone; looking further ahead needs a free account.</li>
<li><strong>What:</strong> narrow by category, price, age group, and in person or online. The map shows the venues of the results.</li>
</ul>
<h2>Saving and alerts</h2>
<p>With an account, save events and venues, keep an address book for distance searches, and save a search. A saved search can send you an e-mail when new events match it; every alert has a one-click unsubscribe link.</p>
<h2>Venues and producers</h2>
<h3>Claiming a venue</h3>
<p>Open the venue's page and choose <em>Claim this venue</em>. An editor checks the claim; you will get an e-mail either way, and you can follow it under My Claims.</p>
<h3>Posting events</h3>
<p>Once your claim is approved, add events from My Events or from your venue's page. Your plan sets how many active events each venue may have.</p>
<h3>Calendars on your website</h3>
<p>Under My Calendars, build a calendar from your events or a saved search and copy its embed code. My Venue Data shows the visits it brings.</p>
<h2>Your account</h2>
<p>Change your name, e-mail address, password and alert settings on your <a href="/account/">account page</a>. The <a href="/terms-of-use/">Terms of Use</a> say how we look after your data.</p>
`,
  },
];
