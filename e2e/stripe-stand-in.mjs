// A local HTTP server standing in for Stripe during the end-to-end run: the API calls the backend makes (Checkout and
// customer-portal sessions), the hosted pages the browser is sent to, and the signed checkout.session.completed
// webhook Stripe sends once the customer pays. Plain JavaScript so the Playwright web server starts it with node.
//   node e2e/stripe-stand-in.mjs --port 4418 --webhook http://localhost:4411/events/api/v1/billing/stripe/webhook/ --secret whsec_...
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { port: { type: 'string' }, webhook: { type: 'string' }, secret: { type: 'string' } } });
const port = Number(values.port);
const webhookUrl = values.webhook ?? '';
const secret = values.secret ?? '';
if (!Number.isInteger(port) || webhookUrl === '' || secret === '') throw new Error('Usage: --port N --webhook URL --secret whsec_...');

const origin = `http://127.0.0.1:${port}`;
/** @type {Map<string, URLSearchParams>} the Checkout sessions made, by id */
const checkouts = new Map();
/** @type {Map<string, URLSearchParams>} the portal sessions made, by id */
const portals = new Map();
let counter = 0;

/** @param {import('node:http').IncomingMessage} req */
function readBody(req) {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk.toString('utf8')));
    req.on('end', () => resolve(text));
  });
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** @param {string} title @param {string} body */
const page = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

/** Stripe's signature header: t=<seconds>,v1=<HMAC-SHA256 of "t.payload" with the endpoint secret>. */
function signature(payload) {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
}

/** What Stripe sends once the customer pays: checkout.session.completed with the session's metadata. */
async function completeCheckout(id, session) {
  const metadata = {};
  for (const [key, value] of session) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  const payload = JSON.stringify({
    id: `evt_e2e_${++counter}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    api_version: '2025-01-01',
    data: { object: { id, object: 'checkout.session', customer: session.get('customer') ?? `cus_e2e_${counter}`, subscription: `sub_e2e_${counter}`, metadata } },
  });
  return fetch(webhookUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature(payload) }, body: payload });
}

const server = createServer((req, res) => {
  void readBody(req).then(async (text) => {
    const url = new URL(req.url ?? '/', origin);
    const html = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    const json = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const pay = /^\/pay\/(cs_e2e_\d+)$/.exec(url.pathname);
    const portal = /^\/portal\/(bps_e2e_\d+)$/.exec(url.pathname);
    if (url.pathname === '/health') return html(200, 'ok');
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_e2e_${++counter}`;
      checkouts.set(id, new URLSearchParams(text));
      return json(200, { id, object: 'checkout.session', url: `${origin}/pay/${id}` });
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const id = `bps_e2e_${++counter}`;
      portals.set(id, new URLSearchParams(text));
      return json(200, { id, object: 'billing_portal.session', url: `${origin}/portal/${id}` });
    }
    const session = pay?.[1] ? checkouts.get(pay[1]) : undefined;
    if (pay?.[1] && session && req.method === 'GET') {
      return html(
        200,
        page(
          'Checkout stand-in',
          `<p>Price ${escapeHtml(session.get('line_items[0][price]') ?? '')} for venue ${escapeHtml(session.get('metadata[venue_id]') ?? '')}</p>` +
            `<form method="post"><button type="submit">Pay</button></form><p><a href="${escapeHtml(session.get('cancel_url') ?? '/')}">Back</a></p>`,
        ),
      );
    }
    if (pay?.[1] && session && req.method === 'POST') {
      const delivered = await completeCheckout(pay[1], session);
      if (!delivered.ok) return html(502, page('Webhook refused', `<p>${delivered.status} ${escapeHtml(await delivered.text())}</p>`));
      res.writeHead(303, { Location: session.get('success_url') ?? '/' });
      return res.end();
    }
    const portalSession = portal?.[1] ? portals.get(portal[1]) : undefined;
    if (portalSession) {
      return html(
        200,
        page('Customer portal stand-in', `<p>Customer ${escapeHtml(portalSession.get('customer') ?? '')}</p><p><a href="${escapeHtml(portalSession.get('return_url') ?? '/')}">Return</a></p>`),
      );
    }
    return json(404, { error: { message: `No such route: ${req.method} ${url.pathname}`, type: 'invalid_request_error' } });
  });
});

server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
