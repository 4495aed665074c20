import type { InputHTMLAttributes } from 'react';
import { MESSAGING_CONSENT_LABEL } from '@shared/domain/messaging';
import { cn } from '@/lib/cn';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string };

/**
 * 'Send updates on WhatsApp / SMS to this number': unticked unless the diner ticks it. The
 * booking form, the form without JavaScript, the waitlist and the manage page ask it alike.
 */
export function MessagingConsentCheckbox({ id, className, ...props }: Props) {
  return (
    <div className={cn('flex items-start gap-3 text-sm', className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 rounded border-border accent-primary"
        {...props}
      />
      <label htmlFor={id} className="leading-snug">
        {MESSAGING_CONSENT_LABEL}
        <span className="block text-muted-foreground">
          Confirmations, reminders and changes come by e-mail either way; reply STOP to end them.
        </span>
      </label>
    </div>
  );
}
