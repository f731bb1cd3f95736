// The one SDK client of the app. Every API call goes through it: it sends the XSRF token, raises
// StorefrontApiError on failures, and its events keep the shell in step (idle timer, mini-cart,
// analytics, sign-in).
import { createStorefrontClient } from '@boxoffice/sdk';

export const api = createStorefrontClient({ baseUrl: '/api' });
