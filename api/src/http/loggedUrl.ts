/**
 * A request's address as the logs keep it: the secrets that links carry in their address (a booked
 * visit's, a subscription's token) masked, so whoever reads the logs cannot cancel a visit or
 * unsubscribe someone with them.
 */
export function loggedUrl(url: string): string {
  return url
    .replace(/([?&](?:booking|token)=)[^&#]*/g, '$1[redacted]')
    .replace(/(\/api\/visits\/bookings\/)[^/?#]+/, '$1[redacted]');
}
