import { MessagingConsentCheckbox } from '@/components/reservations/messaging-consent-checkbox';
import { useSetMessagingConsent } from '../api/messaging-consent';

/** The manage page's box: saved as soon as it is ticked or unticked. */
export function ManageMessagingConsent({ token, consent }: { token: string; consent: boolean }) {
  const save = useSetMessagingConsent(token);
  return (
    <MessagingConsentCheckbox
      id="messagingConsent"
      checked={save.isPending && save.variables !== undefined ? save.variables : consent}
      disabled={save.isPending}
      onChange={(event) => save.mutate(event.target.checked)}
    />
  );
}
