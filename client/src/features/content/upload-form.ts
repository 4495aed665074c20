import { z } from 'zod';
import { mediaUploadFieldsSchema } from '@shared/contracts/media';
import { uploadTypeRefusal } from '@shared/media-purposes';
import { uploadSizeProblem } from './content-rules';

/**
 * The upload form: the server's rule for the purpose, a chosen file within the size limit, and
 * of a type the purpose takes (the server still decides the type from the file's bytes).
 */
export const uploadFormSchema = mediaUploadFieldsSchema
  .extend({
    file: z
      .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, {
        message: 'Please select a file',
      })
      .superRefine((file, ctx) => {
        const tooBig = uploadSizeProblem(file.size);
        if (tooBig) ctx.addIssue({ code: 'custom', message: tooBig });
      }),
  })
  .superRefine(({ purpose, file }, ctx) => {
    // The browser's word on the type (empty when it has none); the server reads the bytes. The
    // file may be missing here: its own message already says so.
    const type = (file as Partial<File> | undefined)?.type;
    const wrongKind = type ? uploadTypeRefusal(purpose, type) : undefined;
    if (wrongKind) ctx.addIssue({ code: 'custom', path: ['file'], message: wrongKind });
  });
export type UploadFormInput = z.input<typeof uploadFormSchema>;
export type UploadForm = z.output<typeof uploadFormSchema>;
