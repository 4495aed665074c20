import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { ContentSectionDto } from '@shared/contracts/content';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { useContentSections } from '../api/get-content-sections';
import { newestMediaQueryOptions } from '../api/get-media-library';
import { useUpdateContentSection } from '../api/update-content-section';
import { sectionLabel } from '../content-rules';
import {
  sectionFormSchema,
  sectionFormValues,
  sectionUpdateOf,
  textIsDefault,
  type SectionFormValues,
} from '../section-form';

/** The public site opens one second after a content update. */
const OPEN_SITE_AFTER_MS = 1000;

/** Opens the public site in a new tab a second later; a pending open is dropped on unmount. */
function useOpenSiteSoon(): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => window.open('/', '_blank', 'noopener'), OPEN_SITE_AFTER_MS);
  }, []);
}

export function SectionEditor() {
  const sections = useContentSections();
  const [selected, setSelected] = useState<string>('');
  const list = sections.data ?? [];
  const current = list.find((s) => s.sectionName === selected);

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
                  onClick={() => setSelected(s.sectionName)}
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
      {/* A form of its own per section: switching starts from that section's text, never
          from what was typed (or saved) in the one before. */}
      <SectionForm
        key={current?.sectionName ?? ''}
        section={current}
        nothingChosen={!current && list.length > 0}
      />
    </div>
  );
}

const DEFAULT_TEXT_HINT = "The site's default text; Update Content makes it this section's own.";

function SectionForm({
  section,
  nothingChosen,
}: {
  section: ContentSectionDto | undefined;
  nothingChosen: boolean;
}) {
  const queryClient = useQueryClient();
  const update = useUpdateContentSection();
  // The section as last loaded or saved; a background refetch of the list leaves what staff
  // are typing alone.
  const [shown, setShown] = useState(section);
  const form = useForm<SectionFormValues>({
    resolver: zodResolver(sectionFormSchema),
    defaultValues: sectionFormValues(shown),
  });
  const { errors, dirtyFields } = form.formState;
  const isDefault = textIsDefault(shown);
  const openSiteSoon = useOpenSiteSoon();

  const onSubmit = form.handleSubmit(async (values) => {
    // The newest hero photo now, not when the page loaded (it may come from another tab).
    const hero =
      values.sectionName === 'hero'
        ? await queryClient.fetchQuery(newestMediaQueryOptions('hero')).catch(() => undefined)
        : undefined;
    update.mutate(
      {
        sectionName: values.sectionName,
        update: sectionUpdateOf(values, hero ?? undefined),
      },
      {
        onSuccess: (saved) => {
          setShown(saved);
          form.reset(sectionFormValues(saved));
          toast({
            title: 'Content Updated',
            description:
              'The content has been updated. Opening website in a new tab to show changes.',
          });
          openSiteSoon();
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Edit section">
      {errors.sectionName && (
        <p role="alert" className="text-sm text-destructive">
          {errors.sectionName.message}
        </p>
      )}
      {nothingChosen && <p className="text-sm text-muted-foreground">Choose a section to edit.</p>}
      {section && <h2 className="text-lg font-semibold">{sectionLabel(section.sectionName)}</h2>}
      <Field
        id="section-title"
        label="Section Title"
        error={errors.title?.message}
        {...(isDefault.title && !dirtyFields.title ? { hint: DEFAULT_TEXT_HINT } : {})}
      >
        <Input disabled={!section} {...form.register('title')} />
      </Field>
      <Field
        id="section-content"
        label="Section Content"
        error={errors.content?.message}
        {...(isDefault.content && !dirtyFields.content ? { hint: DEFAULT_TEXT_HINT } : {})}
      >
        <Textarea rows={6} disabled={!section} {...form.register('content')} />
      </Field>
      {section?.sectionName === 'footer' && (
        <fieldset className="grid gap-4 rounded-md border border-border p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold">Footer contact and hours</legend>
          {/* The hours have one home, the week under Contact Information: these two lines are
              written from it and shown here only, so they can never say something else. */}
          <p id="footer-hours-note" className="text-sm text-muted-foreground sm:col-span-2">
            The hours lines follow the opening hours set under{' '}
            <a href="#contact" className="text-accent underline">
              Contact Information
            </a>{' '}
            (the footer, contact page and booking calendar all show that week).
          </p>
          <Field id="footer-address" label="Address">
            <Input {...form.register('address')} />
          </Field>
          <Field id="footer-phone" label="Phone">
            <Input {...form.register('phone')} />
          </Field>
          <Field id="footer-email" label="Email">
            <Input type="email" {...form.register('email')} />
          </Field>
          <Field id="footer-weekdays" label="Weekday hours">
            <Input
              readOnly
              placeholder="Tuesday - Sunday: 7:00 PM - 10:00 PM"
              aria-describedby="footer-hours-note"
              className="read-only:bg-muted"
              {...form.register('weekdays')}
            />
          </Field>
          <Field id="footer-monday" label="Monday hours">
            <Input
              readOnly
              placeholder="Monday: Closed"
              aria-describedby="footer-hours-note"
              className="read-only:bg-muted"
              {...form.register('monday')}
            />
          </Field>
        </fieldset>
      )}
      <Button type="submit" disabled={update.isPending || form.formState.isSubmitting}>
        {update.isPending ? 'Updating...' : 'Update Content'}
      </Button>
    </form>
  );
}
