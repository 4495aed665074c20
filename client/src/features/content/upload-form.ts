import { z } from 'zod';
import { mediaUploadFieldsSchema } from '@shared/contracts/media';
import { uploadSizeProblem } from './content-rules';

/**
 * The upload form: the server's rule for the purpose, and a chosen file within the size limit
 * (the server still decides the type from the file's bytes).
 */
export const uploadFormSchema = mediaUploadFieldsSchema.extend({
  file: z
    .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, {
      message: 'Please select a file',
    })
    .superRefine((file, ctx) => {
      const tooBig = uploadSizeProblem(file.size);
      if (tooBig) ctx.addIssue({ code: 'custom', message: tooBig });
    }),
});
export type UploadFormInput = z.input<typeof uploadFormSchema>;
export type UploadForm = z.output<typeof uploadFormSchema>;
