import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { forbidden } from '../lib/app-error';

const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_FRAMES = ['https://api.razorpay.com', RAZORPAY_SCRIPT];
const RAZORPAY_CONNECT = ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'];

/** Paths whose pages never open a payment: the API, uploads, sign-in and the staff portal. */
const NO_PAYMENT_PAGES = /^\/(api|uploads|login|staff)(\/|$)/;

function helmetWith(options: {
  production: boolean;
  dev: boolean;
  razorpay: boolean;
  inlineScripts: string[];
}) {
  const { dev, razorpay } = options;
  const ifRazorpay = (sources: string[]) => (razorpay ? sources : []);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Vite's dev server injects an inline React-refresh preamble; the built app has none.
        scriptSrc: [
          "'self'",
          // The built pages' one inline script (the theme), allowed by its hash alone.
          ...options.inlineScripts,
          ...(dev ? ["'unsafe-inline'"] : []),
          ...ifRazorpay([RAZORPAY_SCRIPT]),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(dev ? ['ws:'] : []), ...ifRazorpay(RAZORPAY_CONNECT)],
        frameSrc: ["'self'", ...ifRazorpay(RAZORPAY_FRAMES)],
        // The booking form's robot check solves in Web Workers built as our own files, so no
        // blob: workers (ALTCHA's default bundle needs them) and none from script-src's hosts.
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The menu dialog frames our own PDFs; cross-origin isolation would block Razorpay's frame.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.production,
  });
}

/**
 * Helmet with a CSP that allows the app itself and, only where a payment can be opened, Razorpay
 * Checkout: on the public pages (the SPA may route any of them to /corporate without a reload),
 * and only when Razorpay is the gateway. The sandbox's checkout is our own script.
 */
export function securityHeaders(options: {
  production: boolean;
  devServer?: boolean;
  razorpayCheckout?: boolean;
  /** CSP hashes of the built pages' inline scripts (seo/critical-head.ts). */
  inlineScripts?: string[];
}): RequestHandler {
  const dev = options.devServer === true;
  const base = { production: options.production, dev, inlineScripts: options.inlineScripts ?? [] };
  const plain = helmetWith({ ...base, razorpay: false });
  if (!options.razorpayCheckout) return plain;
  const withCheckout = helmetWith({ ...base, razorpay: true });
  return (req, res, next) =>
    (NO_PAYMENT_PAGES.test(req.path) ? plain : withCheckout)(req, res, next);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site (CSRF), using what browsers always
 * send: Sec-Fetch-Site, and Origin. Requests carrying neither come from non-browser clients,
 * which cannot ride on a visitor's cookie, so they pass. A page's own form posted under our
 * Referrer-Policy (no-referrer) says `Origin: null`; its Sec-Fetch-Site still says same-origin,
 * and only that pair lets a null origin through.
 */
export function sameOriginWrites(options: { publicUrl: string }): RequestHandler {
  const publicOrigin = new URL(options.publicUrl).origin;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      return next(forbidden('Cross-site request refused'));
    }
    const origin = req.get('origin');
    const ownFormWithoutReferrer = origin === 'null' && fetchSite === 'same-origin';
    if (origin !== undefined && !ownFormWithoutReferrer) {
      const ownOrigin = `${req.protocol}://${req.get('host')}`;
      if (origin !== ownOrigin && origin !== publicOrigin) {
        return next(forbidden('Cross-site request refused'));
      }
    }
    next();
  };
}
