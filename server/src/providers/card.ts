// The simulated card provider as its own Hono app, served on a second origin (its own port) so the
// storefront's card iframe is cross-origin like a real provider's:
//   GET  /api/v1.5/cdn/card?sessionKey=...&parentOrigin=...   the iframe page (card-page.ts)
//   POST /api/v1.5/cdn/card/tokenize                          the page's card -> payment key
//   GET  /uplift/widget.js                                    the installment provider's widget
// It shares the store with the API (card-gateway.ts), as a provider's back office would be reached
// by the storefront's server. Every answer carries the storefront's security headers (http/headers.ts
// providerHeaders): only the card page may be framed, and only by its storefront. Nothing is charged.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { onAppError } from '../http/busy.js';
import { type ProviderHeaderOptions, providerHeaders } from '../http/headers.js';
import { BODY_LIMITS, limitBody } from '../http/limits.js';
import { type Logger, requestLog, silentLogger } from '../http/logging.js';
import { cardGateway } from './card-gateway.js';
import { CARD_PAGE_PATH, CARD_SESSION_UNKNOWN, cardPageHtml, TOKENIZE_PATH } from './card-page.js';
import { UPLIFT_WIDGET_PATH } from './installment.js';
import { UPLIFT_WIDGET_SCRIPT } from './installment-widget.js';

const validOrigin = (value: string | undefined): string | null =>
  value && /^https?:\/\/[^/\s]+$/.test(value) ? value : null;

export function createCardProviderApp(
  services: Parameters<typeof cardGateway>[0] & {
    readonly options?: Partial<ProviderHeaderOptions>;
  },
  logger: Logger = silentLogger,
): Hono {
  const gateway = cardGateway(services);
  const app = new Hono();
  app.onError(onAppError(logger));
  // Logged like the API's requests: the path only (the card page's query names its card session).
  app.use(requestLog(logger));
  // Every answer: nosniff, referrer policy, HSTS when on; frame denial and a closed policy on all but
  // the card page, whose own policy lets its storefront frame it.
  const { hsts = false, trustProxy = false, cardProviderOrigin = '' } = services.options ?? {};
  app.use(providerHeaders({ hsts, trustProxy, cardProviderOrigin }));
  // The card page posts a few short fields; nothing larger is read.
  app.use(limitBody(BODY_LIMITS.form));

  app.get(CARD_PAGE_PATH, async (c) => {
    const sessionKey = c.req.query('sessionKey') ?? null;
    const session = sessionKey ? await gateway.session(sessionKey) : undefined;
    const targetOrigin = session?.storefrontOrigin ?? validOrigin(c.req.query('parentOrigin'));
    const nonce = randomBytes(16).toString('base64');
    c.header(
      'Content-Security-Policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; form-action 'none'; frame-ancestors ${targetOrigin ?? "'none'"}`,
    );
    c.header('Cache-Control', 'no-store');
    return c.html(
      cardPageHtml(
        {
          sessionKey,
          targetOrigin,
          amount: session?.amount ?? null,
          error: session ? null : CARD_SESSION_UNKNOWN,
          tokenizeUrl: TOKENIZE_PATH,
        },
        nonce,
      ),
    );
  });

  app.post(TOKENIZE_PATH, async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const sessionKey = typeof body?.sessionKey === 'string' ? body.sessionKey : '';
    const result = await gateway.tokenize(sessionKey, {
      cardNumber: String(body?.cardNumber ?? ''),
      expiryMonth: Number(body?.expiryMonth),
      expiryYear: Number(body?.expiryYear),
      securityCode: String(body?.securityCode ?? ''),
    });
    if ('sessionUnknown' in result)
      return c.json({ errors: [CARD_SESSION_UNKNOWN], sessionExpired: true }, 409);
    if ('errors' in result) return c.json({ errors: result.errors }, 400);
    const { paymentKey, card } = { paymentKey: result.paymentKey.paymentKey, card: result.paymentKey.card };
    return c.json({
      paymentKey,
      attributes: [
        { Key: 'CardIssuer', Value: card.brand },
        { Key: 'MaskedCardNumber', Value: card.maskedCardNumber },
        {
          Key: 'ExpirationDate',
          Value: `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear % 100}`,
        },
      ],
    });
  });

  app.get(UPLIFT_WIDGET_PATH, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Access-Control-Allow-Origin', '*');
    return c.body(UPLIFT_WIDGET_SCRIPT);
  });

  app.all('*', (c) => c.text('Not found', 404));
  return app;
}
