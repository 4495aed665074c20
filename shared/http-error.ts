/** The error body of every non-2xx API answer (ARCHITECTURE §5). */
export type ApiErrorBody = {
  message: string;
  errors?: { path: string; message: string }[];
};
