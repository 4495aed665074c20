import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  contentFormSchema,
  type ContentSectionDto,
  type FooterExtra,
} from '@shared/contracts/content';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { latestMedia } from '@/lib/media';
import { useContentSections, useUpdateSection } from '../api/content-sections';
import { useMediaLibrary } from '../api/media-files';
import { sectionLabel } from '../content-rules';

const optional = z.string().trim().max(500).optional();
const formSchema = contentFormSchema.omit({ imageUrl: true, extraData: true }).extend({
  address: optional,
  phone: optional,
  email: optional,
  weekdays: optional,
  monday: optional,
});
type FormValues = z.infer<typeof formSchema>;

function valuesOf(section: ContentSectionDto | undefined): FormValues {
  const extra = (section?.extraData ?? {}) as FooterExtra;
  return {
    sectionName: section?.sectionName ?? '',
    title: section?.title ?? '',
    content: section?.content ?? '',
    address: extra.contact?.address ?? '',
    phone: extra.contact?.phone ?? '',
    email: extra.contact?.email ?? '',
    weekdays: extra.hours?.weekdays ?? '',
    monday: extra.hours?.monday ?? '',
  };
}

export function SectionEditor() {
  const sections = useContentSections();
  const media = useMediaLibrary();
  const update = useUpdateSection();
  const [selected, setSelected] = useState<string>('');
  const list = sections.data ?? [];
  const current = list.find((s) => s.sectionName === selected);
  const saved = useMemo(() => valuesOf(current), [current]);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(undefined),
    // A background refetch must not wipe what staff are typing.
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    ({ sectionName, title, content, address, phone, email, weekdays, monday }) => {
      const hero = sectionName === 'hero' ? latestMedia(media.data, 'hero') : undefined;
      update.mutate(
        {
          sectionName,
          update: {
            title,
            content,
            ...(hero ? { imageUrl: hero.filePath } : {}),
            ...(sectionName === 'footer'
              ? { extraData: { contact: { address, phone, email }, hours: { weekdays, monday } } }
              : {}),
          },
        },
        {
          onSuccess: () => {
            toast({
              title: 'Content Updated',
              description:
                'The content has been updated. Opening website in a new tab to show changes.',
            });
            setTimeout(() => window.open('/', '_blank', 'noopener'), 1000);
          },
          onError: (err) =>
            toast({
              variant: 'destructive',
              title: 'Update Failed',
              description:
                err instanceof ApiError
                  ? err.serverMessage('Failed to update the content section.')
                  : 'Failed to update the content section.',
            }),
        },
      );
    },
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[240px_1fr]">
      <nav aria-label="Sections">
        {sections.isPending ? (
          <p className="text-sm text-muted-foreground">Loading sections...</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">No sections found</p>
        ) : (
          <ul className="space-y-1">
            {list.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  aria-pressed={selected === s.sectionName}
                  onClick={() => {
                    setSelected(s.sectionName);
                    form.reset(valuesOf(s));
                  }}
                  className={cn(
                    'w-full rounded-md px-3 py-2 text-left text-sm hover:bg-muted',
                    selected === s.sectionName && 'bg-muted font-semibold',
                  )}
                >
                  {sectionLabel(s.sectionName)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </nav>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Edit section">
        {errors.sectionName && (
          <p className="text-sm text-destructive">{errors.sectionName.message}</p>
        )}
        {!current && list.length > 0 && (
          <p className="text-sm text-muted-foreground">Choose a section to edit.</p>
        )}
        <Field id="section-title" label="Section Title" error={errors.title?.message}>
          <Input
            disabled={!current}
            {...fieldAria('section-title', errors.title?.message)}
            {...form.register('title')}
          />
        </Field>
        <Field id="section-content" label="Section Content" error={errors.content?.message}>
          <Textarea
            rows={6}
            disabled={!current}
            {...fieldAria('section-content', errors.content?.message)}
            {...form.register('content')}
          />
        </Field>
        {selected === 'footer' && (
          <fieldset className="grid gap-4 rounded-md border border-border p-4 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold">Footer contact and hours</legend>
            <Field id="footer-address" label="Address">
              <Input {...fieldAria('footer-address')} {...form.register('address')} />
            </Field>
            <Field id="footer-phone" label="Phone">
              <Input {...fieldAria('footer-phone')} {...form.register('phone')} />
            </Field>
            <Field id="footer-email" label="Email">
              <Input type="email" {...fieldAria('footer-email')} {...form.register('email')} />
            </Field>
            <Field id="footer-weekdays" label="Weekday hours">
              <Input
                placeholder="Tuesday - Sunday: 7:00 PM - 10:00 PM"
                {...fieldAria('footer-weekdays')}
                {...form.register('weekdays')}
              />
            </Field>
            <Field id="footer-monday" label="Monday hours">
              <Input
                placeholder="Monday: Closed"
                {...fieldAria('footer-monday')}
                {...form.register('monday')}
              />
            </Field>
          </fieldset>
        )}
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Updating...' : 'Update Content'}
        </Button>
      </form>
    </div>
  );
}
