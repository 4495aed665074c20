/**
 * The body of every non-2xx API answer. `code` is stable and meant for programs (the client,
 * monitoring, tests); `message` is written for people and may change.
 */
export type ApiErrorBody = {
  message: string;
  code: string;
  errors?: { path: string; message: string }[];
};
