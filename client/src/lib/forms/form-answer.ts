import { useQueryClient } from '@tanstack/react-query';
import type { FormAnswer } from '@shared/contracts/form-answer';

// The server entry hands a posted form's answer to the page as query data under this key (never
// fetched), so the server's render and the browser's hydration read the same values and show
// the same markup.

export const FORM_ANSWER_KEY = ['form-answer'] as const;

/** The answer to `form` posted without JavaScript, if this page is one. */
export function useFormAnswer(form: string): FormAnswer | undefined {
  const answer = useQueryClient().getQueryData<FormAnswer>(FORM_ANSWER_KEY);
  return answer?.form === form ? answer : undefined;
}
