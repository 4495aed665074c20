import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { forbidden } from '../lib/app-error';

const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';

/** Helmet with a CSP that allows the app itself and Razorpay Checkout, nothing else. */
export function securityHeaders(options: {
  production: boolean;
  devServer?: boolean;
}): RequestHandler {
  const dev = options.devServer === true;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Vite's dev server injects an inline React-refresh preamble; the built app has none.
        scriptSrc: dev
          ? ["'self'", "'unsafe-inline'", RAZORPAY_SCRIPT]
          : ["'self'", RAZORPAY_SCRIPT],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: dev
          ? ["'self'", 'ws:', RAZORPAY_API, 'https://lumberjack.razorpay.com']
          : ["'self'", RAZORPAY_API, 'https://lumberjack.razorpay.com'],
        frameSrc: ["'self'", RAZORPAY_API, RAZORPAY_SCRIPT],
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

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site (CSRF), using what browsers always
 * send: Sec-Fetch-Site, and Origin. Requests carrying neither come from non-browser clients,
 * which cannot ride on a visitor's cookie, so they pass.
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
    if (origin !== undefined) {
      const ownOrigin = `${req.protocol}://${req.get('host')}`;
      if (origin !== ownOrigin && origin !== publicOrigin) {
        return next(forbidden('Cross-site request refused'));
      }
    }
    next();
  };
}
