// The server sets a readable cookie beside the staff session cookie (which scripts cannot read):
// without it nobody can be signed in, so a diner's page never asks who is.
const SIGNED_IN_HINT = 'tr_staff=1';

export function maySignedIn(): boolean {
  return document.cookie.split('; ').includes(SIGNED_IN_HINT);
}

export function forgetSignedInHint(): void {
  // Absent outside a browser (unit tests); the server clears it too on its next answer.
  if (typeof document === 'undefined') return;
  document.cookie = 'tr_staff=; Max-Age=0; path=/; SameSite=Lax';
}
