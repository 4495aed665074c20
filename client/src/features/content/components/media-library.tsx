import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileText, RefreshCw } from 'lucide-react';
import { MEDIA_PURPOSES } from '@shared/constants';
import { uploadTypesHint } from '@shared/media-purposes';
import type { MediaFileDto } from '@shared/contracts/media';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select-native';
import { LoadMore, PageCount } from '@/components/paging/paged-list';
import { loadedRows } from '@/lib/paging/use-paged-list';
import { useSettled } from '@/lib/paging/use-settled';
import { useRestaurantTimeZone } from '@/lib/dates/restaurant-today';
import { toast } from '@/components/ui/use-toast';
import { useDeleteMedia } from '../api/delete-media';
import { useMediaPages, useNewestMedia } from '../api/get-media-library';
import { useUploadMedia } from '../api/upload-media';
import { useContentSections } from '../api/get-content-sections';
import {
  PURPOSES_SHOWN_AS_NEWEST,
  formatUploadDate,
  purposeLabel,
  thumbnailSrc,
  uploadAcceptFor,
  whereUsed,
} from '../content-rules';
import { uploadFormSchema, type UploadForm, type UploadFormInput } from '../upload-form';

function Thumbnail({ file }: { file: MediaFileDto }) {
  if (file.fileType.startsWith('image/')) {
    return (
      <img
        src={thumbnailSrc(file)}
        alt={file.fileName}
        loading="lazy"
        className="aspect-video w-full rounded-md object-cover"
      />
    );
  }
  return (
    <div className="flex aspect-video w-full items-center justify-center gap-2 rounded-md bg-muted p-3 text-sm">
      <FileText className="h-6 w-6 shrink-0 text-accent" aria-hidden="true" />
      <span className="break-all">{file.fileName}</span>
    </div>
  );
}

/** Where the site shows a file, so nobody deletes the hero without knowing. */
function InUse({ places }: { places: string[] }) {
  if (places.length === 0) return null;
  return (
    <p className="text-xs">
      <span className="font-semibold">In use:</span> {places.join('; ')}
    </p>
  );
}

/**
 * The media library: upload a file for a purpose; the files a page at a time, latest first,
 * narrowed on the server by purpose and by a search of their names.
 */
export function MediaLibrary() {
  const [shownPurpose, setShownPurpose] = useState('');
  const [search, setSearch] = useState('');
  const settled = useSettled(search.trim());
  const media = useMediaPages({ purpose: shownPurpose || undefined, q: settled || undefined });
  const { rows: files, total } = loadedRows(media.data);
  // Whether a file is in use depends on the newest of its purpose, which may not be loaded.
  const newest = useNewestMedia(PURPOSES_SHOWN_AS_NEWEST);
  const upload = useUploadMedia();
  const remove = useDeleteMedia();
  const form = useForm<UploadFormInput, unknown, UploadForm>({
    resolver: zodResolver(uploadFormSchema),
    defaultValues: { purpose: '' },
  });
  const { errors } = form.formState;
  const file = useWatch({ control: form.control, name: 'file' });
  const purpose = useWatch({ control: form.control, name: 'purpose' });
  const sections = useContentSections();
  const timeZone = useRestaurantTimeZone();
  const [preview, setPreview] = useState<string | null>(null);
  const previewUrl = useRef<string | null>(null);

  /**
   * Takes the chosen file (its size is checked at once) and shows a local preview of an image;
   * the previous object URL is released.
   */
  const choose = (chosen: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = chosen?.type.startsWith('image/') ? URL.createObjectURL(chosen) : null;
    setPreview(previewUrl.current);
    if (chosen) {
      form.setValue('file', chosen, { shouldValidate: true });
    } else {
      form.resetField('file');
    }
  };
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  const onUpload = (e: React.FormEvent<HTMLFormElement>) => {
    const element = e.currentTarget;
    void form.handleSubmit((values) =>
      upload.mutate(values, {
        onSuccess: () => {
          toast({ title: 'File Uploaded' });
          choose(null);
          form.reset({ purpose: '' });
          element.reset(); // the file picker keeps its file otherwise
        },
      }),
    )(e);
  };

  const onDelete = (item: MediaFileDto) => {
    if (!window.confirm('Are you sure you want to delete this file? This action cannot be undone.'))
      return;
    remove.mutate(item.id, { onSuccess: () => toast({ title: 'File Deleted' }) });
  };

  return (
    <div className="space-y-8">
      <form
        onSubmit={onUpload}
        noValidate
        className="grid gap-4 rounded-lg border border-border p-4 md:grid-cols-[1fr_1fr_auto] md:items-start"
        aria-label="Upload a file"
      >
        <Field id="media-purpose" label="Purpose" error={errors.purpose?.message}>
          <NativeSelect
            {...form.register('purpose', {
              // A file already chosen is checked again against what the new purpose takes.
              onChange: () => {
                if (form.getValues('file')) void form.trigger('file');
              },
            })}
          >
            <option value="">Select a purpose</option>
            {MEDIA_PURPOSES.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="media-file"
          label="File"
          error={errors.file?.message}
          hint={uploadTypesHint(purpose || undefined)}
        >
          <Input
            type="file"
            accept={uploadAcceptFor(purpose || undefined)}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
        </Field>
        {/* Level with the inputs, below their labels, whatever hint or error shows under them. */}
        <Button type="submit" disabled={!file || upload.isPending} className="md:mt-[1.625rem]">
          {upload.isPending ? 'Uploading...' : 'Upload'}
        </Button>
        {preview && (
          <figure className="space-y-1.5 md:col-span-3">
            <img
              src={preview}
              alt="Preview of the chosen file"
              className="max-h-48 rounded-md border border-border"
            />
            <figcaption className="text-xs text-muted-foreground">Preview: {file?.name}</figcaption>
          </figure>
        )}
      </form>

      <div>
        <div className="flex items-center justify-between">
          <h2 className="text-xl font-semibold">Media files</h2>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void media.refetch()}
            disabled={media.isFetching}
          >
            <RefreshCw className="h-4 w-4" aria-hidden="true" /> Refresh
          </Button>
        </div>
        <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
          <Field id="media-shown-purpose" label="Show">
            <NativeSelect value={shownPurpose} onChange={(e) => setShownPurpose(e.target.value)}>
              <option value="">Every purpose</option>
              {MEDIA_PURPOSES.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="media-search" label="Search by file name">
            <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </Field>
        </div>
        {media.isPending ? (
          <p className="mt-4 text-sm text-muted-foreground">Loading media...</p>
        ) : media.isError ? (
          <div role="alert" className="mt-4 space-y-2 text-sm text-destructive">
            <p>The media files could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void media.refetch()}>
              Try again
            </Button>
          </div>
        ) : files.length === 0 ? (
          <p className="mt-4 text-sm text-muted-foreground">
            {shownPurpose || settled ? 'No media files match' : 'No media files found'}
          </p>
        ) : (
          <>
            <div className="mt-4">
              <PageCount shown={files.length} total={total} noun={['file', 'files']} />
            </div>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {files.map((item) => (
                <li
                  key={item.id}
                  className="space-y-2 rounded-lg border border-border p-3"
                  aria-label={item.fileName}
                >
                  <Thumbnail file={item} />
                  <p className="text-sm font-semibold">{purposeLabel(item.purpose)}</p>
                  <p className="text-xs text-muted-foreground">
                    Uploaded {formatUploadDate(item.uploadDate, timeZone)}
                  </p>
                  <InUse places={whereUsed(item, newest, sections.data ?? [])} />
                  <div className="flex gap-2">
                    <Button asChild variant="outline" size="sm">
                      <a href={item.filePath} target="_blank" rel="noopener noreferrer">
                        View <span className="sr-only">{item.fileName}</span>
                      </a>
                    </Button>
                    <Button
                      variant="destructive"
                      size="sm"
                      onClick={() => onDelete(item)}
                      disabled={remove.isPending}
                    >
                      Delete <span className="sr-only">{item.fileName}</span>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <div className="mt-4">
              <LoadMore list={media} label="Load more files" />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
