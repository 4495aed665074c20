/**
 * An address on the site itself (the payment sandbox's page, a booking's page) as a path, so a
 * redirect keeps the visitor on the host they came by; any other address (the gateway's hosted
 * page) as it is.
 */
export function ownPath(url: string, publicUrl: string): string {
  const target = new URL(url, publicUrl);
  return target.origin === new URL(publicUrl).origin
    ? `${target.pathname}${target.search}`
    : target.href;
}
